import type { ReactNode } from "react";

export interface ScrollRegionProps {
  /** What the region holds, e.g. the table's caption; screen readers announce it. */
  label: string;
  className: string;
  children: ReactNode;
}

/** A named, focusable box for content wider than a phone (tables, code), so keyboard users can scroll it. */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section aria-label={label} tabIndex={0} className={className}>
      {children}
    </section>
  );
}

import { createElement, type ReactNode, type SVGProps } from "react";

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children"> {
  /** Width and height in CSS pixels. @default 20 */
  size?: number;
}

/** The shared frame of our line icons: 24-unit grid, drawn in `currentColor`, hidden from assistive tech. */
export function Icon({ size = 20, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** One shape of a drawing: the SVG element and its attributes (the icon-node format lucide uses). */
export type IconShape = readonly ["path" | "circle" | "rect", Readonly<Record<string, string | number>>];

/** An icon component named `displayName` that draws `shapes` in the shared frame. */
export function drawIcon(displayName: string, shapes: readonly IconShape[]) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon at module level (as lucide's createLucideIcon), never during a render, so each icon keeps one identity.
  function DrawnIcon(props: IconProps) {
    return (
      <Icon {...props}>
        {shapes.map(([element, attributes], index) => createElement(element, { key: index, ...attributes }))}
      </Icon>
    );
  }
  DrawnIcon.displayName = displayName;
  return DrawnIcon;
}

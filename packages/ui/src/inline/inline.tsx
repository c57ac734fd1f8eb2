import type { HTMLAttributes } from "react";
import { joinClassNames } from "../class-names/join-class-names";
import * as styles from "../stack/stack.css";

/** The elements an inline row can be. */
export type InlineElement =
  | "div"
  | "span"
  | "p"
  | "ul"
  | "ol"
  | "li"
  | "header"
  | "footer"
  | "fieldset"
  | "form";

export interface InlineOptions {
  /** The space between the children, from the spacing scale. @default "sm" */
  gap?: styles.Space;
  /** The children's vertical alignment (stretched while collapsed). @default "center" */
  align?: styles.Alignment;
  /** How the children share the row: packed at the start, centred, at the end, or spread out. @default "flex-start" */
  justify?: styles.Justification;
  /** Children that do not fit move to the next line. @default true */
  wrap?: boolean;
  /** Below this width the children stand one under the other instead (a form row on phones). */
  collapseBelow?: "tablet" | "desktop";
}

/** The class of an inline row, for elements the `Inline` component does not render. */
export function inline({
  gap = "sm",
  align = "center",
  justify,
  wrap = true,
  collapseBelow,
}: InlineOptions = {}): string {
  return joinClassNames(
    styles.flex,
    wrap && styles.wrap,
    styles.gap[gap],
    styles.align[align],
    justify && styles.justify[justify],
    collapseBelow && styles.collapseBelow[collapseBelow],
  );
}

export interface InlineProps extends InlineOptions, HTMLAttributes<HTMLElement> {
  /** The element, for the page's semantics; lists and fieldsets lose their browser styles. @default "div" */
  as?: InlineElement;
}

/** Children side by side with one gap, wrapping when the row is full: buttons, badges, chips. */
export function Inline({
  as: Element = "div",
  gap,
  align,
  justify,
  wrap,
  collapseBelow,
  className,
  ...props
}: InlineProps) {
  const resets = Element === "ul" || Element === "ol" || Element === "fieldset";
  return (
    <Element
      className={joinClassNames(
        inline({ gap, align, justify, wrap, collapseBelow }),
        resets && styles.reset,
        className,
      )}
      {...props}
    />
  );
}

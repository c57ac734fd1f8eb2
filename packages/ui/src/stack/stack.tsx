import type { HTMLAttributes } from "react";
import { joinClassNames } from "../class-names/join-class-names";
import * as styles from "./stack.css";

/** The elements a stack can be. */
export type StackElement = "div" | "section" | "header" | "footer" | "ul" | "ol" | "li" | "fieldset" | "form";

export interface StackOptions {
  /** The space between the children, from the spacing scale. @default "md" */
  gap?: styles.Space;
  /** The children's cross-axis alignment. @default "stretch" */
  align?: styles.Alignment;
}

/** The class of a vertical stack, for elements the `Stack` component does not render (a `<form>` with props). */
export function stack({ gap = "md", align }: StackOptions = {}): string {
  return joinClassNames(styles.flex, styles.column, styles.gap[gap], align && styles.align[align]);
}

export interface StackProps extends StackOptions, HTMLAttributes<HTMLElement> {
  /** The element, for the page's semantics; lists and fieldsets lose their browser styles. @default "div" */
  as?: StackElement;
}

/** Children one under the other with one gap: the vertical rhythm of a page, a card or a form. */
export function Stack({ as: Element = "div", gap, align, className, ...props }: StackProps) {
  const resets = Element === "ul" || Element === "ol" || Element === "fieldset";
  return (
    <Element
      className={joinClassNames(stack({ gap, align }), resets && styles.reset, className)}
      {...props}
    />
  );
}

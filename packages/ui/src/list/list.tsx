import type { ComponentProps, HTMLAttributes } from "react";
import { joinClassNames } from "../class-names/join-class-names";
import * as styles from "./list.css";

export interface ListProps extends HTMLAttributes<HTMLElement> {
  /** `ol` when the order means something. @default "ul" */
  as?: "ul" | "ol";
}

/** A framed list of rows with a rule between them: keys, tokens, layouts, scheduled posts. */
export function List({ as: Element = "ul", className, ...props }: ListProps) {
  return <Element className={joinClassNames(styles.list, className)} {...props} />;
}

/** One row of a `List`: its main text at the start, its actions at the end (below it when the row is narrow). */
export function ListRow({ className, ...props }: ComponentProps<"li">) {
  return <li className={joinClassNames(styles.row, className)} {...props} />;
}

/** The text of a row: a title and lines under it; takes the room the actions leave. */
export function ListRowMain({ className, ...props }: ComponentProps<"div">) {
  return <div className={joinClassNames(styles.main, className)} {...props} />;
}

export interface ListRowTitleProps extends ComponentProps<"p"> {
  /** A heading when the rows are sections of the page outline. @default "p" */
  as?: "p" | "h3" | "h4";
}

/** A row's name, with room for badges beside it. */
export function ListRowTitle({ as: Element = "p", className, ...props }: ListRowTitleProps) {
  return <Element className={joinClassNames(styles.title, className)} {...props} />;
}

/** A row's buttons, kept together at the row's end. */
export function ListRowActions({ className, ...props }: ComponentProps<"div">) {
  return <div className={joinClassNames(styles.actions, className)} {...props} />;
}

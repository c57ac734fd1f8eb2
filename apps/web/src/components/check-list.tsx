import { CheckIcon } from "@chartbot/ui/icons";
import { inline } from "@chartbot/ui/inline";
import type { ReactNode } from "react";
import * as styles from "./check-list.css";

export interface CheckListProps {
  /** The lines, each shown after a tick; also the React keys, so they are unique. */
  items: readonly string[];
  /** `compact` for cards (small text, one column), `columns` for pages (two columns from tablets up). */
  variant: keyof typeof styles.list;
  /** How a line is shown. @default the line as plain text */
  renderItem?: (item: string) => ReactNode;
}

/** What a plan or an add-on includes: a bulletless list with a tick before each line. */
export function CheckList({ items, variant, renderItem = (item) => item }: CheckListProps) {
  return (
    <ul className={styles.list[variant]}>
      {items.map((item) => (
        <li key={item} className={inline({ gap: "sm", align: "flex-start", wrap: false })}>
          <CheckIcon size={variant === "compact" ? 16 : 18} className={styles.check[variant]} />
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}

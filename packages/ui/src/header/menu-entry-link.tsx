"use client";

import type { ComponentProps, ReactNode } from "react";
import { NewBadge } from "../badge/badge";
import { ExternalLinkIcon } from "../icons/ui-icons";
import { Link } from "../link/link";
import type { MenuItem } from "../menu/types";
import { visuallyHidden } from "../theme/visually-hidden.css";
import * as styles from "./menu-panels.css";

export interface MenuEntryLinkProps extends Omit<ComponentProps<"a">, "href" | "children"> {
  item: MenuItem;
  /** Only the name (top-level links): no description, and the container styles the text. @default false */
  compact?: boolean;
  /** Replaces the name (the overview links of panels). */
  label?: ReactNode;
}

/** A menu item as a link: its name, "New" badge, description, and the new-tab treatment for external pages. */
export function MenuEntryLink({ item, compact = false, label, ...props }: MenuEntryLinkProps) {
  const name = (
    <>
      {label ?? item.name}
      {item.isNew && <NewBadge />}
      {item.targetBlank && <ExternalLinkIcon size={14} />}
    </>
  );
  const content = compact ? (
    name
  ) : (
    <>
      <span className={styles.itemName}>{name}</span>
      {item.description && <span className={styles.itemDescription}>{item.description}</span>}
    </>
  );
  if (item.targetBlank) {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" {...props}>
        {content}
        <span className={visuallyHidden}> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link href={item.href} unstyled {...props}>
      {content}
    </Link>
  );
}

"use client";

import { useId, useState } from "react";
import { NewBadge } from "../badge/badge";
import { MenuEntryLink } from "../header/menu-entry-link";
import { menuIcons } from "../icons/menu-icons";
import { ChevronDownIcon } from "../icons/ui-icons";
import { isMenuItemActive } from "../menu/is-menu-item-active";
import type { MenuItem } from "../menu/types";
import * as styles from "./mobile-menu.css";

interface MobileMenuLinksProps {
  menu: readonly MenuItem[];
  currentPath?: string | undefined;
  /** Called when a link is followed, to close the menu. */
  onNavigate: () => void;
}

function EntryLink({
  item,
  currentPath,
  onNavigate,
  sub = false,
}: { item: MenuItem; sub?: boolean } & Omit<MobileMenuLinksProps, "menu">) {
  return (
    <MenuEntryLink
      item={item}
      compact
      className={sub ? styles.subRow : styles.row}
      aria-current={isMenuItemActive(item, currentPath) ? "page" : undefined}
      onClick={onNavigate}
    />
  );
}

/** One dropdown or mega menu as an expandable section: a button with `aria-expanded` and the list it shows. */
function MenuSection({
  item,
  currentPath,
  onNavigate,
}: { item: MenuItem } & Omit<MobileMenuLinksProps, "menu">) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        className={styles.row}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((current) => !current)}
      >
        <span className={styles.rowLabel}>
          {item.name}
          {item.children?.some((child) => child.isNew) && <NewBadge />}
        </span>
        <ChevronDownIcon size={18} className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        <li>
          <EntryLink
            item={{ ...item, name: `${item.name} overview`, exact: true }}
            currentPath={currentPath}
            onNavigate={onNavigate}
            sub
          />
        </li>
        {item.children?.map((child) => (
          <li key={child.id}>
            <EntryLink item={child} currentPath={currentPath} onNavigate={onNavigate} sub />
          </li>
        ))}
        {item.groups?.map((group) => {
          const GroupIcon = menuIcons[group.image];
          return (
            <li key={group.title}>
              <p className={styles.groupTitle}>
                <GroupIcon size={14} />
                {group.title}
              </p>
              <ul className={styles.list}>
                {group.items.map((entry) => (
                  <li key={entry.id}>
                    <EntryLink item={entry} currentPath={currentPath} onNavigate={onNavigate} sub />
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** The menu as a list; dropdowns and mega menus become expandable sections (disclosure buttons). */
export function MobileMenuLinks({ menu, currentPath, onNavigate }: MobileMenuLinksProps) {
  return (
    <ul className={styles.list}>
      {menu.map((item) =>
        item.type ? (
          <MenuSection key={item.id} item={item} currentPath={currentPath} onNavigate={onNavigate} />
        ) : (
          <li key={item.id}>
            <EntryLink item={item} currentPath={currentPath} onNavigate={onNavigate} />
          </li>
        ),
      )}
    </ul>
  );
}

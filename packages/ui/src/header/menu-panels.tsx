"use client";

import { NavigationMenu } from "radix-ui";
import { joinClassNames } from "../class-names/join-class-names";
import { menuIcons } from "../icons/menu-icons";
import { isLargeMegaMenu } from "../menu/is-large-mega-menu";
import { isMenuItemActive } from "../menu/is-menu-item-active";
import type { MenuItem } from "../menu/types";
import { MenuEntryLink } from "./menu-entry-link";
import * as styles from "./menu-panels.css";

interface PanelProps {
  item: MenuItem;
  currentPath?: string | undefined;
}

function PanelLink({ item, currentPath, className }: PanelProps & { className?: string }) {
  return (
    <NavigationMenu.Link asChild active={isMenuItemActive(item, currentPath)}>
      <MenuEntryLink item={item} className={className ?? styles.itemLink} />
    </NavigationMenu.Link>
  );
}

/** The panel's last row: the section's own page. */
function OverviewLink({ item, currentPath }: PanelProps) {
  return (
    <div className={styles.overview}>
      <NavigationMenu.Link asChild active={isMenuItemActive({ ...item, exact: true }, currentPath)}>
        <MenuEntryLink item={item} label={`${item.name} overview`} className={styles.itemLink} />
      </NavigationMenu.Link>
    </div>
  );
}

/** A dropdown's panel: its children in two columns, then the overview link. */
export function DropdownPanel({ item, currentPath }: PanelProps) {
  return (
    <div className={styles.dropdownPanel}>
      <ul className={styles.grid}>
        {item.children?.map((child) => (
          <li key={child.id}>
            <PanelLink item={child} currentPath={currentPath} />
          </li>
        ))}
      </ul>
      <OverviewLink item={item} currentPath={currentPath} />
    </div>
  );
}

/** A mega menu's panel: one titled column per group (four across when large), then the overview link. */
export function MegaMenuPanel({ item, currentPath }: PanelProps) {
  const large = isLargeMegaMenu(item);
  return (
    <div className={large ? styles.megaPanelLarge : styles.megaPanel}>
      <div className={joinClassNames(styles.groups, large && styles.groupsLarge)}>
        {item.groups?.map((group) => {
          const GroupIcon = menuIcons[group.image];
          const titleId = `${item.id}-${group.title.toLowerCase().replace(/\W+/g, "-")}`;
          return (
            <div key={group.title} className={styles.group}>
              <p id={titleId} className={styles.groupTitle}>
                <span className={styles.groupIcon}>
                  <GroupIcon size={16} />
                </span>
                {group.title}
              </p>
              <ul className={styles.groupList} aria-labelledby={titleId}>
                {group.items.map((entry) => (
                  <li key={entry.id}>
                    <PanelLink item={entry} currentPath={currentPath} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      <OverviewLink item={item} currentPath={currentPath} />
    </div>
  );
}

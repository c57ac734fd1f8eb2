"use client";

import { NavigationMenu } from "radix-ui";
import { joinClassNames } from "../class-names/join-class-names";
import { ChevronDownIcon } from "../icons/ui-icons";
import { isMenuItemActive } from "../menu/is-menu-item-active";
import type { MenuItem } from "../menu/types";
import * as styles from "./desktop-nav.css";
import { MenuEntryLink } from "./menu-entry-link";
import { DropdownPanel, MegaMenuPanel } from "./menu-panels";

export interface DesktopNavProps {
  menu: readonly MenuItem[];
  /** The current path, to mark the active item. */
  currentPath?: string | undefined;
  className?: string;
  /** The id of the item whose panel starts open (stories and tests). */
  defaultValue?: string;
}

/**
 * The main menu for wide screens (Radix NavigationMenu): dropdowns and mega menus open on hover, click,
 * Enter, Space or ArrowDown; Tab moves into an open panel and Escape closes it. One viewport, outside the
 * list, hosts every panel.
 */
export function DesktopNav({ menu, currentPath, className, defaultValue }: DesktopNavProps) {
  return (
    <NavigationMenu.Root
      aria-label="Main"
      className={joinClassNames(styles.root, className)}
      defaultValue={defaultValue}
    >
      <NavigationMenu.List className={styles.list}>
        {menu.map((item) => (
          <NavigationMenu.Item key={item.id} value={item.id}>
            {item.type ? (
              <>
                <NavigationMenu.Trigger
                  className={styles.topLink}
                  data-active={isMenuItemActive(item, currentPath) || undefined}
                >
                  {item.name}
                  <ChevronDownIcon size={16} className={styles.chevron} />
                </NavigationMenu.Trigger>
                <NavigationMenu.Content className={styles.content}>
                  {item.type === "megaMenu" ? (
                    <MegaMenuPanel item={item} currentPath={currentPath} />
                  ) : (
                    <DropdownPanel item={item} currentPath={currentPath} />
                  )}
                </NavigationMenu.Content>
              </>
            ) : (
              <NavigationMenu.Link asChild active={isMenuItemActive(item, currentPath)}>
                <MenuEntryLink item={item} compact className={styles.topLink} />
              </NavigationMenu.Link>
            )}
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
      <div className={styles.viewportPosition}>
        <NavigationMenu.Viewport className={styles.viewport} />
      </div>
    </NavigationMenu.Root>
  );
}

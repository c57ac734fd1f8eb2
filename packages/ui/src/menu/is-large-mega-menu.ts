import type { MenuItem } from "./types";

/** Groups a mega menu may have before it counts as "large" (spec section 9). */
export const LARGE_MEGA_MENU_AFTER_GROUPS = 3;

/** Whether an item is a mega menu with more than 3 groups; a large one gets a wider, multi-column panel. */
export function isLargeMegaMenu(item: MenuItem): boolean {
  return item.type === "megaMenu" && (item.groups?.length ?? 0) > LARGE_MEGA_MENU_AFTER_GROUPS;
}

export { isLargeMegaMenu, LARGE_MEGA_MENU_AFTER_GROUPS } from "./is-large-mega-menu";
export { isMenuItemActive } from "./is-menu-item-active";
export { createSiteMenu, type SiteMenuOptions, siteMenu } from "./site-menu";
export type { MenuGroup, MenuIconName, MenuItem } from "./types";

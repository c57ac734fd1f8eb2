import { marketingUrl } from "@chartbot/marketing-paths";
import type { MenuItem } from "@chartbot/ui/menu";

/** The site menu with every same-site link pointed at the marketing origin (the menu's pages live there). */
export function menuOnOrigin(menu: readonly MenuItem[], webOrigin: string): MenuItem[] {
  return menu.map((item) => ({
    ...item,
    href: onOrigin(item.href, webOrigin),
    ...(item.children && { children: menuOnOrigin(item.children, webOrigin) }),
    ...(item.groups && {
      groups: item.groups.map((group) => ({ ...group, items: menuOnOrigin(group.items, webOrigin) })),
    }),
  }));
}

function onOrigin(href: string, webOrigin: string): string {
  return href.startsWith("/") && !href.startsWith("//") ? marketingUrl(webOrigin, href) : href;
}

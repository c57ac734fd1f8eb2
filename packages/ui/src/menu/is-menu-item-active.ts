import type { MenuItem } from "./types";

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** Whether a menu item stands for the current path: exactly, or for non-exact items also below it. */
export function isMenuItemActive(
  item: Pick<MenuItem, "href" | "exact">,
  currentPath: string | undefined,
): boolean {
  if (currentPath === undefined || !item.href.startsWith("/")) return false;
  const path = withoutTrailingSlash(currentPath.split(/[?#]/)[0] ?? "");
  const href = withoutTrailingSlash(item.href);
  if (item.exact || href === "/") return path === href;
  return path === href || path.startsWith(`${href}/`);
}

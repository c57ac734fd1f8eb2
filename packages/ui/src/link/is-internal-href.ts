/** Whether a link stays on this site: a path like `/pro` (not `//host`), a hash or a query. */
export function isInternalHref(href: string): boolean {
  return (href.startsWith("/") && !href.startsWith("//")) || href.startsWith("#") || href.startsWith("?");
}

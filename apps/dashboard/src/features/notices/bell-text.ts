// The bell's words, apart from the rest (no contract imports): the bell is on the first load of every page.

/** The bell's accessible name: "Notices", or "Notices, 3 unread". */
export function noticesLabel(unread: number): string {
  return unread > 0 ? `Notices, ${unread} unread` : "Notices";
}

/** The bell's badge: the unread count, "99+" past 99, nothing at 0. */
export function unreadBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? "99+" : String(unread);
}

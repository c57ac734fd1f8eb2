"use client";

import type {
  AlertDeliveryKind,
  AlertListQuery,
  AlertPlacement,
  AlertSort,
} from "@chartbot/contracts/alerts";
import { alertEndpoints } from "@chartbot/contracts/endpoints/alerts";
import { apiPagesKey, useApiPages } from "@/client/use-api-pages";

/** Every loaded page of every alert list (open, closed), for optimistic updates. */
export const ALERT_PAGES_KEY = apiPagesKey(alertEndpoints.list);

/** How the list is narrowed and ordered (left out: all, newest first). */
export interface AlertListView {
  condition?: AlertPlacement | undefined;
  delivery?: AlertDeliveryKind | undefined;
  sort?: AlertSort | undefined;
}

/** The alerts of one group, a page at a time: `open` (active, paused) or `closed`, in the view's order. */
export function useAlertPages(status: "open" | "closed", view: AlertListView = {}) {
  const query = Object.fromEntries(
    Object.entries({ status, ...view }).filter(([, value]) => value !== undefined),
  ) as AlertListQuery;
  // A filter or order change keeps the current list (and the focused control) until the new one arrives.
  return useApiPages(alertEndpoints.list, { query, keepPrevious: true });
}

/** How many alerts the account has open (active or paused), whatever the list shows; undefined while unknown. */
export function useOpenAlertCount(): number | undefined {
  const open = useAlertPages("open");
  const counts = open.data?.pages[0]?.counts;
  return counts ? counts.active + counts.paused : undefined;
}

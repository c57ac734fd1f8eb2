"use client";

import type { AlertPage } from "@chartbot/contracts/alerts";
import { apiPagesKey, useApiPages } from "@/api/use-api-pages";

export const ALERTS_PATH = "/api/alerts";
/** Every loaded page of every alert list (open, closed), for optimistic updates. */
export const ALERT_PAGES_KEY = apiPagesKey(ALERTS_PATH);

/** The alerts of one group, newest first, a page at a time: `open` (active, paused) or `closed`. */
export function useAlertPages(status: "open" | "closed") {
  return useApiPages<AlertPage>(ALERTS_PATH, { status });
}

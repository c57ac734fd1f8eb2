"use client";

import { noticeEndpoints } from "@chartbot/contracts/endpoints/notices";
import { useApiMutation } from "@/client/use-api-mutation";
import { useApiQuery } from "@/client/use-api-query";

/** How many of the latest notices the bell lists. */
export const BELL_NOTICES = 6;
/** The bell reads the count again this often, and whenever the window regains focus. */
export const BELL_REFRESH_MS = 60_000;

/** The bell's read: the latest notices and the unread count of all, kept fresh while the page is open. */
export function useNoticeSummary() {
  return useApiQuery(noticeEndpoints.list, {
    query: { limit: String(BELL_NOTICES) },
    refetchInterval: BELL_REFRESH_MS,
    refetchOnWindowFocus: "always",
  });
}

/** Marks notices read (`{ ids }` or `{ all: true }`); the bell and the notices page read again after it. */
export function useMarkNoticesRead(options: { successMessage?: string } = {}) {
  return useApiMutation(noticeEndpoints.markRead, {
    invalidates: [noticeEndpoints.list],
    errorTitle: "Could not mark the notices read",
    ...options,
  });
}

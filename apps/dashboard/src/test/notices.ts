import type { Notice, NoticeList, NoticePreferences } from "@chartbot/contracts/notices";

/**
 * An unread notice of a paused scheduled post as `noticeEndpoints.list` lists it, for component tests;
 * `changes` overrides fields. Each call has a new id.
 */
export function aNotice(changes: Partial<Notice> = {}): Notice {
  return {
    id: crypto.randomUUID(),
    kind: "post_paused",
    communityId: "0b5f9d62-8d4c-4a0f-9b0a-1f2e3d4c5b6a",
    communityName: "Satoshi's Trading Floor",
    title: "A scheduled post paused",
    message: "“Morning BTC” failed 3 times in a row and was paused.",
    fixPath: "/communities/0b5f9d62-8d4c-4a0f-9b0a-1f2e3d4c5b6a/scheduled-posts",
    fixLabel: "Resume the post",
    occurredAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    resolvedAt: null,
    readAt: null,
    ...changes,
  };
}

/** A page of the notice list with the unread count of all (by default, the unread among `items`). */
export function aNoticeList(items: Notice[], changes: Partial<NoticeList> = {}): NoticeList {
  return {
    items,
    nextCursor: null,
    unread: items.filter((notice) => notice.readAt === null).length,
    ...changes,
  };
}

/** The notice settings of an account with the default kinds emailed one by one, on a server that sends email. */
export function aNoticePreferences(changes: Partial<NoticePreferences> = {}): NoticePreferences {
  return {
    emailKinds: ["post_paused", "payment_failed"],
    emailSchedule: "immediately",
    email: "owner@example.com",
    emailsAvailable: true,
    ...changes,
  };
}

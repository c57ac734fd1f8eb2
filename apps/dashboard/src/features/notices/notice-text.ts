import {
  NOTICE_KIND_SETTINGS,
  type NoticeKind,
  readUnsubscribeTokenParts,
} from "@chartbot/contracts/notices";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const olderDate = new Intl.DateTimeFormat("en", { dateStyle: "medium" });

/**
 * When something happened, as a person says it: "just now", "5 minutes ago", "3 hours ago", "yesterday",
 * "4 days ago"; a date from a week on ("Mar 4, 2026"). A time ahead of the clock (a skewed clock) is "just now".
 */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return "";
  const ago = now - at;
  if (ago < 45 * SECOND) return "just now";
  if (ago < 45 * MINUTE) return relative.format(-Math.max(1, Math.round(ago / MINUTE)), "minute");
  if (ago < 22 * HOUR) return relative.format(-Math.max(1, Math.round(ago / HOUR)), "hour");
  if (ago < 7 * DAY) return relative.format(-Math.max(1, Math.round(ago / DAY)), "day");
  return olderDate.format(at);
}

/**
 * What an email's unsubscribe token names, read from it to ask before unsubscribing: a kind, `null` for every
 * notice email, `undefined` when the token is not shaped like one (the API then says what is wrong). Only the
 * API can tell whether it is genuine.
 */
export function unsubscribeSubject(token: string): NoticeKind | null | undefined {
  return readUnsubscribeTokenParts(token)?.kind;
}

/** The emails a token's subject names, for "Unsubscribe from … emails?". */
export function unsubscribeName(subject: NoticeKind | null | undefined): string {
  if (subject === undefined) return "these";
  if (subject === null) return "all notice";
  return `“${NOTICE_KIND_SETTINGS[subject].label}”`;
}

"use client";

import { safeRelativePath } from "@chartbot/auth-gate";
import type { Notice } from "@chartbot/contracts/notices";
import { Link } from "@chartbot/ui/link";
import { visuallyHidden } from "@chartbot/ui/tokens";
import { formatDateTime } from "@/features/format/format";
import { relativeTime } from "./notice-text";
import * as styles from "./notices.css";

export interface NoticeBodyProps {
  notice: Notice;
  /** The title's heading level in the page or panel outline. */
  heading: "h3" | "h4";
  /** Runs when the fix link is followed (before the navigation): the bell marks the notice read and closes. */
  onFollowFix: (notice: Notice) => void;
  /** The time shown is relative to this (ms), so every row of a list reads the same clock. */
  now: number;
}

/**
 * One notice: an unread mark, its title, the community and when (relative, the exact time on hover), what
 * happened, and the link to the page that fixes it.
 */
export function NoticeBody({ notice, heading: Heading, onFollowFix, now }: NoticeBodyProps) {
  const unread = notice.readAt === null;
  // The API writes dashboard paths; anything else is not followed.
  const fixPath = safeRelativePath(notice.fixPath);
  return (
    <div className={styles.notice}>
      <Heading className={styles.noticeTitle}>
        {unread && <span className={styles.unreadDot} aria-hidden="true" />}
        <span>
          {unread && <span className={visuallyHidden}>Unread: </span>}
          {notice.title}
        </span>
      </Heading>
      <p className={styles.meta}>
        {notice.communityName ? `${notice.communityName} · ` : ""}
        <time dateTime={notice.occurredAt} title={formatDateTime(notice.occurredAt)}>
          {relativeTime(notice.occurredAt, now)}
        </time>
        {notice.resolvedAt && " · Resolved"}
      </p>
      <p className={styles.message}>{notice.message}</p>
      {fixPath && (
        <p className={styles.message}>
          <Link href={fixPath} variant="standalone" onClick={() => onFollowFix(notice)}>
            {notice.fixLabel}
          </Link>
        </p>
      )}
    </div>
  );
}

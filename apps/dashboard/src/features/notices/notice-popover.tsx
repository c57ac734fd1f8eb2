"use client";

import { Link } from "@chartbot/ui/link";
import { Popover, PopoverContent, PopoverTrigger } from "@chartbot/ui/popover";
import { Skeleton } from "@chartbot/ui/skeleton";
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { ROUTES } from "@/auth/routes";
import { QueryFailure } from "@/components/failure";
import * as formLayout from "@/components/form-layout.css";
import { BellButton } from "./bell-button";
import { MarkAllReadButton } from "./mark-all-read";
import { NoticeBody } from "./notice-body";
import * as styles from "./notices.css";
import { useMarkNoticesRead, useNoticeSummary } from "./use-notices";

export interface NoticePopoverProps {
  /** Opens at once: the stand-in button was pressed before this code arrived. */
  defaultOpen?: boolean;
  /** True when the stand-in button had focus as it was replaced: the bell takes it. */
  focusOnMount?: RefObject<boolean>;
}

/**
 * The bell and its panel (Radix Popover, non-modal): the latest notices, unread ones marked, each with its fix
 * link (following it marks the notice read), "Mark all as read" and a link to every notice. Loaded lazily by
 * `NoticeBell` with the count's query.
 */
export default function NoticePopover({ defaultOpen = false, focusOnMount }: NoticePopoverProps) {
  const summary = useNoticeSummary();
  const trigger = useRef<HTMLButtonElement>(null);
  // Once, on mount: the stand-in's focus moves here (an open panel takes the focus itself).
  const [focusNow] = useState(() => !defaultOpen && focusOnMount?.current === true);
  useEffect(() => {
    if (focusNow) trigger.current?.focus();
  }, [focusNow]);
  const [open, setOpen] = useState(defaultOpen);
  const headingId = useId();
  const markRead = useMarkNoticesRead();
  const unread = summary.data?.unread ?? 0;
  const items = summary.data?.items ?? [];
  const now = Date.now();

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <BellButton ref={trigger} unread={unread} />
      </PopoverTrigger>
      <PopoverContent aria-labelledby={headingId}>
        <div className={styles.panelHeader}>
          <h2 id={headingId} className={styles.panelTitle}>
            Notices
          </h2>
          {items.length > 0 && <MarkAllReadButton unread={unread} variant="ghost" />}
        </div>
        {summary.isPending ? (
          <Skeleton height="4rem" />
        ) : summary.isError && !summary.data ? (
          <QueryFailure title="Could not load your notices" query={summary} />
        ) : items.length === 0 ? (
          <p className={formLayout.muted}>
            No notices. When something breaks in a community you run, it shows here.
          </p>
        ) : (
          <ul className={styles.panelList} aria-labelledby={headingId}>
            {items.map((notice) => (
              <li key={notice.id} className={styles.panelItem} data-unread={notice.readAt === null}>
                <NoticeBody
                  notice={notice}
                  heading="h3"
                  now={now}
                  onFollowFix={(followed) => {
                    if (followed.readAt === null) markRead.mutate({ ids: [followed.id] });
                    setOpen(false);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        <div className={styles.panelFooter}>
          <Link href={ROUTES.notices} variant="standalone" onClick={() => setOpen(false)}>
            All notices
          </Link>
        </div>
      </PopoverContent>
    </Popover>
  );
}

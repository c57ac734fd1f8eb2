"use client";

import { lazy, Suspense, useState } from "react";
import { BellButton } from "./bell-button";
import { useNoticeSummary } from "./use-notices";

// The panel (Radix Popover and the list) is loaded after the page: the bell is on every page, and only the
// button and the count are needed at first.
const NoticePopover = lazy(() => import("./notice-popover"));

/**
 * The header's notice bell for a verified user: the unread count (read every minute and when the window
 * regains focus) and, on press, the latest notices. Until the panel's code is in, an identical button stands in;
 * a press on it opens the panel as soon as it has loaded.
 */
export function NoticeBell() {
  const summary = useNoticeSummary();
  const unread = summary.data?.unread ?? 0;
  const [pressed, setPressed] = useState(false);
  return (
    <Suspense
      fallback={
        <BellButton
          unread={unread}
          aria-haspopup="dialog"
          aria-expanded={false}
          onClick={() => setPressed(true)}
        />
      }
    >
      <NoticePopover summary={summary} defaultOpen={pressed} />
    </Suspense>
  );
}

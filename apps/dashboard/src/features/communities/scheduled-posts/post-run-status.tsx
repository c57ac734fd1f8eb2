"use client";

import { scheduledPostEndpoints } from "@chartbot/contracts/endpoints/scheduled-posts";
import { MAX_CONSECUTIVE_POST_FAILURES, type ScheduledPost } from "@chartbot/contracts/scheduled-posts";
import { Badge } from "@chartbot/ui/badge";
import { Button } from "@chartbot/ui/button";
import { Spinner } from "@chartbot/ui/spinner";
import { stack } from "@chartbot/ui/stack";
import { useRef, useState } from "react";
import { useApiMutation } from "@/client/use-api-mutation";
import * as formLayout from "@/components/form-layout.css";
import * as styles from "@/features/communities/communities.css";
import { formatDateTime } from "@/features/format/format";
import { formatRunTime } from "./post-form-values";

/** Why a paused post stopped: the API's reason (failures in a row, the last one's reason), or paused by hand. */
export function pausedText(post: ScheduledPost): string {
  return post.pauseReason ?? "Paused. Chartbot does not post it until it is resumed.";
}

/**
 * What the bot reported of a scheduled post: paused (and why), its last run (time, delivered or failed with
 * the reason), failures in a row before it pauses, and its next run.
 */
export function PostRunStatus({ post }: { post: ScheduledPost }) {
  const paused = post.pausedAt !== null;
  const failed = post.lastOutcome === "failed";
  return (
    <div className={stack({ gap: "xs" })}>
      {paused && (
        <p className={styles.paused}>
          <Badge tone="negative">Paused</Badge> <span>{pausedText(post)}</span>
        </p>
      )}
      <p className={styles.runLine}>
        {post.lastRunAt ? (
          <>
            Last run <time dateTime={post.lastRunAt}>{formatDateTime(post.lastRunAt)}</time>:{" "}
            {failed ? <Badge tone="negative">Failed</Badge> : <Badge tone="positive">Delivered</Badge>}
            {failed && post.lastFailureReason && !paused && (
              <span className={styles.failureReason}>{post.lastFailureReason}</span>
            )}
          </>
        ) : (
          <span className={formLayout.muted}>Not run yet.</span>
        )}
      </p>
      {!paused && post.consecutiveFailures > 0 && (
        <p className={styles.runLine}>
          {post.consecutiveFailures} of {MAX_CONSECUTIVE_POST_FAILURES} failed runs in a row: it pauses after{" "}
          {MAX_CONSECUTIVE_POST_FAILURES}.
        </p>
      )}
      {!paused && post.nextRunTimes.length > 0 && (
        <div className={styles.runLine}>
          <span id={`${post.id}-next-runs`}>Next runs ({post.timeZone}):</span>
          <ol className={styles.nextRuns} aria-labelledby={`${post.id}-next-runs`}>
            {post.nextRunTimes.map((run) => (
              <li key={run}>
                <time dateTime={run}>{formatRunTime(run, post.timeZone)}</time>
              </li>
            ))}
          </ol>
        </div>
      )}
      {!paused && post.nextRunTimes.length === 0 && (
        <p className={styles.runLine}>
          No run in the coming year: its days and start time never fall in US market hours. Edit it to choose
          others.
        </p>
      )}
    </div>
  );
}

/** Pause for a running post, Resume for a paused one (which clears its failures). */
export function PausePostButton({
  post,
  communityId,
  label,
  disabled,
}: {
  post: ScheduledPost;
  communityId: string;
  /** The post's name in the button's accessible name: "Resume <label>". */
  label: string;
  disabled: boolean;
}) {
  const paused = post.pausedAt !== null;
  const toggle = useApiMutation<typeof scheduledPostEndpoints.update, { paused: boolean }>(
    scheduledPostEndpoints.update,
    {
      call: (body) => ({ params: { id: communityId, postId: post.id }, body }),
      invalidates: [{ endpoint: scheduledPostEndpoints.list, params: { id: communityId } }],
      successMessage: (_post, variables) =>
        variables.paused ? "Scheduled post paused" : "Scheduled post resumed",
      errorTitle: paused ? "Could not resume the scheduled post" : "Could not pause the scheduled post",
    },
  );
  const action = paused ? "Resume" : "Pause";
  // Set at once on a click (the mutation's own state arrives a tick later): a second click sends nothing.
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);
  return (
    <Button
      variant={paused ? "primary" : "secondary"}
      size="sm"
      disabled={disabled}
      // Busy, not disabled, while the API answers: a disabled button would drop the keyboard focus.
      aria-busy={sending || undefined}
      aria-disabled={sending || undefined}
      aria-label={`${action} ${label}`}
      onClick={() => {
        if (sendingRef.current) return;
        sendingRef.current = true;
        setSending(true);
        toggle.mutate(
          { paused: !paused },
          {
            onSettled: () => {
              sendingRef.current = false;
              setSending(false);
            },
          },
        );
      }}
    >
      {sending && <Spinner size="sm" label="" />}
      {action}
    </Button>
  );
}

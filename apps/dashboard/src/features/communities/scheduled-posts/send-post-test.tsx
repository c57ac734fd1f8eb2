"use client";

import { scheduledPostEndpoints } from "@chartbot/contracts/endpoints/scheduled-posts";
import type { ScheduledPost, ScheduledPostTest } from "@chartbot/contracts/scheduled-posts";
import { Button } from "@chartbot/ui/button";
import { Inline } from "@chartbot/ui/inline";
import { Stack } from "@chartbot/ui/stack";
import { useState } from "react";
import { useApiMutation } from "@/client/use-api-mutation";
import { useApiQuery } from "@/client/use-api-query";
import * as formLayout from "@/components/form-layout.css";
import { formatDateTime } from "@/features/format/format";

/** How often a pending test is read again, and for how long before the dialog says the bot has not taken it. */
export const POST_TEST_POLL_MS = 2_000;
export const POST_TEST_PATIENCE_MS = 60_000;

/** What the dialog says of a test, by its state; `late` is a test still pending after `POST_TEST_PATIENCE_MS`. */
export function postTestLine(test: ScheduledPostTest | undefined, late: boolean): string | undefined {
  if (!test) return undefined;
  const at = formatDateTime(test.reportedAt ?? test.requestedAt);
  switch (test.status) {
    case "pending":
      return late
        ? "Chartbot has not picked up the test yet. It posts it as soon as it checks in; this dialog can be closed."
        : "Test requested, waiting for Chartbot to post it…";
    case "delivered":
      return `Test posted in the channel (${at}).`;
    case "failed":
      return `Test failed: ${test.failureReason ?? "Chartbot gave no reason"} (${at}).`;
  }
}

/**
 * "Send test" in a saved post's dialog: the bot posts the saved post once, now, in its channel (not a run: the
 * schedule and the failure count stay as they are), and its outcome comes back here, read every two seconds
 * while it is pending. The last test's outcome shows when the dialog opens.
 */
export function SendPostTest({ communityId, post }: { communityId: string; post: ScheduledPost }) {
  const params = { id: communityId, postId: post.id };
  const [requestedAt, setRequestedAt] = useState<number | undefined>(undefined);
  const latest = useApiQuery(scheduledPostEndpoints.latestTest, {
    params,
    refetchInterval: (query) =>
      query.state.data?.status === "pending" &&
      requestedAt !== undefined &&
      Date.now() - requestedAt < POST_TEST_PATIENCE_MS
        ? POST_TEST_POLL_MS
        : false,
  });
  const send = useApiMutation(scheduledPostEndpoints.test, {
    call: () => ({ params }),
    invalidates: [{ endpoint: scheduledPostEndpoints.latestTest, params }],
    errorTitle: "Could not send a test",
    onSuccess: () => setRequestedAt(Date.now()),
  });
  // 404 is "never tested" (a 4xx is not retried): nothing to say.
  const test = latest.data;
  const pending = test?.status === "pending";
  const late = pending && (requestedAt === undefined || Date.now() - requestedAt >= POST_TEST_PATIENCE_MS);
  const line = postTestLine(test, late);

  return (
    <Stack gap="xs">
      <Inline gap="sm">
        <Button
          type="button"
          variant="secondary"
          onClick={() => send.mutate(undefined)}
          disabled={send.isPending || (pending && !late)}
          aria-describedby={`post-test-hint-${post.id}`}
        >
          {send.isPending ? "Sending test…" : "Send test"}
        </Button>
        <p id={`post-test-hint-${post.id}`} className={formLayout.muted}>
          Posts the saved post once, now. Save your changes first; a test does not change the schedule.
        </p>
      </Inline>
      <p role="status" className={formLayout.muted}>
        {line}
      </p>
    </Stack>
  );
}

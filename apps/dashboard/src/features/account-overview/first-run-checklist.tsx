"use client";

import type { AccountProfile, UpdateAccountBody } from "@chartbot/contracts/account";
import { accountEndpoints } from "@chartbot/contracts/endpoints/account";
import { alertEndpoints } from "@chartbot/contracts/endpoints/alerts";
import { communityEndpoints } from "@chartbot/contracts/endpoints/communities";
import { MODE_LABELS } from "@chartbot/ticker-parser";
import { Badge } from "@chartbot/ui/badge";
import { Button } from "@chartbot/ui/button";
import { Card } from "@chartbot/ui/card";
import { CheckIcon } from "@chartbot/ui/icons";
import { inline } from "@chartbot/ui/inline";
import { Link } from "@chartbot/ui/link";
import { Skeleton } from "@chartbot/ui/skeleton";
import { Stack, stack } from "@chartbot/ui/stack";
import { useQueryClient } from "@tanstack/react-query";
import { useApiMutation } from "@/client/use-api-mutation";
import { apiQueryKey, useApiQuery } from "@/client/use-api-query";
import { QueryFailure } from "@/components/failure";
import { type ChecklistStep, checklistSteps } from "./checklist-steps";
import * as styles from "./first-run-checklist.css";

const accountKey = apiQueryKey(accountEndpoints.get);

/** The account's facts the checklist is decided from, each loaded once and shared with the shortcut counts. */
export function useChecklistQueries() {
  const account = useApiQuery(accountEndpoints.get);
  const communities = useApiQuery(communityEndpoints.list);
  // The same request as the Price Alerts count: its counts cover every alert, whatever the filter.
  const alerts = useApiQuery(alertEndpoints.list, {
    query: { status: "open", limit: "1" },
    select: (data) => Object.values(data.counts).reduce((sum, count) => sum + count, 0),
  });
  return { account, communities, alerts };
}

type ChecklistQueries = ReturnType<typeof useChecklistQueries>;

/** PATCHes the account, showing the change at once and putting it back if the API refuses. */
function useAccountChange<Body extends UpdateAccountBody>(errorTitle: string, successMessage?: string) {
  const queryClient = useQueryClient();
  return useApiMutation<typeof accountEndpoints.update, Body, AccountProfile | undefined>(
    accountEndpoints.update,
    {
      errorTitle,
      ...(successMessage && { successMessage }),
      onMutate: async (body) => {
        await queryClient.cancelQueries({ queryKey: accountKey });
        const previous = queryClient.getQueryData<AccountProfile>(accountKey);
        if (previous) queryClient.setQueryData<AccountProfile>(accountKey, { ...previous, ...body });
        return previous;
      },
      onError: (_error, _body, previous) => {
        if (previous) queryClient.setQueryData(accountKey, previous);
      },
      onSuccess: (result) => void queryClient.setQueryData(accountKey, result),
    },
  );
}

/** Whether the checklist is shown, and the button that shows it again once hidden (for the page's actions). */
export function useChecklistVisibility({ account, communities, alerts }: ChecklistQueries) {
  const show = useAccountChange<{ checklistHidden: boolean }>("Could not show the checklist");
  if (!account.data || !communities.data || alerts.data === undefined) {
    return { unfinished: false, hidden: account.data?.checklistHidden ?? false, show };
  }
  const steps = checklistSteps({
    profile: account.data,
    communities: communities.data.communities,
    alertCount: alerts.data,
  });
  return { unfinished: steps.some((step) => !step.done), hidden: account.data.checklistHidden, show };
}

/**
 * The first-run checklist on Shortcuts: link Discord, add the bot, choose the mode, first alert. Shown while
 * a step is left and the user has not hidden it; loading and failures have their own states.
 */
export function FirstRunChecklist({
  queries,
  onHidden,
}: {
  queries: ChecklistQueries;
  onHidden: () => void;
}) {
  const { account, communities, alerts } = queries;
  const hide = useAccountChange<{ checklistHidden: boolean }>(
    "Could not hide the checklist",
    "Checklist hidden. Show it again from Shortcuts.",
  );
  const keepMode = useAccountChange<{ tickerMode: AccountProfile["tickerMode"] }>(
    "Could not save the ticker mode",
  );

  if (account.isError) return <QueryFailure title="Could not load your setup checklist" query={account} />;
  if (communities.isError)
    return <QueryFailure title="Could not load your setup checklist" query={communities} />;
  if (alerts.isError) return <QueryFailure title="Could not load your setup checklist" query={alerts} />;
  if (!account.data || !communities.data || alerts.data === undefined) {
    return (
      <div role="status" aria-live="polite">
        <Skeleton height="12rem" />
        <span className={styles.visuallyHidden}>Loading your setup checklist…</span>
      </div>
    );
  }
  const profile = account.data;
  if (profile.checklistHidden) return null;
  const steps = checklistSteps({
    profile,
    communities: communities.data.communities,
    alertCount: alerts.data,
  });
  if (steps.every((step) => step.done)) return null;

  return (
    <SetupChecklist
      steps={steps}
      hiding={hide.isPending}
      onHide={() => hide.mutate({ checklistHidden: true }, { onSuccess: onHidden })}
      keepMode={{
        label: `Keep ${MODE_LABELS[profile.tickerMode]}`,
        pending: keepMode.isPending,
        onKeep: () => keepMode.mutate({ tickerMode: profile.tickerMode }),
      }}
    />
  );
}

export interface SetupChecklistProps {
  steps: ChecklistStep[];
  onHide: () => void;
  hiding?: boolean;
  /** The mode step's second way: keep the current (default) mode, which saves it as chosen. */
  keepMode?: { label: string; pending: boolean; onKeep: () => void };
}

/** The checklist as shown: progress, each step with its status and the way to do it, and Hide checklist. */
export function SetupChecklist({ steps, onHide, hiding = false, keepMode }: SetupChecklistProps) {
  const done = steps.filter((step) => step.done).length;
  return (
    <Card as="section" aria-labelledby="checklist-heading" className={styles.card}>
      <div className={inline({ gap: "md", align: "flex-start", justify: "space-between" })}>
        <div>
          <h2 id="checklist-heading" className={styles.title}>
            Get started with Chartbot
          </h2>
          <p id="checklist-progress" className={styles.progressText}>
            {done} of {steps.length} done
          </p>
        </div>
        <Button variant="ghost" size="sm" loading={hiding} onClick={onHide}>
          Hide checklist
        </Button>
      </div>
      <div className={styles.bar} aria-hidden="true">
        <div className={styles.barFill} style={{ width: `${(done / steps.length) * 100}%` }} />
      </div>
      <Stack as="ol" gap="lg" aria-describedby="checklist-progress">
        {steps.map((step) => (
          <li
            key={step.id}
            className={`${inline({ gap: "md", align: "flex-start", wrap: false })} ${styles.step}`}
            data-done={step.done || undefined}
          >
            <span className={styles.mark} aria-hidden="true">
              {step.done ? <CheckIcon size={16} /> : null}
            </span>
            <div className={stack({ gap: "xs" })}>
              <h3 className={styles.stepTitle} id={`checklist-${step.id}`}>
                {step.title}{" "}
                <Badge tone={step.done ? "positive" : "neutral"}>{step.done ? "Done" : "Not yet"}</Badge>
              </h3>
              {!step.done && (
                <>
                  <p className={styles.stepDescription}>{step.description}</p>
                  <div className={styles.actions}>
                    <Link href={step.href} variant="standalone">
                      {step.action}
                    </Link>
                    {step.id === "mode" && keepMode && (
                      <Button
                        variant="secondary"
                        size="sm"
                        loading={keepMode.pending}
                        onClick={keepMode.onKeep}
                      >
                        {keepMode.label}
                      </Button>
                    )}
                  </div>
                </>
              )}
            </div>
          </li>
        ))}
      </Stack>
    </Card>
  );
}

"use client";

import type { AlertList as AlertListData, UpdateAlertBody } from "@chartbot/contracts/alerts";
import { Button } from "@chartbot/ui/button";
import { EmptyState } from "@chartbot/ui/empty-state";
import { PulseIcon } from "@chartbot/ui/icons";
import { Link } from "@chartbot/ui/link";
import { Skeleton } from "@chartbot/ui/skeleton";
import { Spinner } from "@chartbot/ui/spinner";
import { Stack } from "@chartbot/ui/stack";
import { useApiQuery } from "@/api/use-api-query";
import { ROUTES } from "@/auth/routes";
import { QueryFailure } from "@/components/failure";
import * as formLayout from "@/components/form-layout.css";
import { AlertRow } from "./alert-row";
import { isOpenAlert } from "./open-alert";
import { useDeleteAlert, useSetAlertStatus } from "./use-alert-actions";
import { ADDON_ALERT_LIMIT, FREE_ALERT_LIMIT, PRICE_ALERTS_ADDON, useAlertLimit } from "./use-alert-limit";

const ADDON_HREF = `${ROUTES.subscriptions}?addon=${PRICE_ALERTS_ADDON}`;

/** The user's alerts: open ones first (with the limit), then the history; each can be paused or deleted. */
export function AlertList() {
  const query = useApiQuery<AlertListData>("/api/alerts");
  const limit = useAlertLimit();
  const setStatus = useSetAlertStatus();
  const remove = useDeleteAlert();

  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Spinner size="sm" label="Loading your alerts…" />
        <Skeleton height="7rem" />
        <Skeleton height="7rem" />
      </Stack>
    );
  }
  if (query.isError) {
    return <QueryFailure title="Could not load your alerts" query={query} />;
  }

  const open = query.data.alerts.filter(isOpenAlert);
  const closed = query.data.alerts.filter((alert) => !isOpenAlert(alert));

  if (query.data.alerts.length === 0) {
    return (
      <EmptyState
        icon={<PulseIcon size={22} />}
        headingLevel="h3"
        title="No price alerts yet"
        description={`Create an alert and Chartbot messages you when a market crosses your level. You can have ${FREE_ALERT_LIMIT} active or paused alerts for free, and many more with the Price Alerts add-on.`}
        action={
          <Button asChild variant="secondary">
            <Link href={ADDON_HREF} unstyled>
              About the Price Alerts add-on
            </Link>
          </Button>
        }
      />
    );
  }

  const actions = (id: string) => ({
    onSetStatus: (status: UpdateAlertBody["status"]) => setStatus.mutate({ id, status }),
    onDelete: () => remove.mutate({ id }),
  });

  return (
    <Stack gap="md">
      <p className={formLayout.muted} aria-live="polite">
        {limit ? (
          <>
            {open.length} of {limit.limit} active or paused alerts used.
            {!limit.withAddon && (
              <>
                {" "}
                <Link href={ADDON_HREF}>Get up to {ADDON_ALERT_LIMIT} with Price Alerts</Link>
              </>
            )}
          </>
        ) : (
          `${open.length} active or paused ${open.length === 1 ? "alert" : "alerts"}.`
        )}
      </p>
      {open.length > 0 ? (
        <Stack as="ul" gap="md" aria-label="Active and paused alerts">
          {open.map((alert) => (
            <AlertRow key={alert.id} alert={alert} {...actions(alert.id)} />
          ))}
        </Stack>
      ) : (
        <p className={formLayout.muted}>No active or paused alerts. Create one with the form.</p>
      )}
      {closed.length > 0 && (
        <>
          <h3 className={formLayout.subheading}>History</h3>
          <Stack as="ul" gap="md" aria-label="Triggered, canceled and expired alerts">
            {closed.map((alert) => (
              <AlertRow key={alert.id} alert={alert} {...actions(alert.id)} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

"use client";

import {
  ALERT_DELIVERY_KINDS,
  ALERT_PLACEMENTS,
  type Alert,
  type AlertDeliveryKind,
  type AlertPlacement,
  type AlertSort,
} from "@chartbot/contracts/alerts";
import { Button } from "@chartbot/ui/button";
import { EmptyState } from "@chartbot/ui/empty-state";
import { PulseIcon } from "@chartbot/ui/icons";
import { Inline } from "@chartbot/ui/inline";
import { Link } from "@chartbot/ui/link";
import { NativeSelect } from "@chartbot/ui/native-select";
import { Skeleton } from "@chartbot/ui/skeleton";
import { Spinner } from "@chartbot/ui/spinner";
import { Stack } from "@chartbot/ui/stack";
import { useId, useState } from "react";
import { ROUTES } from "@/auth/routes";
import { loadedItems } from "@/client/use-api-pages";
import { QueryFailure } from "@/components/failure";
import * as formLayout from "@/components/form-layout.css";
import { type MorePages, ShowMore } from "@/components/show-more";
import { UsageMeter } from "@/components/usage-meter";
import { DELIVERY_KIND_LABELS, PLACEMENT_LABELS } from "./alert-condition";
import { AlertRow } from "./alert-row";
import { useDeleteAlert, useSendAlertTest, useSetAlertStatus } from "./use-alert-actions";
import { ADDON_ALERT_LIMIT, FREE_ALERT_LIMIT, PRICE_ALERTS_ADDON, useAlertLimit } from "./use-alert-limit";
import { type AlertListView, useAlertPages } from "./use-alert-pages";

const SORT_LABELS: Record<AlertSort, string> = {
  created: "Newest first",
  ticker: "Ticker (A to Z)",
  level: "Level (lowest first)",
  closest: "Closest to firing",
};

/** The list's filters and order: native selects, labelled, keyboard and phone friendly. */
function AlertListControls({
  view,
  onChange,
}: {
  view: AlertListView;
  onChange: (view: AlertListView) => void;
}) {
  return (
    <Inline gap="sm" aria-label="Filter and sort alerts" role="group">
      <NativeSelect
        label="Condition"
        options={[
          { value: "", label: "All conditions" },
          ...ALERT_PLACEMENTS.map((placement) => ({ value: placement, label: PLACEMENT_LABELS[placement] })),
        ]}
        value={view.condition ?? ""}
        onValueChange={(value) => onChange({ ...view, condition: (value || undefined) as AlertPlacement })}
      />
      <NativeSelect
        label="Sent to"
        options={[
          { value: "", label: "Anywhere" },
          ...ALERT_DELIVERY_KINDS.map((kind) => ({ value: kind, label: DELIVERY_KIND_LABELS[kind] })),
        ]}
        value={view.delivery ?? ""}
        onValueChange={(value) => onChange({ ...view, delivery: (value || undefined) as AlertDeliveryKind })}
      />
      <NativeSelect
        label="Sort by"
        options={(Object.keys(SORT_LABELS) as AlertSort[]).map((sort) => ({
          value: sort,
          label: SORT_LABELS[sort],
        }))}
        value={view.sort ?? "created"}
        onValueChange={(value) =>
          onChange({ ...view, sort: value === "created" ? undefined : (value as AlertSort) })
        }
      />
    </Inline>
  );
}

const ADDON_HREF = `${ROUTES.subscriptions}?addon=${PRICE_ALERTS_ADDON}`;

/**
 * The user's alerts: open ones first (with the limit), then the history, each list a page at a time with
 * "Show more"; each alert can be paused or deleted. The count comes from the API, not from the pages shown.
 */
export function AlertList({ onEdit }: { onEdit?: (alert: Alert) => void } = {}) {
  const [view, setView] = useState<AlertListView>({});
  const open = useAlertPages("open", view);
  const closed = useAlertPages("closed", view);
  const limit = useAlertLimit();
  const setStatus = useSetAlertStatus();
  const remove = useDeleteAlert();
  const sendTest = useSendAlertTest();
  const filtered = view.condition !== undefined || view.delivery !== undefined;

  // A page after the first that fails leaves the query in error with its data: that is ShowMore's to say.
  const failed = [open, closed].find((query) => query.isLoadingError);
  if (failed) return <QueryFailure title="Could not load your alerts" query={failed} />;
  if (!open.data || !closed.data) {
    return (
      <Stack gap="md" aria-busy="true">
        <Spinner size="sm" label="Loading your alerts…" />
        <Skeleton height="7rem" />
        <Skeleton height="7rem" />
      </Stack>
    );
  }

  const openAlerts = loadedItems(open.data);
  const closedAlerts = loadedItems(closed.data);
  const counts = open.data.pages[0]?.counts;
  const openCount = counts ? counts.active + counts.paused : openAlerts.length;

  if (openAlerts.length === 0 && closedAlerts.length === 0 && !filtered) {
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

  const actions = (alert: Alert) => ({
    onSetStatus: (status: "active" | "paused") => setStatus.mutate({ id: alert.id, status }),
    onDelete: () => remove.mutate({ id: alert.id }),
    onSendTest: () => sendTest.mutate({ id: alert.id }),
    ...(onEdit && { onEdit: () => onEdit(alert) }),
  });

  return (
    <Stack gap="md" aria-busy={open.isPlaceholderData || closed.isPlaceholderData ? true : undefined}>
      {limit ? (
        <UsageMeter
          used={openCount}
          limit={limit.limit}
          more={
            limit.withAddon
              ? undefined
              : { href: ADDON_HREF, label: `Get up to ${ADDON_ALERT_LIMIT} with Price Alerts` }
          }
        >
          {openCount} of {limit.limit} active or paused alerts used.
        </UsageMeter>
      ) : (
        <p className={formLayout.muted} aria-live="polite">
          {`${openCount} active or paused ${openCount === 1 ? "alert" : "alerts"}.`}
        </p>
      )}
      <AlertListControls view={view} onChange={setView} />
      {filtered && openAlerts.length === 0 && closedAlerts.length === 0 && (
        <p className={formLayout.muted}>No alerts match these filters.</p>
      )}
      {openAlerts.length > 0 ? (
        <AlertGroup
          label="Active and paused alerts"
          noun="active and paused alerts"
          alerts={openAlerts}
          pages={open}
          actions={actions}
        />
      ) : (
        <p className={formLayout.muted}>No active or paused alerts. Create one with the form.</p>
      )}
      {closedAlerts.length > 0 && (
        <>
          <h3 className={formLayout.subheading}>History</h3>
          <AlertGroup
            label="Triggered, canceled and expired alerts"
            noun="past alerts"
            alerts={closedAlerts}
            pages={closed}
            actions={actions}
          />
        </>
      )}
    </Stack>
  );
}

interface AlertGroupProps {
  label: string;
  noun: string;
  alerts: Alert[];
  pages: MorePages;
  actions: (alert: Alert) => {
    onSetStatus: (status: "active" | "paused") => void;
    onDelete: () => void;
    onSendTest: () => void;
    onEdit?: () => void;
  };
}

/** One list of alerts with its "Show more". */
function AlertGroup({ label, noun, alerts, pages, actions }: AlertGroupProps) {
  const listId = useId();
  return (
    <>
      <Stack as="ul" gap="md" id={listId} aria-label={label}>
        {alerts.map((alert) => (
          <AlertRow key={alert.id} alert={alert} {...actions(alert)} />
        ))}
      </Stack>
      <ShowMore pages={pages} listId={listId} itemCount={alerts.length} noun={noun} />
    </>
  );
}

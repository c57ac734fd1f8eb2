"use client";

import {
  ALERT_DELIVERY_KINDS,
  ALERT_DELIVERY_STATUSES,
  type Alert,
  type AlertDeliveryKind,
  type AlertDeliveryStatus,
  type AlertHistoryEntry,
} from "@chartbot/contracts/alerts";
import { alertEndpoints } from "@chartbot/contracts/endpoints/alerts";
import { MAX_PAGE_LIMIT } from "@chartbot/contracts/paging";
import { Button } from "@chartbot/ui/button";
import { EmptyState } from "@chartbot/ui/empty-state";
import { PulseIcon } from "@chartbot/ui/icons";
import { Inline } from "@chartbot/ui/inline";
import { Link } from "@chartbot/ui/link";
import { List, ListRow, ListRowMain, ListRowTitle } from "@chartbot/ui/list";
import { NativeSelect } from "@chartbot/ui/native-select";
import { Skeleton } from "@chartbot/ui/skeleton";
import { Spinner } from "@chartbot/ui/spinner";
import { Stack } from "@chartbot/ui/stack";
import { useToast } from "@chartbot/ui/toast";
import { useId, useState } from "react";
import { ROUTES } from "@/auth/routes";
import { messageForError } from "@/client/api-error";
import { callEndpoint } from "@/client/api-fetch";
import { loadedItems, useApiPages } from "@/client/use-api-pages";
import { QueryFailure } from "@/components/failure";
import * as formLayout from "@/components/form-layout.css";
import { Page } from "@/components/page";
import { saveFile } from "@/components/save-file";
import { ShowMore } from "@/components/show-more";
import { DELIVERY_KIND_LABELS, describeCondition } from "./alert-condition";
import { alertHistoryCsv, alertHistoryFileName, DELIVERY_STATUS_LABELS } from "./alert-history-csv";
import {
  type AlertHistoryFilter,
  historyApiQuery,
  historyQueryString,
  isFiltered,
} from "./alert-history-filter";
import { TriggerSummary } from "./alert-triggers";

/** Triggers per page on the screen. */
const PAGE_SIZE = 25;
/** The most triggers one export holds (pages of `MAX_PAGE_LIMIT`). */
export const EXPORT_LIMIT = 5_000;

/** An alert's market as the lists name it: the catalogue's ticker, or what was typed. */
const marketOf = (alert: Pick<Alert, "ticker" | "symbol">) =>
  alert.symbol?.ticker ?? alert.ticker.toUpperCase();

/**
 * /account/alerts/history: every time one of the account's alerts triggered, newest first, with whether its
 * message was delivered; narrowed by alert, delivery status and way of sending (kept in the address, so a
 * filtered view can be shared or bookmarked), a page at a time, and exported as CSV.
 */
export function AlertHistoryPage({ initialFilter }: { initialFilter: AlertHistoryFilter }) {
  const [filter, setFilterState] = useState(initialFilter);
  const setFilter = (next: AlertHistoryFilter) => {
    setFilterState(next);
    window.history.replaceState(null, "", `${ROUTES.alertHistory}${historyQueryString(next)}`);
  };
  const history = useApiPages(alertEndpoints.history, {
    query: { ...historyApiQuery(filter), limit: String(PAGE_SIZE) },
    keepPrevious: true,
  });
  return (
    <Page
      title="Alert history"
      description="Every time one of your alerts triggered, and whether its message was delivered."
      actions={<ExportButton filter={filter} />}
    >
      <Stack gap="lg">
        <Link href={ROUTES.alerts}>Back to Price Alerts</Link>
        <HistoryFilters filter={filter} onChange={setFilter} />
        <HistoryEntries query={history} filter={filter} onClear={() => setFilter({})} />
      </Stack>
    </Page>
  );
}

/** The filters: native selects, labelled, keyboard and phone friendly. */
function HistoryFilters({
  filter,
  onChange,
}: {
  filter: AlertHistoryFilter;
  onChange: (filter: AlertHistoryFilter) => void;
}) {
  // The alert choice lists the newest alerts; one chosen by a link that is not among them still shows.
  const alerts = useApiPages(alertEndpoints.list, { query: { limit: String(MAX_PAGE_LIMIT) } });
  const listed = alerts.data ? loadedItems(alerts.data) : [];
  const alertOptions = listed.map((alert) => ({
    value: alert.id,
    label: `${marketOf(alert)} ${describeCondition(alert)}`,
  }));
  if (filter.alertId && !listed.some((alert) => alert.id === filter.alertId)) {
    alertOptions.unshift({
      value: filter.alertId,
      label: alerts.data ? "The alert in the link" : "Loading…",
    });
  }
  return (
    <Inline gap="sm" role="group" aria-label="Filter the history">
      <NativeSelect
        label="Alert"
        options={[{ value: "", label: "All alerts" }, ...alertOptions]}
        value={filter.alertId ?? ""}
        onValueChange={(value) => onChange({ ...filter, alertId: value || undefined })}
      />
      <NativeSelect
        label="Delivery"
        options={[
          { value: "", label: "Any delivery" },
          ...ALERT_DELIVERY_STATUSES.map((status) => ({
            value: status,
            label: DELIVERY_STATUS_LABELS[status],
          })),
        ]}
        value={filter.status ?? ""}
        onValueChange={(value) =>
          onChange({ ...filter, status: (value || undefined) as AlertDeliveryStatus | undefined })
        }
      />
      <NativeSelect
        label="Sent to"
        options={[
          { value: "", label: "Anywhere" },
          ...ALERT_DELIVERY_KINDS.map((kind) => ({ value: kind, label: DELIVERY_KIND_LABELS[kind] })),
        ]}
        value={filter.delivery ?? ""}
        onValueChange={(value) =>
          onChange({ ...filter, delivery: (value || undefined) as AlertDeliveryKind | undefined })
        }
      />
    </Inline>
  );
}

function HistoryEntries({
  query,
  filter,
  onClear,
}: {
  query: ReturnType<typeof useApiPages<typeof alertEndpoints.history>>;
  filter: AlertHistoryFilter;
  onClear: () => void;
}) {
  const listId = useId();
  if (query.isLoadingError) return <QueryFailure title="Could not load the history" query={query} />;
  if (!query.data) {
    return (
      <Stack gap="md" aria-busy="true">
        <Spinner size="sm" label="Loading the history…" />
        <Skeleton height="7rem" />
      </Stack>
    );
  }
  const entries = loadedItems(query.data);
  if (entries.length === 0) {
    return isFiltered(filter) ? (
      <EmptyState
        icon={<PulseIcon size={22} />}
        title="No trigger matches these filters"
        description="Choose another alert, delivery or destination, or show the whole history."
        action={
          <Button variant="secondary" onClick={onClear}>
            Show every trigger
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<PulseIcon size={22} />}
        title="No alert has triggered yet"
        description="Each time one of your alerts triggers, it shows here with whether its message was delivered."
        action={
          <Button asChild>
            <Link href={ROUTES.alerts} unstyled>
              Go to Price Alerts
            </Link>
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="md">
      <List as="ol" id={listId} aria-label="Triggers, newest first" aria-busy={query.isFetching || undefined}>
        {entries.map((entry) => (
          <HistoryRow key={entry.id} entry={entry} />
        ))}
      </List>
      <ShowMore pages={query} listId={listId} itemCount={entries.length} noun="triggers" />
    </Stack>
  );
}

/** One trigger: its alert's market, condition and destination, then the price, time and delivery. */
function HistoryRow({ entry }: { entry: AlertHistoryEntry }) {
  return (
    <ListRow>
      <ListRowMain>
        <ListRowTitle>
          {marketOf(entry.alert)} · {describeCondition(entry.alert)}
        </ListRowTitle>
        <p className={formLayout.muted}>{DELIVERY_KIND_LABELS[entry.alert.delivery]}</p>
        <TriggerSummary trigger={entry} label="Triggered" />
      </ListRowMain>
    </ListRow>
  );
}

/** Downloads the history under the current filter as CSV, every page of it (up to `EXPORT_LIMIT` triggers). */
function ExportButton({ filter }: { filter: AlertHistoryFilter }) {
  const { toast } = useToast();
  const [working, setWorking] = useState(false);

  async function exportCsv() {
    setWorking(true);
    try {
      const entries: AlertHistoryEntry[] = [];
      let cursor: string | undefined;
      do {
        const page = await callEndpoint(alertEndpoints.history, {
          query: { ...historyApiQuery(filter), limit: String(MAX_PAGE_LIMIT), ...(cursor && { cursor }) },
        });
        entries.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor && entries.length < EXPORT_LIMIT);
      const fileName = alertHistoryFileName(new Date(), isFiltered(filter));
      saveFile(
        new Blob([alertHistoryCsv(entries.slice(0, EXPORT_LIMIT))], { type: "text/csv;charset=utf-8" }),
        fileName,
      );
      toast({
        title: "History exported",
        description: `${fileName}: ${entries.length === 1 ? "1 trigger" : `${Math.min(entries.length, EXPORT_LIMIT)} triggers`}${cursor ? ` (the newest ${EXPORT_LIMIT})` : ""}`,
        tone: "positive",
      });
    } catch (error) {
      toast({ title: "Could not export the history", description: messageForError(error), tone: "negative" });
    } finally {
      setWorking(false);
    }
  }

  return (
    <Button variant="secondary" loading={working} onClick={() => void exportCsv()}>
      Export CSV
    </Button>
  );
}

"use client";

import type { AlertTrigger } from "@chartbot/contracts/alerts";
import { alertEndpoints } from "@chartbot/contracts/endpoints/alerts";
import { Badge } from "@chartbot/ui/badge";
import { Button } from "@chartbot/ui/button";
import { Link } from "@chartbot/ui/link";
import { Spinner } from "@chartbot/ui/spinner";
import { stack } from "@chartbot/ui/stack";
import { visuallyHidden } from "@chartbot/ui/tokens";
import { useId, useState } from "react";
import { ROUTES } from "@/auth/routes";
import { loadedItems, useApiPages } from "@/client/use-api-pages";
import { QueryFailure } from "@/components/failure";
import * as formLayout from "@/components/form-layout.css";
import { ShowMore } from "@/components/show-more";
import { formatDateTime, formatLevel } from "@/features/format/format";
import { historyQueryString } from "./alert-history-filter";
import { AlertPriceChart } from "./alert-price-chart-loader";
import * as styles from "./alerts.css";

/** How many triggers the history loads at a time. */
export const TRIGGER_PAGE_SIZE = 10;

/** Whether the bot's message about a trigger reached its reader: Delivered, Not delivered (why), Sending…. */
export function TriggerDelivery({ trigger }: { trigger: AlertTrigger }) {
  if (trigger.delivery === "delivered") return <Badge tone="positive">Delivered</Badge>;
  if (trigger.delivery === "pending") return <Badge tone="neutral">Sending…</Badge>;
  return (
    <>
      <Badge tone="negative">Not delivered</Badge>
      {trigger.failureReason && <span className={styles.failureReason}>{trigger.failureReason}</span>}
    </>
  );
}

/** One trigger: the price that crossed the level, when, and its delivery. */
export function TriggerSummary({ trigger, label }: { trigger: AlertTrigger; label?: string }) {
  return (
    <span className={styles.trigger}>
      <span>
        {label && `${label} `}at <strong className={styles.price}>{formatLevel(trigger.price)}</strong> on{" "}
        <time dateTime={trigger.triggeredAt}>{formatDateTime(trigger.triggeredAt)}</time>
      </span>
      <TriggerDelivery trigger={trigger} />
    </span>
  );
}

/**
 * An alert's history, behind a "History" disclosure: every time it fired, newest first, a page at a time. It is
 * only asked for once opened.
 */
export function AlertHistory({ alertId, market }: { alertId: string; market: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={stack({ gap: "sm", align: "flex-start" })}>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`History of the alert for ${market}`}
        onClick={() => setOpen((value) => !value)}
      >
        {/* One name open or closed (its accessible name starts with what it shows); aria-expanded tells which. */}
        History
        <span aria-hidden="true" className={styles.chevron} data-open={open || undefined}>
          ▾
        </span>
      </Button>
      <div id={panelId} hidden={!open}>
        {open && (
          <div className={stack({ gap: "sm" })}>
            {/* The prices the bot reported around the triggers, with the level: also for a closed alert. */}
            <AlertPriceChart alertId={alertId} />
            <TriggerHistory alertId={alertId} market={market} />
          </div>
        )}
      </div>
    </div>
  );
}

function TriggerHistory({ alertId, market }: { alertId: string; market: string }) {
  const query = useApiPages(alertEndpoints.triggers, {
    params: { id: alertId },
    query: { limit: String(TRIGGER_PAGE_SIZE) },
  });
  const listId = useId();
  if (query.isLoadingError) return <QueryFailure title="Could not load the alert's history" query={query} />;
  if (!query.data) return <Spinner size="sm" label="Loading the history…" />;
  const triggers = loadedItems(query.data);
  if (triggers.length === 0) return <p className={formLayout.muted}>This alert has not triggered yet.</p>;
  return (
    <>
      <ol id={listId} className={styles.historyList} aria-label={`Triggers of the alert for ${market}`}>
        {triggers.map((trigger) => (
          <li key={trigger.id}>
            <TriggerSummary trigger={trigger} label="Triggered" />
          </li>
        ))}
      </ol>
      <ShowMore pages={query} listId={listId} itemCount={triggers.length} noun="triggers" />
      <Link href={`${ROUTES.alertHistory}${historyQueryString({ alertId })}`}>
        Open in the alert history<span className={visuallyHidden}> for {market}</span>
      </Link>
    </>
  );
}

"use client";

import type { Alert, UpdateAlertBody } from "@chartbot/contracts/alerts";
import { venueName } from "@chartbot/symbol-catalogue";
import { Badge } from "@chartbot/ui/badge";
import { Button } from "@chartbot/ui/button";
import { Card } from "@chartbot/ui/card";
import { Inline } from "@chartbot/ui/inline";
import { ListRowActions, ListRowMain } from "@chartbot/ui/list";
import { ConfirmDialog } from "@/components/confirm-dialog";
import * as formLayout from "@/components/form-layout.css";
import { formatDateTime, formatLevel, pluralize } from "@/features/format/format";
import { ALERT_STATUS_DISPLAY } from "./alert-status";
import { AlertHistory, TriggerSummary } from "./alert-triggers";
import * as styles from "./alerts.css";
import { isOpenAlert } from "./open-alert";

export interface AlertRowProps {
  alert: Alert;
  onSetStatus: (status: UpdateAlertBody["status"]) => void;
  onDelete: () => void;
}

/** One alert: the market it watches, the level, its status, and pause/resume and delete. */
export function AlertRow({ alert, onSetStatus, onDelete }: AlertRowProps) {
  const status = ALERT_STATUS_DISPLAY[alert.status];
  const { symbol } = alert;
  const market = symbol ? symbol.ticker : alert.ticker.toUpperCase();
  const headingId = `alert-${alert.id}`;
  const typedDiffers = symbol && alert.ticker.trim().toUpperCase() !== symbol.ticker;

  return (
    <Card as="li" className={styles.row} aria-labelledby={headingId}>
      <ListRowMain>
        <Inline gap="sm">
          <h3 id={headingId} className={styles.market}>
            {market}
            {symbol && <span className={styles.venue}> · {venueName(symbol)}</span>}
          </h3>
          <Badge tone={status.tone}>{status.label}</Badge>
        </Inline>
        <p className={formLayout.muted}>
          {symbol ? symbol.name : "This market is no longer in the catalogue."}
          {symbol?.exchange && ` (${symbol.provider})`}
          {typedDiffers && ` · typed as "${alert.ticker}"`}
        </p>
        <p className={styles.level}>
          {alert.placement === "above" ? "Above" : "Below"} <strong>{formatLevel(alert.level)}</strong>
        </p>
        {alert.message && <p className={styles.message}>“{alert.message}”</p>}
        <p className={styles.meta}>
          Created {formatDateTime(alert.createdAt)}
          {alert.triggeredAt && ` · Triggered ${formatDateTime(alert.triggeredAt)}`}
          {alert.expiresAt && !alert.triggeredAt && ` · Expires ${formatDateTime(alert.expiresAt)}`}
          {alert.channelId ? " · Posted in a community channel" : " · By direct message"}
          {alert.cooldownMinutes !== null &&
            ` · Repeats, at most once every ${pluralize(alert.cooldownMinutes, "minute", "minutes")}`}
        </p>
        {alert.lastTrigger && (
          <>
            <p className={styles.lastTrigger}>
              <TriggerSummary trigger={alert.lastTrigger} label="Last triggered" />
            </p>
            <AlertHistory alertId={alert.id} market={market} />
          </>
        )}
      </ListRowMain>
      <ListRowActions>
        {isOpenAlert(alert) && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onSetStatus(alert.status === "active" ? "paused" : "active")}
            aria-label={`${alert.status === "active" ? "Pause" : "Resume"} alert for ${market}`}
          >
            {alert.status === "active" ? "Pause" : "Resume"}
          </Button>
        )}
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Delete alert for ${market}`}>
              Delete
            </Button>
          }
          title="Delete this alert?"
          description={`The alert for ${market} ${alert.placement} ${formatLevel(alert.level)} is deleted for good.`}
          confirmLabel="Delete alert"
          onConfirm={onDelete}
        />
      </ListRowActions>
    </Card>
  );
}

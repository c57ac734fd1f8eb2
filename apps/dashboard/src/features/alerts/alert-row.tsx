"use client";

import { ALERT_HOLD_MESSAGES, type Alert } from "@chartbot/contracts/alerts";
import { venueName } from "@chartbot/symbol-catalogue";
import { Badge } from "@chartbot/ui/badge";
import { Button } from "@chartbot/ui/button";
import { Card } from "@chartbot/ui/card";
import { Inline } from "@chartbot/ui/inline";
import { ListRowActions, ListRowMain } from "@chartbot/ui/list";
import { ConfirmDialog } from "@/components/confirm-dialog";
import * as formLayout from "@/components/form-layout.css";
import { formatDateTime, pluralize } from "@/features/format/format";
import { describeCondition, describeDelivery, onSchedule } from "./alert-condition";
import { ALERT_STATUS_DISPLAY } from "./alert-status";
import { AlertHistory, TriggerSummary } from "./alert-triggers";
import * as styles from "./alerts.css";
import { isOpenAlert } from "./open-alert";

export interface AlertRowProps {
  alert: Alert;
  onSetStatus: (status: "active" | "paused") => void;
  onDelete: () => void;
  /** Opens the form filled in with the alert (open alerts only). */
  onEdit?: () => void;
  /** Asks the bot to send a test message to the alert's target. */
  onSendTest?: () => void;
}

const TEST_STATUS: Record<NonNullable<Alert["test"]>["status"], string> = {
  pending: "Test requested, waiting for Chartbot",
  delivered: "Test sent",
  failed: "Test failed",
};

/** One alert: the market it watches, its condition, its status, and edit, send test, pause/resume and delete. */
export function AlertRow({ alert, onSetStatus, onDelete, onEdit, onSendTest }: AlertRowProps) {
  const status = ALERT_STATUS_DISPLAY[alert.status];
  const { symbol } = alert;
  const market = symbol ? symbol.ticker : alert.ticker.toUpperCase();
  const headingId = `alert-${alert.id}`;
  const typedDiffers = symbol && alert.ticker.trim().toUpperCase() !== symbol.ticker;
  // A channel alert its owner may no longer post with: the bot does not get it until the cause is gone.
  const held = isOpenAlert(alert) ? alert.heldReason : null;

  return (
    // The actions go under the text at every width: beside it they squeezed the text into a narrow column.
    <Card as="li" aria-labelledby={headingId}>
      <ListRowMain>
        <Inline gap="sm">
          <h3 id={headingId} className={styles.market}>
            {market}
            {symbol && <span className={styles.venue}> · {venueName(symbol)}</span>}
          </h3>
          <Badge tone={status.tone}>{status.label}</Badge>
          {held && <Badge tone="negative">On hold</Badge>}
        </Inline>
        {held && <p className={styles.hold}>{ALERT_HOLD_MESSAGES[held]}</p>}
        <p className={formLayout.muted}>
          {symbol ? symbol.name : "This market is no longer in the catalogue."}
          {symbol?.exchange && ` (${symbol.provider})`}
          {typedDiffers && ` · typed as "${alert.ticker}"`}
        </p>
        <p className={styles.level}>
          <strong>{describeCondition(alert)}</strong>
        </p>
        {alert.message && <p className={styles.message}>“{alert.message}”</p>}
        <p className={styles.meta}>
          Created {formatDateTime(alert.createdAt)}
          {alert.triggeredAt && ` · Triggered ${formatDateTime(alert.triggeredAt)}`}
          {alert.expiresAt && !alert.triggeredAt && ` · Expires ${formatDateTime(alert.expiresAt)}`}
          {` · ${describeDelivery(alert)}`}
          {/* A condition on a schedule says its period already ("Every 4 hours"). */}
          {alert.cooldownMinutes !== null &&
            !onSchedule(alert.placement) &&
            ` · Repeats, at most once every ${pluralize(alert.cooldownMinutes, "minute", "minutes")}`}
        </p>
        {alert.test && (
          <p className={styles.meta} aria-live="polite">
            {TEST_STATUS[alert.test.status]}
            {alert.test.failureReason && `: ${alert.test.failureReason}`} (
            {formatDateTime(alert.test.requestedAt)})
          </p>
        )}
        {alert.lastTrigger && (
          <p className={styles.lastTrigger}>
            <TriggerSummary trigger={alert.lastTrigger} label="Last triggered" />
          </p>
        )}
        {/* A closed alert has no edit view: its history shows its price chart. */}
        {(alert.lastTrigger || !isOpenAlert(alert)) && <AlertHistory alertId={alert.id} market={market} />}
      </ListRowMain>
      <ListRowActions>
        {isOpenAlert(alert) && onEdit && (
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit alert for ${market}`}>
            Edit
          </Button>
        )}
        {onSendTest && (
          <Button
            variant="secondary"
            size="sm"
            onClick={onSendTest}
            aria-label={`Send test: alert for ${market}`}
          >
            Send test
          </Button>
        )}
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
          description={`The alert for ${market} (${describeCondition(alert).toLowerCase()}) is deleted for good.`}
          confirmLabel="Delete alert"
          onConfirm={onDelete}
        />
      </ListRowActions>
    </Card>
  );
}

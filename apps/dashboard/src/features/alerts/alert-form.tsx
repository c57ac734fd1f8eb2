"use client";

import { type Alert, conditionUses, type UpdateAlertBody } from "@chartbot/contracts/alerts";
import { accountEndpoints } from "@chartbot/contracts/endpoints/account";
import { alertEndpoints } from "@chartbot/contracts/endpoints/alerts";
import { communityEndpoints } from "@chartbot/contracts/endpoints/communities";
import { Button } from "@chartbot/ui/button";
import { Link } from "@chartbot/ui/link";
import { Stack } from "@chartbot/ui/stack";
import { TextField } from "@chartbot/ui/text-field";
import { useToast } from "@chartbot/ui/toast";
import { useEffect, useId, useRef, useState } from "react";
import { ROUTES } from "@/auth/routes";
import { ApiError } from "@/client/api-error";
import { useApiMutation } from "@/client/use-api-mutation";
import { useApiQuery } from "@/client/use-api-query";
import { Failure } from "@/components/failure";
import { Form, messageOfError, SubmitButton, useForm } from "@/components/form";
import * as formLayout from "@/components/form-layout.css";
import { exactTicker, marketLabel } from "@/features/markets/market-symbol";
import { ModeChooser } from "@/features/markets/mode-chooser";
import { tickerPlaceholder } from "@/features/markets/ticker-examples";
import { TickerResolutionHint } from "@/features/markets/ticker-resolution-hint";
import { useTickerResolution } from "@/features/markets/use-ticker-resolution";
import { describeCondition } from "./alert-condition";
import { AlertConditionFields } from "./alert-condition-fields";
import { AlertDeliveryFields } from "./alert-delivery-fields";
import { AlertMessagePreview } from "./alert-message-preview";
import { AlertPriceChart } from "./alert-price-chart-loader";
import { AlertPriceContext } from "./alert-price-context";
import { AlertTimingFields } from "./alert-timing-fields";
import {
  type AlertFormValues,
  alertFormTemplateValues,
  alertToFormValues,
  EMPTY_ALERT_FORM as EMPTY,
  toCreateAlertBody,
  toUpdateAlertBody,
  validateAlertForm,
} from "./alert-validation";
import { PRICE_ALERTS_ADDON, useAlertLimit } from "./use-alert-limit";
import { useOpenAlertCount } from "./use-alert-pages";

/** Errors the API gives about what was typed: shown in the form, next to the field when there is one. */
const FORM_ERROR_CODES = new Set(["limit_reached", "duplicate_alert", "validation_failed"]);

export interface AlertFormProps {
  /** The alert being edited (the form is filled in with it and saves it); none: creates a new alert. */
  editing?: Alert;
  /** Called after the edit is saved or canceled. */
  onDone?: () => void;
}

/**
 * The create and edit form: a ticker resolved live in the chosen mode, the condition (its kind and the fields
 * that kind takes: a level, or a percent move and its window), an optional message, expiry and repetition, and
 * where it is sent (direct message; a community channel with a role, or a webhook, with the Price Alerts add-on).
 */
export function AlertForm({ editing, onDone }: AlertFormProps = {}) {
  const id = useId();
  const { toast } = useToast();
  const account = useApiQuery(accountEndpoints.get);
  const [mode, setMode] = useState<AlertFormValues["mode"] | undefined>();

  // The account's preferred mode is the default; the user may pick the other one for this alert.
  const accountMode = account.data?.tickerMode ?? (account.isError ? "traditional" : undefined);
  useEffect(() => {
    if (mode === undefined && accountMode) setMode(accountMode);
  }, [mode, accountMode]);

  const limit = useAlertLimit();
  const communities = useApiQuery(communityEndpoints.list, { enabled: limit?.withAddon === true });
  const form = useForm<Omit<AlertFormValues, "mode">, ApiError>({
    initialValues: editing ? alertToFormValues(editing) : EMPTY,
    validate: (values) => {
      if (!mode) return {};
      const found = validateAlertForm({ ...values, mode });
      // A ticker the live check already knows to be unknown is refused here, with the same sentence.
      if (!found.ticker && resolution.status === "resolved" && !resolution.result.ok) {
        found.ticker = resolution.result.message;
      }
      return found;
    },
    onSendError: (error, report) => {
      if (error instanceof ApiError && error.code === "ticker_not_found")
        report.fieldErrors({ ticker: error.message });
      else if (error instanceof ApiError && FORM_ERROR_CODES.has(error.code)) report.failure(error);
      else
        toast({
          title: editing ? "Could not save the alert" : "Could not create the alert",
          description: messageOfError(error),
          tone: "negative",
        });
    },
  });
  const { values } = form;

  const resolution = useTickerResolution(values.ticker, mode);

  const create = useApiMutation(alertEndpoints.create, {
    invalidates: [alertEndpoints.list],
    successMessage: (alert) =>
      `Alert created: ${alert.symbol ? marketLabel(alert.symbol) : alert.ticker} ${describeCondition(alert).toLowerCase()}`,
    silentError: true,
  });
  const update = useApiMutation<typeof alertEndpoints.update, UpdateAlertBody>(alertEndpoints.update, {
    call: (body) => ({ params: { id: editing?.id ?? "" }, body }),
    invalidates: [alertEndpoints.list],
    successMessage: "Alert saved",
    silentError: true,
  });

  const guildOf = (communityId: string) =>
    communities.data?.communities.find((community) => community.id === communityId)?.guildId ?? "";

  const onSubmit = form.handleSubmit(async (sent) => {
    if (!mode) return;
    // @everyone is the role whose id is the server's.
    const values = { ...sent, mode, roleId: sent.mentionEveryone ? guildOf(sent.communityId) : sent.roleId };
    if (editing) {
      const body = toUpdateAlertBody(values);
      if (!body) return;
      await update.mutateAsync(body);
      onDone?.();
      return;
    }
    const body = toCreateAlertBody(values);
    if (!body) return;
    await create.mutateAsync(body);
    // Cleared only if the user has not started the next alert since.
    form.setValues((current) => (current === sent ? EMPTY : current));
  });
  // "Alert limit reached" goes once its cause is gone: an open alert was deleted, paused ones ended, or the
  // add-on raised the limit.
  const openCount = useOpenAlertCount();
  const limitFailure = form.failure?.code === "limit_reached" ? form.failure : null;
  const countAtFailure = useRef<number | undefined>(undefined);
  const limitAtFailure = useRef<number | undefined>(undefined);
  const { clearFailure } = form;
  useEffect(() => {
    if (!limitFailure) {
      countAtFailure.current = undefined;
      limitAtFailure.current = undefined;
      return;
    }
    countAtFailure.current ??= openCount;
    limitAtFailure.current ??= limit?.limit;
    const fewer =
      openCount !== undefined && countAtFailure.current !== undefined && openCount < countAtFailure.current;
    const raised =
      limit !== undefined && limitAtFailure.current !== undefined && limit.limit > limitAtFailure.current;
    if (fewer || raised) clearFailure();
  }, [limitFailure, openCount, limit, clearFailure]);

  const withAddon = limit?.withAddon === true;
  const templateValues = alertFormTemplateValues(
    { ...values, mode: mode ?? "traditional" },
    resolution.status === "resolved" && resolution.result.symbol
      ? marketLabel(resolution.result.symbol)
      : undefined,
  );

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-label={editing ? "Edit price alert" : "New price alert"}
      renderFailure={(failure, failureId) => <CreateError id={failureId} error={failure} />}
    >
      <LimitNote limit={limit} />
      <ModeChooser
        legend="Ticker parsing mode"
        description="How the ticker below is read. The default is your account's preference."
        value={mode}
        onChange={setMode}
        disabled={mode === undefined || editing !== undefined}
        layout="stacked"
      />
      <Stack gap="sm">
        <TextField
          label="Ticker"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          readOnly={editing !== undefined}
          placeholder={tickerPlaceholder(mode ?? "traditional")}
          {...form.field("ticker")}
          id={`${id}-ticker`}
          // The kit names the error line; the live resolution below describes the field too.
          aria-describedby={[form.errors.ticker && `${id}-ticker-error`, `${id}-resolution`]
            .filter(Boolean)
            .join(" ")}
        />
        <TickerResolutionHint
          id={`${id}-resolution`}
          state={resolution}
          mode={mode}
          fieldError={form.errors.ticker}
          onPick={(symbol) => form.setValue("ticker", exactTicker(symbol))}
        />
      </Stack>
      <AlertConditionFields form={form} />
      <AlertPriceContext
        symbolId={
          editing?.symbolId ??
          (resolution.status === "resolved" && resolution.result.symbol
            ? resolution.result.symbol.id
            : undefined)
        }
        level={values.level}
        usesLevel={conditionUses(values.placement, "level")}
      />
      {editing && <AlertPriceChart alertId={editing.id} />}
      <AlertTimingFields form={form} templateValues={templateValues} />
      <AlertDeliveryFields form={form} withAddon={withAddon} communities={communities.data} />
      <AlertMessagePreview values={values} templateValues={templateValues} />
      <p className={formLayout.muted}>
        {values.repeat
          ? "Chartbot sends the alert every time it triggers, at most once per cooldown."
          : "Chartbot sends the alert once, when it triggers."}
      </p>
      {editing && (
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel editing
        </Button>
      )}
      <SubmitButton form={form} disabled={mode === undefined}>
        {editing ? "Save alert" : "Create alert"}
      </SubmitButton>
    </Form>
  );
}

/** The plan's limit, shown before the form is filled in: how many open alerts are allowed and used. */
function LimitNote({ limit }: { limit: { limit: number; withAddon: boolean } | undefined }) {
  const openCount = useOpenAlertCount();
  if (!limit) return null;
  const plan = limit.withAddon ? "with Price Alerts" : "on the free plan";
  const used = openCount === undefined ? "" : ` You have ${openCount}.`;
  return (
    <p className={formLayout.muted}>
      {`You can have ${limit.limit} active or paused alerts ${plan}.${used}`}
      {!limit.withAddon && openCount !== undefined && openCount >= limit.limit && (
        <>
          {" Delete or let one finish to add another, or "}
          <Link href={`${ROUTES.subscriptions}?addon=${PRICE_ALERTS_ADDON}`}>
            see the Price Alerts add-on
          </Link>
          .
        </>
      )}
    </p>
  );
}

function CreateError({ id, error }: { id: string; error: ApiError }) {
  if (error.code === "limit_reached") {
    return (
      <Failure id={id} title="Alert limit reached">
        {error.message}{" "}
        <Link href={`${ROUTES.subscriptions}?addon=${PRICE_ALERTS_ADDON}`}>See the Price Alerts add-on</Link>
      </Failure>
    );
  }
  const title = error.code === "duplicate_alert" ? "You already have this alert" : "Please check the form";
  return (
    <Failure id={id} title={title}>
      {error.message}
    </Failure>
  );
}

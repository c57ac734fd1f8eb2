"use client";

import type { AccountProfile } from "@chartbot/contracts/account";
import type { Alert, AlertPlacement, CreateAlertBody } from "@chartbot/contracts/alerts";
import { Link } from "@chartbot/ui/link";
import { Stack } from "@chartbot/ui/stack";
import { TextField } from "@chartbot/ui/text-field";
import { useToast } from "@chartbot/ui/toast";
import { useEffect, useId, useState } from "react";
import { ApiError } from "@/api/api-error";
import { useApiMutation } from "@/api/use-api-mutation";
import { useApiQuery } from "@/api/use-api-query";
import { ROUTES } from "@/auth/routes";
import { Failure } from "@/components/failure";
import { Form, messageOfError, SubmitButton, useForm } from "@/components/form";
import * as formLayout from "@/components/form-layout.css";
import { formatLevel } from "@/features/format/format";
import { exactTicker, marketLabel } from "@/features/markets/market-symbol";
import { ModeChooser } from "@/features/markets/mode-chooser";
import { TickerResolutionHint } from "@/features/markets/ticker-resolution-hint";
import { useTickerResolution } from "@/features/markets/use-ticker-resolution";
import {
  type AlertFormValues,
  MAX_ALERT_MESSAGE_LENGTH,
  toCreateAlertBody,
  validateAlertForm,
} from "./alert-validation";
import * as styles from "./alerts.css";
import { PRICE_ALERTS_ADDON } from "./use-alert-limit";
import { ALERTS_PATH } from "./use-alert-pages";

const EMPTY: Omit<AlertFormValues, "mode"> = { ticker: "", placement: "above", level: "", message: "" };

/** Errors the API gives about what was typed: shown in the form, next to the field when there is one. */
const FORM_ERROR_CODES = new Set(["limit_reached", "duplicate_alert", "validation_failed"]);

/** The create form: a ticker resolved live in the chosen mode, above/below, level and an optional message. */
export function AlertForm() {
  const id = useId();
  const { toast } = useToast();
  const account = useApiQuery<AccountProfile>("/api/account");
  const [mode, setMode] = useState<AlertFormValues["mode"] | undefined>();

  // The account's preferred mode is the default; the user may pick the other one for this alert.
  const accountMode = account.data?.tickerMode ?? (account.isError ? "traditional" : undefined);
  useEffect(() => {
    if (mode === undefined && accountMode) setMode(accountMode);
  }, [mode, accountMode]);

  const form = useForm<Omit<AlertFormValues, "mode">, ApiError>({
    initialValues: EMPTY,
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
        toast({ title: "Could not create the alert", description: messageOfError(error), tone: "negative" });
    },
  });
  const { values } = form;

  const resolution = useTickerResolution(values.ticker, mode);

  const create = useApiMutation<CreateAlertBody, Alert>({
    path: ALERTS_PATH,
    method: "POST",
    invalidates: [ALERTS_PATH],
    successMessage: (alert) =>
      `Alert created: ${alert.symbol ? marketLabel(alert.symbol) : alert.ticker} ${alert.placement} ${formatLevel(alert.level)}`,
    silentError: true,
  });

  const onSubmit = form.handleSubmit(async (sent) => {
    const body = mode && toCreateAlertBody({ ...sent, mode });
    if (!body) return;
    await create.mutateAsync(body);
    // Cleared only if the user has not started the next alert since.
    form.setValues((current) => (current === sent ? EMPTY : current));
  });

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-label="New price alert"
      renderFailure={(failure, failureId) => <CreateError id={failureId} error={failure} />}
    >
      <ModeChooser
        legend="Ticker parsing mode"
        description="How the ticker below is read. The default is your account's preference."
        value={mode}
        onChange={setMode}
        disabled={mode === undefined}
        layout="stacked"
      />
      <Stack gap="sm">
        <TextField
          label="Ticker"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          placeholder="BTC, binance:ETHUSDT, AAPL"
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
          onPick={(symbol) => form.setValue("ticker", exactTicker(symbol))}
        />
      </Stack>
      <fieldset className={styles.placement}>
        <legend className={styles.placementLegend}>Notify me when the price goes</legend>
        <div className={styles.segmented}>
          {(["above", "below"] as const satisfies AlertPlacement[]).map((placement) => (
            <label key={placement} className={styles.segment}>
              <input
                type="radio"
                name="placement"
                value={placement}
                className={styles.segmentInput}
                checked={values.placement === placement}
                onChange={() => form.setValue("placement", placement)}
              />
              {placement === "above" ? "Above" : "Below"}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label="Level"
        inputMode="decimal"
        autoComplete="off"
        required
        placeholder="65000"
        hint="The price in the market's quote currency, e.g. USD for BTCUSD."
        {...form.field("level")}
      />
      <TextField
        label="Message (optional)"
        autoComplete="off"
        maxLength={MAX_ALERT_MESSAGE_LENGTH}
        hint={`Sent with the alert; at most ${MAX_ALERT_MESSAGE_LENGTH} characters.`}
        {...form.field("message")}
      />
      <p className={formLayout.muted}>
        Chartbot sends the alert to you by direct message once, when it triggers.
      </p>
      <SubmitButton form={form} disabled={mode === undefined}>
        Create alert
      </SubmitButton>
    </Form>
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

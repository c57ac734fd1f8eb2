"use client";

import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Link } from "@chartbot/ui/link";
import { Stack, stack } from "@chartbot/ui/stack";
import { TextField } from "@chartbot/ui/text-field";
import { useToast } from "@chartbot/ui/toast";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { ApiError } from "@/api/api-error";
import type { AccountProfile } from "@/api/types";
import { useApiMutation } from "@/api/use-api-mutation";
import { useApiQuery } from "@/api/use-api-query";
import { ROUTES } from "@/auth/routes";
import type { FieldErrors } from "@/auth/validation";
import { focusFirstInvalid } from "@/components/focus-first-invalid";
import * as formLayout from "@/components/form-layout.css";
import { formatLevel } from "@/features/format/format";
import { exactTicker, marketLabel } from "@/features/markets/market-symbol";
import { ModeChooser } from "@/features/markets/mode-chooser";
import { TickerResolutionHint } from "@/features/markets/ticker-resolution-hint";
import { useTickerResolution } from "@/features/markets/use-ticker-resolution";
import type { AlertPlacement, CreateAlertBody, PriceAlert } from "./alert-types";
import {
  type AlertField,
  type AlertFormValues,
  MAX_ALERT_MESSAGE_LENGTH,
  toCreateAlertBody,
  validateAlertForm,
} from "./alert-validation";
import * as styles from "./alerts.css";
import { ALERTS_PATH } from "./use-alert-actions";
import { PRICE_ALERTS_ADDON } from "./use-alert-limit";

const EMPTY: Omit<AlertFormValues, "mode"> = { ticker: "", placement: "above", level: "", message: "" };

/** Errors the API gives about what was typed: shown in the form, next to the field when there is one. */
const FORM_ERROR_CODES = new Set(["limit_reached", "duplicate_alert", "validation_failed"]);

/** The create form: a ticker resolved live in the chosen mode, above/below, level and an optional message. */
export function AlertForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const { toast } = useToast();
  const account = useApiQuery<AccountProfile>("/api/account");
  const [values, setValues] = useState<Omit<AlertFormValues, "mode">>(EMPTY);
  const [mode, setMode] = useState<AlertFormValues["mode"] | undefined>();
  const [errors, setErrors] = useState<FieldErrors<AlertField>>({});
  const [formError, setFormError] = useState<ApiError | null>(null);
  // The values sent: the form is cleared after success only if the user has not started the next alert since.
  const sent = useRef<typeof values | null>(null);

  // The account's preferred mode is the default; the user may pick the other one for this alert.
  const accountMode = account.data?.tickerMode ?? (account.isError ? "traditional" : undefined);
  useEffect(() => {
    if (mode === undefined && accountMode) setMode(accountMode);
  }, [mode, accountMode]);

  const resolution = useTickerResolution(values.ticker, mode);

  const create = useApiMutation<CreateAlertBody, Alert>({
    path: ALERTS_PATH,
    method: "POST",
    invalidates: [ALERTS_PATH],
    successMessage: (alert) =>
      `Alert created: ${alert.symbol ? marketLabel(alert.symbol) : alert.ticker} ${alert.placement} ${formatLevel(alert.level)}`,
    silentError: true,
    onSuccess: () => {
      setValues((current) => (current === sent.current ? EMPTY : current));
      setErrors({});
    },
    onError: (error) => {
      if (error.code === "ticker_not_found") {
        setErrors((current) => ({ ...current, ticker: error.message }));
        focusFirstInvalid(formRef.current);
      } else if (FORM_ERROR_CODES.has(error.code)) {
        setFormError(error);
      } else {
        toast({ title: "Could not create the alert", description: error.message, tone: "negative" });
      }
    },
  });

  function update<Field extends keyof typeof EMPTY>(field: Field, value: (typeof EMPTY)[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!mode) return;
    const found = validateAlertForm({ ...values, mode });
    // A ticker the live check already knows to be unknown is refused here, with the same sentence.
    if (!found.ticker && resolution.status === "resolved" && !resolution.result.ok) {
      found.ticker = resolution.result.message;
    }
    setErrors(found);
    setFormError(null);
    const body = toCreateAlertBody({ ...values, mode });
    if (!body || found.ticker) {
      focusFirstInvalid(formRef.current);
      return;
    }
    sent.current = values;
    create.mutate(body);
  }

  return (
    <form
      ref={formRef}
      className={stack({ gap: "lg" })}
      noValidate
      onSubmit={onSubmit}
      aria-label="New price alert"
    >
      {formError && <CreateError error={formError} />}
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
          name="ticker"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          placeholder="BTC, binance:ETHUSDT, AAPL"
          value={values.ticker}
          onChange={(event) => update("ticker", event.target.value)}
          id={`${id}-ticker`}
          error={errors.ticker}
          // The kit names the error line; the live resolution below describes the field too.
          aria-describedby={[errors.ticker && `${id}-ticker-error`, `${id}-resolution`]
            .filter(Boolean)
            .join(" ")}
        />
        <TickerResolutionHint
          id={`${id}-resolution`}
          state={resolution}
          onPick={(symbol) => update("ticker", exactTicker(symbol))}
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
                onChange={() => update("placement", placement)}
              />
              {placement === "above" ? "Above" : "Below"}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label="Level"
        name="level"
        inputMode="decimal"
        autoComplete="off"
        required
        placeholder="65000"
        hint="The price in the market's quote currency, e.g. USD for BTCUSD."
        value={values.level}
        onChange={(event) => update("level", event.target.value)}
        error={errors.level}
      />
      <TextField
        label="Message (optional)"
        name="message"
        autoComplete="off"
        maxLength={MAX_ALERT_MESSAGE_LENGTH}
        hint={`Sent with the alert; at most ${MAX_ALERT_MESSAGE_LENGTH} characters.`}
        value={values.message}
        onChange={(event) => update("message", event.target.value)}
        error={errors.message}
      />
      <p className={formLayout.muted}>
        Chartbot sends the alert to you by direct message once, when it triggers.
      </p>
      <Button type="submit" loading={create.isPending} disabled={mode === undefined}>
        Create alert
      </Button>
    </form>
  );
}

function CreateError({ error }: { error: ApiError }) {
  if (error.code === "limit_reached") {
    return (
      <Callout tone="danger" title="Alert limit reached">
        {error.message}{" "}
        <Link href={`${ROUTES.subscriptions}?addon=${PRICE_ALERTS_ADDON}`}>See the Price Alerts add-on</Link>
      </Callout>
    );
  }
  const title = error.code === "duplicate_alert" ? "You already have this alert" : "Please check the form";
  return (
    <Callout tone="danger" title={title}>
      {error.message}
    </Callout>
  );
}

"use client";

import type { ChartTheme, CommunitySettings, UpdateCommunityBody } from "@chartbot/contracts/communities";
import { auditLogEndpoints } from "@chartbot/contracts/endpoints/audit-log";
import { communityEndpoints } from "@chartbot/contracts/endpoints/communities";
import { Button } from "@chartbot/ui/button";
import { Checkbox } from "@chartbot/ui/checkbox";
import { Inline } from "@chartbot/ui/inline";
import { Select } from "@chartbot/ui/select";
import { Stack } from "@chartbot/ui/stack";
import { Switch } from "@chartbot/ui/switch";
import { TextField } from "@chartbot/ui/text-field";
import { Tiles } from "@chartbot/ui/tiles";
import { useQueryClient } from "@tanstack/react-query";
import { useApiMutation } from "@/client/use-api-mutation";
import { apiQueryKey } from "@/client/use-api-query";
import { Failure } from "@/components/failure";
import { Form, reportedByToast, SubmitButton, useForm } from "@/components/form";
import * as formLayout from "@/components/form-layout.css";
import * as styles from "@/features/communities/communities.css";
import { ModeChooser } from "@/features/markets/mode-chooser";
import { chartChoices } from "./chart-choices";
import { ChartingUnlock, IndicatorLimitNote } from "./charting-unlock";
import { settingsChanges, settingsFormValues, themeLabel } from "./settings-form-values";

/** The community's ticker parsing mode, message auto-delete and chart defaults, saved together. */
export function SettingsForm({ settings }: { settings: CommunitySettings }) {
  const queryClient = useQueryClient();
  const params = { id: settings.id };
  const { options } = settings;

  const save = useApiMutation<typeof communityEndpoints.update, UpdateCommunityBody>(
    communityEndpoints.update,
    {
      call: (body) => ({ params, body }),
      invalidates: [communityEndpoints.list, { endpoint: auditLogEndpoints.list, params }],
      successMessage: "Settings saved",
      errorTitle: "Could not save the settings",
    },
  );
  const form = useForm({
    initialValues: () => settingsFormValues(settings),
    validate: (values) => {
      const changes = settingsChanges(settings, values);
      return changes.ok ? {} : changes.errors;
    },
    onSendError: reportedByToast,
  });
  const { values, errors, setValue: set } = form;

  const changes = settingsChanges(settings, values);
  const dirty = !changes.ok || Object.keys(changes.body).length > 0;

  const onSubmit = form.handleSubmit(async () => {
    if (!changes.ok || Object.keys(changes.body).length === 0) return;
    const saved = await save.mutateAsync(changes.body);
    queryClient.setQueryData(apiQueryKey(communityEndpoints.get, { params }), saved);
    form.reset(settingsFormValues(saved));
  });

  const choices = chartChoices(settings);
  const atMax = values.indicators.length >= choices.indicatorsPerChart;
  const toggleIndicator = (indicator: string, on: boolean) =>
    set(
      "indicators",
      on ? [...values.indicators, indicator] : values.indicators.filter((item) => item !== indicator),
    );

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Community settings">
      <ModeChooser
        legend="Ticker parsing mode"
        description="How the bot reads tickers typed in this community."
        value={values.tickerMode}
        onChange={(mode) => set("tickerMode", mode)}
        choices={settings.tickerModes}
      />

      <Stack>
        <Switch
          label="Delete the bot's messages automatically"
          hint="Keeps busy channels tidy: charts and prices disappear after a while."
          checked={values.autoDelete}
          onCheckedChange={(on) => set("autoDelete", on)}
        />
        {values.autoDelete && (
          <TextField
            label="Delete after (minutes)"
            inputMode="numeric"
            className={styles.narrowField}
            hint={`${options.autoDeleteMinutes.min} to ${options.autoDeleteMinutes.max} minutes (one day).`}
            {...form.field("autoDeleteMinutes")}
          />
        )}
      </Stack>

      <Stack as="fieldset" gap="sm">
        <legend className={formLayout.legend}>Chart defaults</legend>
        <Tiles columns={{ mobile: 1, tablet: 3 }}>
          <Select
            label="Theme"
            options={options.chartThemes.map((theme) => ({ value: theme, label: themeLabel(theme) }))}
            value={values.theme}
            onValueChange={(theme) => set("theme", theme as ChartTheme)}
          />
          <Select
            label="Timeframe"
            options={choices.timeframes}
            value={values.timeframe}
            onValueChange={(timeframe) => set("timeframe", timeframe)}
          />
          <Select
            label="Chart type"
            options={choices.chartTypes}
            value={values.chartType}
            onValueChange={(chartType) => set("chartType", chartType)}
          />
        </Tiles>
        <ChartingUnlock choices={choices} />
      </Stack>

      <Stack as="fieldset" gap="sm" aria-describedby="indicators-hint">
        <legend className={formLayout.legend}>Indicators</legend>
        <p id="indicators-hint" className={formLayout.muted}>
          Drawn on every chart by default: {values.indicators.length} of at most {choices.indicatorsPerChart}{" "}
          chosen.
        </p>
        {errors.indicators && <Failure>{errors.indicators}</Failure>}
        {atMax && <IndicatorLimitNote choices={choices} />}
        <Tiles columns={{ mobile: 2, tablet: 3, desktop: 4 }} gap="sm">
          {options.chartIndicators.map((indicator) => {
            const checked = values.indicators.includes(indicator);
            return (
              <Checkbox
                key={indicator}
                label={indicator}
                checked={checked}
                disabled={!checked && atMax}
                onCheckedChange={(on) => toggleIndicator(indicator, on)}
              />
            );
          })}
        </Tiles>
      </Stack>

      <Inline gap="md">
        <SubmitButton form={form} disabled={!dirty}>
          Save settings
        </SubmitButton>
        {dirty && !form.submitting && (
          <Button variant="ghost" onClick={() => form.reset(settingsFormValues(settings))}>
            Discard changes
          </Button>
        )}
      </Inline>
    </Form>
  );
}

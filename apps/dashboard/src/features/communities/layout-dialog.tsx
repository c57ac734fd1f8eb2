"use client";

import type { ChartTheme, CommunitySettings } from "@chartbot/contracts/communities";
import type { CreateLayoutBody, Layout } from "@chartbot/contracts/layouts";
import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Checkbox } from "@chartbot/ui/checkbox";
import { DialogClose, DialogContent } from "@chartbot/ui/dialog";
import { Inline } from "@chartbot/ui/inline";
import { Select } from "@chartbot/ui/select";
import { stack } from "@chartbot/ui/stack";
import { TextField } from "@chartbot/ui/text-field";
import { type FormEvent, useRef, useState } from "react";
import type { ApiError } from "@/api/api-error";
import { useApiMutation } from "@/api/use-api-mutation";
import type { FieldErrors } from "@/auth/validation";
import { focusFirstInvalid } from "@/components/focus-first-invalid";
import { AddonRequiredNotice } from "./addon-required-notice";
import * as styles from "./communities.css";
import { ADDON_SLUGS } from "./community-addons";
import { communityApi } from "./community-api";
import {
  type LayoutFormValues,
  layoutFormValues,
  MAX_LAYOUT_LABEL_LENGTH,
  toLayoutBody,
} from "./layout-form-values";
import { themeLabel } from "./settings-form-values";

export interface LayoutDialogProps {
  settings: CommunitySettings;
  /** The layout to edit; a new one when absent. */
  layout?: Layout;
  /** Called once the layout is saved, to close the dialog. */
  onSaved: () => void;
}

/** The create/edit form of a TradingView layout, as a dialog's content (render inside a `Dialog`). */
export function LayoutDialog({ settings, layout, onSaved }: LayoutDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const api = communityApi(settings.id);
  const [values, setValues] = useState<LayoutFormValues>(() => layoutFormValues(layout));
  const [errors, setErrors] = useState<FieldErrors<"label" | "url">>({});
  const [failure, setFailure] = useState<ApiError | null>(null);

  const save = useApiMutation<CreateLayoutBody, Layout>({
    path: layout ? api.layout(layout.id) : api.layouts,
    method: layout ? "PATCH" : "POST",
    invalidates: [api.layouts, "/api/communities"],
    successMessage: (saved) => `Layout “${saved.label}” saved`,
    silentError: true,
    onSuccess: () => onSaved(),
    onError: (error) => setFailure(error),
  });

  function set<Field extends keyof LayoutFormValues>(field: Field, value: LayoutFormValues[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const result = toLayoutBody(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    save.mutate(result.body);
  }

  return (
    <DialogContent
      title={layout ? "Edit layout" : "Add a TradingView layout"}
      description="Members call the layout up by its label to get a chart with your drawings and indicators."
    >
      <form ref={formRef} className={stack({ gap: "lg" })} noValidate onSubmit={onSubmit}>
        {failure &&
          (failure.code === "addon_required" ? (
            <AddonRequiredNotice
              slug={ADDON_SLUGS.layouts}
              name="TradingView Layouts"
              message={failure.message}
            />
          ) : (
            <Callout tone="danger" title="Could not save the layout">
              {failure.message}
            </Callout>
          ))}
        <TextField
          label="Label"
          name="label"
          autoComplete="off"
          required
          maxLength={MAX_LAYOUT_LABEL_LENGTH}
          placeholder="BTC daily"
          value={values.label}
          onChange={(event) => set("label", event.target.value)}
          error={errors.label}
        />
        <TextField
          label="TradingView chart URL"
          name="url"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          required
          placeholder="https://www.tradingview.com/chart/AbCd1234/"
          hint="Open the saved layout on TradingView and copy the address from the browser."
          value={values.url}
          onChange={(event) => set("url", event.target.value)}
          error={errors.url}
        />
        <Select
          label="Theme"
          options={settings.options.chartThemes.map((theme) => ({ value: theme, label: themeLabel(theme) }))}
          value={values.theme}
          onValueChange={(theme) => set("theme", theme as ChartTheme)}
        />
        <Checkbox
          label="Wide"
          hint="Renders the chart in a wide format."
          checked={values.wide}
          onCheckedChange={(on) => set("wide", on)}
        />
        <Inline justify="flex-end" className={styles.dialogActions}>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" loading={save.isPending}>
            {layout ? "Save layout" : "Add layout"}
          </Button>
        </Inline>
      </form>
    </DialogContent>
  );
}

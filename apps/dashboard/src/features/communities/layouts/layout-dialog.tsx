"use client";

import type { ChartTheme } from "@chartbot/contracts/communities";
import { layoutEndpoints } from "@chartbot/contracts/endpoints/layouts";
import type { Layout } from "@chartbot/contracts/layouts";
import { Checkbox } from "@chartbot/ui/checkbox";
import { DialogContent } from "@chartbot/ui/dialog";
import { Select } from "@chartbot/ui/select";
import { TextField } from "@chartbot/ui/text-field";
import type { ApiError } from "@/client/api-error";
import { showApiFailure, useForm } from "@/components/form";
import { ADDON_SLUGS } from "@/features/communities/community-addons";
import { ItemDialogForm, type ItemDialogProps } from "@/features/communities/item-dialog-form";
import { themeLabel } from "@/features/communities/settings/settings-form-values";
import { useSaveCommunityItem } from "@/features/communities/use-save-community-item";
import {
  type LayoutFormValues,
  layoutFormValues,
  MAX_LAYOUT_LABEL_LENGTH,
  toLayoutBody,
} from "./layout-form-values";

/** The create/edit form of a TradingView layout, as a dialog's content (render inside a `Dialog`). */
export function LayoutDialog({ settings, item: layout, onSaved }: ItemDialogProps<Layout>) {
  const save = useSaveCommunityItem({
    endpoints: layoutEndpoints,
    communityId: settings.id,
    itemParams: (saved) => ({ id: settings.id, layoutId: saved.id }),
    successMessage: (saved) => `Layout “${saved.label}” saved`,
  });
  const form = useForm<LayoutFormValues, ApiError>({
    initialValues: () => layoutFormValues(layout),
    validate: (values) => {
      const result = toLayoutBody(values);
      return result.ok ? {} : result.errors;
    },
    onSendError: showApiFailure,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = toLayoutBody(values);
    if (!result.ok) return;
    await (layout ? save.update(layout, result.body) : save.create(result.body));
    onSaved();
  });

  return (
    <DialogContent
      title={layout ? "Edit layout" : "Add a TradingView layout"}
      description="Members call the layout up by its label to get a chart with your drawings and indicators."
    >
      <ItemDialogForm
        form={form}
        onSubmit={onSubmit}
        addon={ADDON_SLUGS.layouts}
        failureTitle="Could not save the layout"
        submitLabel={layout ? "Save layout" : "Add layout"}
      >
        <TextField
          label="Label"
          autoComplete="off"
          required
          maxLength={MAX_LAYOUT_LABEL_LENGTH}
          placeholder="BTC daily"
          {...form.field("label")}
        />
        <TextField
          label="TradingView chart URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          required
          placeholder="https://www.tradingview.com/chart/AbCd1234/"
          hint="Open the saved layout on TradingView and copy the address from the browser."
          {...form.field("url")}
        />
        <Select
          label="Theme"
          options={settings.options.chartThemes.map((theme) => ({ value: theme, label: themeLabel(theme) }))}
          value={form.values.theme}
          onValueChange={(theme) => form.setValue("theme", theme as ChartTheme)}
        />
        <Checkbox
          label="Wide"
          hint="Renders the chart in a wide format."
          checked={form.values.wide}
          onCheckedChange={(on) => form.setValue("wide", on)}
        />
      </ItemDialogForm>
    </DialogContent>
  );
}

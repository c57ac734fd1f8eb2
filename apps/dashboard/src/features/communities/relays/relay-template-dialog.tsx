"use client";

import type { CommunitySettings } from "@chartbot/contracts/communities";
import { relayEndpoints } from "@chartbot/contracts/endpoints/relays";
import type { Relay } from "@chartbot/contracts/relays";
import { DialogContent } from "@chartbot/ui/dialog";
import type { ApiError } from "@/client/api-error";
import { useApiMutation } from "@/client/use-api-mutation";
import { showApiFailure, useForm } from "@/components/form";
import { ItemDialogForm } from "@/features/communities/item-dialog-form";
import { itemInvalidations } from "@/features/communities/use-save-community-item";
import { RelayTemplateField, relayTemplateProblem } from "./relay-template-field";

/** Edits the template a relay wraps its messages in, as a dialog's content (render inside a `Dialog`). */
export function RelayTemplateDialog({
  settings,
  relay,
  onSaved,
}: {
  settings: CommunitySettings;
  relay: Relay;
  onSaved: () => void;
}) {
  const update = useApiMutation(relayEndpoints.update, {
    call: (template: string | null) => ({
      params: { id: settings.id, relayId: relay.id },
      body: { template },
    }),
    invalidates: itemInvalidations(relayEndpoints.list, settings.id),
    successMessage: `Relay ${relay.number}'s template saved`,
    silentError: true,
  });
  const form = useForm<{ template: string }, ApiError>({
    initialValues: { template: relay.template ?? "" },
    validate: ({ template }) => {
      const problem = relayTemplateProblem(template);
      return problem ? { template: problem } : {};
    },
    onSendError: showApiFailure,
  });
  const onSubmit = form.handleSubmit(async ({ template }) => {
    await update.mutateAsync(template.trim() || null);
    onSaved();
  });
  return (
    <DialogContent
      title={`Template of relay ${relay.number}`}
      description="The text each message is posted in. Messages already posted stay as they are."
    >
      <ItemDialogForm
        form={form}
        onSubmit={onSubmit}
        failureTitle="Could not save the template"
        submitLabel="Save template"
      >
        <RelayTemplateField field={form.field("template")} />
      </ItemDialogForm>
    </DialogContent>
  );
}

"use client";

import type { CommunitySettings } from "@chartbot/contracts/communities";
import { relayEndpoints } from "@chartbot/contracts/endpoints/relays";
import type { CreateRelayBody, RelayWithUrl } from "@chartbot/contracts/relays";
import { DialogContent } from "@chartbot/ui/dialog";
import type { ApiError } from "@/client/api-error";
import { useApiMutation } from "@/client/use-api-mutation";
import { showApiFailure, useForm } from "@/components/form";
import { ChannelPicker, RolePicker } from "@/features/communities/discord-pickers";
import { ItemDialogForm } from "@/features/communities/item-dialog-form";
import { itemInvalidations } from "@/features/communities/use-save-community-item";
import { RelayTemplateField, relayTemplateProblem } from "./relay-template-field";

interface RelayFormValues {
  channelId: string;
  roleId: string;
  mentionEveryone: boolean;
  template: string;
}

/** The create form of a relay, as a dialog's content (render inside a `Dialog`); answers the relay with its URL. */
export function RelayDialog({
  settings,
  onCreated,
}: {
  settings: CommunitySettings;
  onCreated: (relay: RelayWithUrl) => void;
}) {
  const create = useApiMutation(relayEndpoints.create, {
    call: (body: CreateRelayBody) => ({
      params: { id: settings.id },
      body,
    }),
    invalidates: itemInvalidations(relayEndpoints.list, settings.id),
    silentError: true,
  });
  // The server's @everyone role has the server's id.
  const everyoneRoleId = settings.guildId;
  const form = useForm<RelayFormValues, ApiError>({
    initialValues: { channelId: "", roleId: "", mentionEveryone: false, template: "" },
    validate: (values) => {
      const template = relayTemplateProblem(values.template);
      return {
        ...(!values.channelId && { channelId: "Choose the channel the relay posts in." }),
        ...(template && { template }),
      };
    },
    onSendError: showApiFailure,
  });

  const onSubmit = form.handleSubmit(async ({ channelId, roleId, mentionEveryone, template }) => {
    const role = mentionEveryone ? everyoneRoleId : roleId.trim() || null;
    onCreated(
      await create.mutateAsync({
        channelId: channelId.trim(),
        roleId: role,
        mentionEveryone,
        template: template.trim() || null,
      }),
    );
  });

  return (
    <DialogContent
      title="Create a relay"
      description="A private URL that posts whatever is sent to it in a channel: for TradingView alerts, trading bots and scripts."
    >
      <ItemDialogForm
        form={form}
        onSubmit={onSubmit}
        failureTitle="Could not create the relay"
        submitLabel="Create relay"
      >
        <ChannelPicker communityId={settings.id} label="Channel" field={form.field("channelId")} />
        <RolePicker
          communityId={settings.id}
          label="Role to mention (optional)"
          hint="Mentioned with every message the relay posts."
          field={form.field("roleId")}
          mentionEveryone={form.values.mentionEveryone}
          onMentionEveryoneChange={(on) => form.setValue("mentionEveryone", on)}
        />
        <RelayTemplateField field={form.field("template")} />
      </ItemDialogForm>
    </DialogContent>
  );
}

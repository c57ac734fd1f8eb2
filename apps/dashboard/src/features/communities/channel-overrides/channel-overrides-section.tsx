"use client";

import type { CommunityChannelOverride, PutChannelOverrideBody } from "@chartbot/contracts/channel-overrides";
import type { CommunitySettings } from "@chartbot/contracts/communities";
import { auditLogEndpoints } from "@chartbot/contracts/endpoints/audit-log";
import { channelOverrideEndpoints } from "@chartbot/contracts/endpoints/channel-overrides";
import { Badge } from "@chartbot/ui/badge";
import { Button } from "@chartbot/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@chartbot/ui/dialog";
import { Inline } from "@chartbot/ui/inline";
import { List, ListRow, ListRowActions, ListRowMain, ListRowTitle } from "@chartbot/ui/list";
import { Select } from "@chartbot/ui/select";
import { Skeleton } from "@chartbot/ui/skeleton";
import { Stack } from "@chartbot/ui/stack";
import { TextField } from "@chartbot/ui/text-field";
import { useState } from "react";
import type { ApiError } from "@/client/api-error";
import { useApiMutation } from "@/client/use-api-mutation";
import { type Invalidation, useApiQuery } from "@/client/use-api-query";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Failure, QueryFailure } from "@/components/failure";
import { Form, SubmitButton, showApiFailure, useForm } from "@/components/form";
import * as formLayout from "@/components/form-layout.css";
import { UsageMeter } from "@/components/usage-meter";
import * as styles from "@/features/communities/communities.css";
import { channelName } from "@/features/communities/discord-options";
import { ChannelPicker, useServerChannels } from "@/features/communities/discord-pickers";
import {
  type AutoDeleteChoice,
  describeOverride,
  type OverrideFormValues,
  overrideAutoDeleteOptions,
  overrideFormValues,
  overrideModeOptions,
  toOverrideBody,
} from "./channel-override-values";

/** What saving or removing an override refreshes: the community's overrides and its audit log. */
function overrideInvalidations(communityId: string): Invalidation[] {
  const params = { id: communityId };
  return [
    { endpoint: channelOverrideEndpoints.list, params },
    { endpoint: auditLogEndpoints.list, params },
  ];
}

/**
 * Channels whose ticker parsing mode or auto-delete differ from the settings above: the list (channel names
 * from Discord; a channel since deleted says so), add and edit in a dialog, remove after a confirmation.
 */
export function ChannelOverridesSection({ settings }: { settings: CommunitySettings }) {
  const query = useApiQuery(channelOverrideEndpoints.list, { params: { id: settings.id } });
  const channels = useServerChannels(settings.id);
  const [adding, setAdding] = useState(false);
  const disconnected = settings.status === "disconnected";

  if (query.isPending) return <Skeleton height="6rem" />;
  if (query.isError) return <QueryFailure title="Could not load the channel overrides" query={query} />;
  const { overrides, limit } = query.data;
  return (
    <Stack gap="lg">
      <p className={formLayout.muted}>
        A channel can read tickers in another mode, or tidy up differently, than the rest of the server.
      </p>
      <Inline gap="md" justify="space-between">
        <UsageMeter used={overrides.length} limit={limit}>
          {overrides.length} of at most {limit} channels.
        </UsageMeter>
        <Dialog open={adding} onOpenChange={setAdding}>
          <DialogTrigger asChild>
            <Button size="sm" disabled={disconnected || overrides.length >= limit}>
              Add a channel override
            </Button>
          </DialogTrigger>
          {adding && (
            <OverrideDialog
              settings={settings}
              taken={overrides.map((override) => override.channelId)}
              onSaved={() => setAdding(false)}
            />
          )}
        </Dialog>
      </Inline>
      {overrides.length === 0 ? (
        <p className={formLayout.muted}>No channel overrides: every channel follows the settings above.</p>
      ) : (
        <List aria-label="Channel overrides">
          {overrides.map((override) => (
            <OverrideRow
              key={override.channelId}
              settings={settings}
              override={override}
              name={channelName(channels, override.channelId)}
              editable={!disconnected}
            />
          ))}
        </List>
      )}
    </Stack>
  );
}

function OverrideRow({
  settings,
  override,
  name,
  editable,
}: {
  settings: CommunitySettings;
  override: CommunityChannelOverride;
  name: { name: string; missing: boolean };
  editable: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const remove = useApiMutation(channelOverrideEndpoints.delete, {
    call: () => ({ params: { id: settings.id, channelId: override.channelId } }),
    invalidates: overrideInvalidations(settings.id),
    successMessage: `Override of ${name.name} removed`,
    errorTitle: "Could not remove the override",
  });
  return (
    <ListRow>
      <ListRowMain>
        <ListRowTitle>
          {name.name} {name.missing && <Badge tone="negative">No longer in the server</Badge>}
        </ListRowTitle>
        <p className={formLayout.muted}>{describeOverride(settings, override).join(" · ")}</p>
      </ListRowMain>
      <ListRowActions>
        <Dialog open={editing} onOpenChange={setEditing}>
          <DialogTrigger asChild>
            <Button
              variant="secondary"
              size="sm"
              disabled={!editable}
              aria-label={`Edit override of ${name.name}`}
            >
              Edit
            </Button>
          </DialogTrigger>
          {editing && (
            <OverrideDialog
              settings={settings}
              override={override}
              channel={name.name}
              onSaved={() => setEditing(false)}
            />
          )}
        </Dialog>
        <ConfirmDialog
          trigger={
            <Button
              variant="ghost"
              size="sm"
              disabled={!editable}
              aria-label={`Remove override of ${name.name}`}
            >
              Remove
            </Button>
          }
          title="Remove this override?"
          description={`${name.name} follows the server's ticker parsing mode and auto-delete again. The audit log keeps the change, so you can revert it.`}
          confirmLabel="Remove override"
          onConfirm={() => remove.mutate()}
        />
      </ListRowActions>
    </ListRow>
  );
}

/** The add/edit form of a channel override, as a dialog's content (render inside a `Dialog`). */
function OverrideDialog({
  settings,
  override,
  channel,
  taken = [],
  onSaved,
}: {
  settings: CommunitySettings;
  /** The override to edit; a new one when absent. */
  override?: CommunityChannelOverride;
  /** The edited override's channel name. */
  channel?: string;
  /** Channels that already have an override (a new one picks another). */
  taken?: string[];
  onSaved: () => void;
}) {
  const save = useApiMutation<
    typeof channelOverrideEndpoints.put,
    { channelId: string; body: PutChannelOverrideBody }
  >(channelOverrideEndpoints.put, {
    call: ({ channelId, body }) => ({ params: { id: settings.id, channelId }, body }),
    invalidates: overrideInvalidations(settings.id),
    successMessage: override ? "Override saved" : "Override added",
    silentError: true,
  });
  const form = useForm<OverrideFormValues, ApiError>({
    initialValues: () => overrideFormValues(settings, override),
    validate: (values) => {
      const result = toOverrideBody(settings, values);
      if (!result.ok) return result.errors;
      return !override && taken.includes(result.channelId)
        ? { channelId: "This channel has an override already: edit it in the list." }
        : {};
    },
    onSendError: showApiFailure,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const result = toOverrideBody(settings, values);
    if (!result.ok) return;
    await save.mutateAsync({ channelId: result.channelId, body: result.body });
    onSaved();
  });
  const { values, errors } = form;
  return (
    <DialogContent
      title={override ? `Edit the override of ${channel}` : "Add a channel override"}
      description="What differs in this channel from the server's settings; the rest follows the server."
    >
      <Form
        form={form}
        onSubmit={onSubmit}
        aria-label={override ? "Edit channel override" : "Add channel override"}
        renderFailure={(failure, id) => (
          <Failure id={id} title="Could not save the override">
            {failure.message}
          </Failure>
        )}
      >
        {!override && (
          <ChannelPicker communityId={settings.id} label="Channel" field={form.field("channelId")} />
        )}
        <Select
          label="Ticker parsing mode"
          options={overrideModeOptions(settings)}
          value={values.tickerMode}
          onValueChange={(mode) => form.setValue("tickerMode", mode)}
          error={errors.tickerMode}
        />
        <Stack gap="sm">
          <Select
            label="Auto-delete of the bot's messages"
            options={overrideAutoDeleteOptions(settings)}
            value={values.autoDelete}
            onValueChange={(choice) => form.setValue("autoDelete", choice as AutoDeleteChoice)}
          />
          {values.autoDelete === "after" && (
            <TextField
              label="Delete after (minutes)"
              inputMode="numeric"
              className={styles.narrowField}
              hint={`${settings.options.autoDeleteMinutes.min} to ${settings.options.autoDeleteMinutes.max} minutes (one day).`}
              {...form.field("autoDeleteMinutes")}
            />
          )}
        </Stack>
        <Inline justify="flex-end" className={styles.dialogActions}>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <SubmitButton form={form}>{override ? "Save override" : "Add override"}</SubmitButton>
        </Inline>
      </Form>
    </DialogContent>
  );
}

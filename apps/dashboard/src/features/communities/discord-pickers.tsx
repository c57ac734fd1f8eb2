"use client";

import { communityEndpoints } from "@chartbot/contracts/endpoints/communities";
import { Callout } from "@chartbot/ui/callout";
import { Checkbox } from "@chartbot/ui/checkbox";
import { Select } from "@chartbot/ui/select";
import { Stack } from "@chartbot/ui/stack";
import { TextField } from "@chartbot/ui/text-field";
import { type ReactNode, useState } from "react";
import { useApiQuery } from "@/client/use-api-query";
import type { FieldProps } from "@/components/form";
import {
  CHANNEL_SEARCH_FROM,
  channelOptions,
  channelWarnings,
  filterChannelOptions,
  NO_ROLE,
  roleOptions,
} from "./discord-options";

/** Channels and roles change rarely; the API caches them for a minute too. */
const STALE_MS = 60_000;

export interface PickerProps {
  communityId: string;
  /** The form's field (`form.field("channelId")`): its value is the id. */
  field: FieldProps;
  label: string;
  hint?: string;
}

/** The server's channels (undefined while unknown: loading, or Discord unreadable); one request per minute. */
export function useServerChannels(communityId: string) {
  return useApiQuery(communityEndpoints.channels, { params: { id: communityId }, staleTime: STALE_MS }).data
    ?.channels;
}

/** The server's roles, as `useServerChannels`. */
export function useServerRoles(communityId: string) {
  return useApiQuery(communityEndpoints.roles, { params: { id: communityId }, staleTime: STALE_MS }).data
    ?.roles;
}

/**
 * What a post's channel and role mention read as in a preview: the channel's name (without `#`) and the role's
 * name (`everyone` for @everyone), each undefined until known.
 */
export function usePostTarget(
  communityId: string,
  target: { channelId: string; roleId: string; mentionEveryone: boolean },
): { channelName: string | undefined; mention: string | undefined } {
  const channels = useServerChannels(communityId);
  const roles = useServerRoles(communityId);
  return {
    channelName: channels?.find((channel) => channel.id === target.channelId)?.name,
    mention: target.mentionEveryone ? "everyone" : roles?.find((role) => role.id === target.roleId)?.name,
  };
}

const setField = (field: FieldProps, value: string) => field.onChange({ target: { value } });

interface TypedIdProps {
  what: "channel" | "role";
  label: string;
  field: FieldProps;
  /** Why Discord could not be read. */
  error: Error;
  hint: string;
  required?: boolean;
  disabled?: boolean;
  children?: ReactNode;
}

/** When Discord cannot be read: the channel's or role's id, typed, and why the list is missing. */
function TypedId({ what, label, field, error, hint, required, disabled, children }: TypedIdProps) {
  return (
    <Stack gap="xs">
      <TextField
        label={`${label} (id)`}
        inputMode="numeric"
        autoComplete="off"
        required={required}
        hint={hint}
        disabled={disabled}
        {...field}
      />
      <Callout tone="warning" announce="none">
        Could not read the server's {what}s from Discord: {error.message} Type the {what}'s id instead.
      </Callout>
      {children}
    </Stack>
  );
}

/**
 * The channel of a post or an alert, picked from the server's channels as Discord lists them (grouped by
 * category; those the bot cannot post in disabled), with the bot's missing permissions for the chosen one.
 * When Discord cannot be read, the id can still be typed.
 */
export function ChannelPicker({ communityId, field, label, hint }: PickerProps) {
  const [search, setSearch] = useState("");
  const query = useApiQuery(communityEndpoints.channels, {
    params: { id: communityId },
    staleTime: STALE_MS,
  });
  if (query.isError) {
    return (
      <TypedId
        what="channel"
        label={label}
        field={field}
        error={query.error}
        required
        hint="Developer Mode on, right-click the channel, Copy Channel ID."
      />
    );
  }
  const channels = query.data?.channels ?? [];
  const warnings = channelWarnings(channels, field.value);
  const options = channelOptions(channels, field.value || undefined);
  const shown = filterChannelOptions(options, search, field.value);
  return (
    <Stack gap="xs">
      {options.length >= CHANNEL_SEARCH_FROM && (
        <TextField
          label={`Find a channel (${label.toLowerCase()})`}
          type="search"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          hint={
            search.trim() === ""
              ? `${options.length} channels: type part of a name or category to shorten the list.`
              : `${shown.length} of ${options.length} channels match.`
          }
        />
      )}
      <Select
        label={label}
        name={field.name}
        options={shown}
        placeholder={query.isPending ? "Loading channels…" : "Choose a channel"}
        disabled={query.isPending}
        value={field.value}
        onValueChange={(value) => setField(field, value)}
        error={field.error}
        hint={hint}
        required
      />
      {warnings.length > 0 && (
        <Callout tone="warning" title="Chartbot is missing permissions here">
          <ul>
            {warnings.map((warning) => (
              <li key={`${warning.permission}-${warning.feature}`}>{warning.message}</li>
            ))}
          </ul>
        </Callout>
      )}
    </Stack>
  );
}

export interface RolePickerProps extends PickerProps {
  /** Whether @everyone is mentioned: an explicit choice, apart from the roles. */
  mentionEveryone: boolean;
  onMentionEveryoneChange: (on: boolean) => void;
}

/**
 * The role to mention, picked from the server's roles (with their colours), or nobody; @everyone only through
 * its own checkbox. When Discord cannot be read, the id can still be typed.
 */
export function RolePicker({
  communityId,
  field,
  label,
  hint,
  mentionEveryone,
  onMentionEveryoneChange,
}: RolePickerProps) {
  const query = useApiQuery(communityEndpoints.roles, { params: { id: communityId }, staleTime: STALE_MS });
  const everyone = (
    <Checkbox
      label="Mention @everyone instead"
      hint="Notifies every member of the server with each post."
      checked={mentionEveryone}
      onCheckedChange={(on) => {
        onMentionEveryoneChange(on);
        if (on) setField(field, "");
      }}
    />
  );
  if (query.isError) {
    return (
      <TypedId
        what="role"
        label={label}
        field={field}
        error={query.error}
        hint="The role's id; leave empty to mention nobody."
        disabled={mentionEveryone}
      >
        {everyone}
      </TypedId>
    );
  }
  return (
    <Stack gap="xs">
      <Select
        label={label}
        name={field.name}
        options={roleOptions(query.data?.roles ?? [], field.value || undefined)}
        placeholder={query.isPending ? "Loading roles…" : "Nobody"}
        disabled={query.isPending || mentionEveryone}
        value={field.value || NO_ROLE}
        onValueChange={(value) => setField(field, value === NO_ROLE ? "" : value)}
        error={field.error}
        hint={hint}
      />
      {everyone}
    </Stack>
  );
}

"use client";

import { COMMANDS } from "@chartbot/command-catalogue";
import { scheduledPostEndpoints } from "@chartbot/contracts/endpoints/scheduled-posts";
import { type ScheduledPost, WEEKDAYS } from "@chartbot/contracts/scheduled-posts";
import { Checkbox } from "@chartbot/ui/checkbox";
import { DialogContent } from "@chartbot/ui/dialog";
import { Inline } from "@chartbot/ui/inline";
import { Select } from "@chartbot/ui/select";
import { Stack } from "@chartbot/ui/stack";
import { TextField } from "@chartbot/ui/text-field";
import { Tiles } from "@chartbot/ui/tiles";
import { useId } from "react";
import type { ApiError } from "@/client/api-error";
import { showApiFailure, useForm } from "@/components/form";
import * as formLayout from "@/components/form-layout.css";
import { TemplatePreview } from "@/components/template-preview";
import * as styles from "@/features/communities/communities.css";
import { ADDON_SLUGS } from "@/features/communities/community-addons";
import { ChannelPicker, RolePicker } from "@/features/communities/discord-pickers";
import { ItemDialogForm, type ItemDialogProps } from "@/features/communities/item-dialog-form";
import { useSaveCommunityItem } from "@/features/communities/use-save-community-item";
import {
  dayName,
  POST_TEXT_LIMITS,
  type PostFormValues,
  postChanges,
  postFormValues,
  postTemplateValues,
  timeZoneOptions,
  toPostBody,
  zoneCity,
} from "./post-form-values";
import { ScheduledPostPreview } from "./scheduled-post-preview";
import { SendPostTest } from "./send-post-test";

/** The create/edit form of a scheduled post, as a dialog's content (render inside a `Dialog`). */
export function ScheduledPostDialog({ settings, item: post, onSaved }: ItemDialogProps<ScheduledPost>) {
  const daysId = useId();
  const period = settings.options.scheduledPostPeriodMinutes;
  const save = useSaveCommunityItem({
    endpoints: scheduledPostEndpoints,
    communityId: settings.id,
    itemParams: (saved) => ({ id: settings.id, postId: saved.id }),
    successMessage: post ? "Scheduled post saved" : "Post scheduled",
  });
  // The server's @everyone role has the server's id.
  const everyoneRoleId = settings.guildId;
  const form = useForm<PostFormValues, ApiError>({
    initialValues: () => postFormValues(post, everyoneRoleId),
    validate: (values) => {
      const result = toPostBody(values, period, everyoneRoleId);
      return result.ok ? {} : result.errors;
    },
    onSendError: showApiFailure,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = toPostBody(values, period, everyoneRoleId);
    if (!result.ok) return;
    if (!post) {
      // A new post: leave out the empty optional fields.
      const { message, roleId, ...required } = result.body;
      await save.create({ ...required, ...(message && { message }), ...(roleId && { roleId }) });
    } else {
      const changes = postChanges(post, result.body);
      if (Object.keys(changes).length > 0) await save.update(post, changes);
    }
    onSaved();
  });

  return (
    <DialogContent
      size="lg"
      title={post ? "Edit scheduled post" : "Schedule a post"}
      description="The bot runs the command in the channel on a schedule, as if a member typed it."
    >
      <ItemDialogForm
        form={form}
        onSubmit={onSubmit}
        addon={ADDON_SLUGS.scheduledPosting}
        failureTitle="Could not save the post"
        submitLabel={post ? "Save post" : "Schedule post"}
      >
        <Tiles columns={{ mobile: 1, tablet: 2 }}>
          <Select
            label="Command"
            options={settings.options.scheduledPostCommands.map((command) => ({
              value: command,
              label: `${command}: ${COMMANDS[command].summary}`,
            }))}
            placeholder="Choose a command"
            value={form.values.command}
            onValueChange={(command) => form.setValue("command", command)}
            error={form.errors.command}
          />
          <TextField
            label="Arguments"
            autoComplete="off"
            spellCheck={false}
            placeholder="BTCUSD 4H"
            maxLength={POST_TEXT_LIMITS.arguments}
            hint="What follows the command, as you would type it."
            {...form.field("arguments")}
          />
          <ChannelPicker communityId={settings.id} label="Channel" field={form.field("channelId")} />
          <TextField
            label="Every (minutes)"
            inputMode="numeric"
            autoComplete="off"
            required
            hint={`${period.min} to ${period.max} minutes (once a day).`}
            {...form.field("periodMinutes")}
          />
        </Tiles>
        <Tiles columns={{ mobile: 1, tablet: 2 }}>
          <TimeZoneField
            value={form.values.timeZone}
            onChange={(zone) => form.setValue("timeZone", zone)}
            error={form.errors.timeZone}
          />
          <TextField
            label="Start time (optional)"
            type="time"
            autoComplete="off"
            hint="Runs at this time on each day chosen, then every period until the day ends. Empty: every period from now."
            {...form.field("startTime")}
          />
        </Tiles>
        <fieldset
          className={styles.dayPicker}
          aria-describedby={form.errors.days ? `${daysId}-error` : undefined}
        >
          <legend className={formLayout.legend}>Days</legend>
          <Inline gap="md">
            {WEEKDAYS.map((day) => (
              <Checkbox
                key={day}
                label={dayName(day)}
                checked={form.values.days.includes(day)}
                onCheckedChange={(on) =>
                  form.setValue(
                    "days",
                    on ? [...form.values.days, day] : form.values.days.filter((chosen) => chosen !== day),
                  )
                }
              />
            ))}
          </Inline>
          {form.errors.days && (
            <p id={`${daysId}-error`} role="alert" className={styles.fieldError}>
              {form.errors.days}
            </p>
          )}
        </fieldset>
        <Stack>
          <Checkbox
            label="US market hours only"
            hint="Posts only while US stock markets are open: 09:30 to 16:00 New York time, not on market holidays."
            checked={form.values.marketHoursOnly}
            onCheckedChange={(on) => form.setValue("marketHoursOnly", on)}
          />
          <Checkbox
            label="Skip US market holidays"
            hint="No post on the days the New York Stock Exchange is closed for a holiday (New York's calendar)."
            checked={form.values.skipHolidays}
            onCheckedChange={(on) => form.setValue("skipHolidays", on)}
          />
        </Stack>
        <TextField
          label="Message (optional)"
          autoComplete="off"
          maxLength={POST_TEXT_LIMITS.message}
          hint="Sent with each post. Placeholders such as {price} are filled in when it posts, {time} in the post's time zone."
          {...form.field("message")}
        />
        <TemplatePreview
          kind="post"
          template={form.values.message}
          values={postTemplateValues(form.values)}
        />
        <RolePicker
          communityId={settings.id}
          label="Role to mention (optional)"
          field={form.field("roleId")}
          mentionEveryone={form.values.mentionEveryone}
          onMentionEveryoneChange={(on) => form.setValue("mentionEveryone", on)}
        />
        <ScheduledPostPreview communityId={settings.id} values={form.values} />
        {post && <SendPostTest communityId={settings.id} post={post} />}
      </ItemDialogForm>
    </DialogContent>
  );
}

/**
 * The time zone, typed with suggestions: the browser offers every zone by current name as the user types a
 * city or region ("Berlin", "New York"), starting from the browser's own zone for a new post.
 */
function TimeZoneField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (zone: string) => void;
  error: string | undefined;
}) {
  const listId = useId();
  return (
    <>
      <TextField
        label="Time zone"
        list={listId}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={(event) => event.target.select()}
        hint="The days and start time are read in this zone. Type a city to search."
        error={error}
      />
      <datalist id={listId}>
        {timeZoneOptions(value).map((zone) => (
          <option key={zone} value={zone} label={zoneCity(zone)} />
        ))}
      </datalist>
    </>
  );
}

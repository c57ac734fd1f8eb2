"use client";

import type { CommunitySettings } from "@chartbot/contracts/communities";
import type { CreateScheduledPostBody, ScheduledPost } from "@chartbot/contracts/scheduled-posts";
import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Checkbox } from "@chartbot/ui/checkbox";
import { DialogClose, DialogContent } from "@chartbot/ui/dialog";
import { Inline } from "@chartbot/ui/inline";
import { Select } from "@chartbot/ui/select";
import { Stack, stack } from "@chartbot/ui/stack";
import { TextField } from "@chartbot/ui/text-field";
import { Tiles } from "@chartbot/ui/tiles";
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
  POST_TEXT_LIMITS,
  type PostField,
  type PostFormValues,
  postChanges,
  postFormValues,
  toPostBody,
} from "./post-form-values";

export interface ScheduledPostDialogProps {
  settings: CommunitySettings;
  /** The post to edit; a new one when absent. */
  post?: ScheduledPost;
  /** Called once the post is saved, to close the dialog. */
  onSaved: () => void;
}

/** The create/edit form of a scheduled post, as a dialog's content (render inside a `Dialog`). */
export function ScheduledPostDialog({ settings, post, onSaved }: ScheduledPostDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const api = communityApi(settings.id);
  const period = settings.options.scheduledPostPeriodMinutes;
  const [values, setValues] = useState<PostFormValues>(() => postFormValues(post));
  const [errors, setErrors] = useState<FieldErrors<PostField>>({});
  const [failure, setFailure] = useState<ApiError | null>(null);

  const save = useApiMutation<Partial<CreateScheduledPostBody>, ScheduledPost>({
    path: post ? api.post(post.id) : api.posts,
    method: post ? "PATCH" : "POST",
    invalidates: [api.posts, "/api/communities"],
    successMessage: post ? "Scheduled post saved" : "Post scheduled",
    silentError: true,
    onSuccess: () => onSaved(),
    onError: (error) => setFailure(error),
  });

  function set<Field extends keyof PostFormValues>(field: Field, value: PostFormValues[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const result = toPostBody(values, period);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    if (!post) {
      // A new post: leave out the empty optional fields.
      const { message, roleId, ...required } = result.body;
      save.mutate({ ...required, ...(message && { message }), ...(roleId && { roleId }) });
      return;
    }
    const changes = postChanges(post, result.body);
    if (Object.keys(changes).length === 0) onSaved();
    else save.mutate(changes);
  }

  return (
    <DialogContent
      size="lg"
      title={post ? "Edit scheduled post" : "Schedule a post"}
      description="The bot runs the command in the channel on a schedule, as if a member typed it."
    >
      <form ref={formRef} className={stack({ gap: "lg" })} noValidate onSubmit={onSubmit}>
        {failure &&
          (failure.code === "addon_required" ? (
            <AddonRequiredNotice
              slug={ADDON_SLUGS.scheduledPosting}
              name="Scheduled Posting"
              message={failure.message}
            />
          ) : (
            <Callout tone="danger" title="Could not save the post">
              {failure.message}
            </Callout>
          ))}
        <Tiles columns={{ mobile: 1, tablet: 2 }}>
          <Select
            label="Command"
            options={settings.options.scheduledPostCommands.map((command) => ({
              value: command,
              label: `/${command}`,
            }))}
            placeholder="Choose a command"
            value={values.command}
            onValueChange={(command) => set("command", command)}
            error={errors.command}
          />
          <TextField
            label="Arguments"
            name="arguments"
            autoComplete="off"
            spellCheck={false}
            placeholder="BTCUSD 4H"
            maxLength={POST_TEXT_LIMITS.arguments}
            hint="What follows the command, as you would type it."
            value={values.arguments}
            onChange={(event) => set("arguments", event.target.value)}
            error={errors.arguments}
          />
          <TextField
            label="Channel id"
            name="channelId"
            inputMode="numeric"
            autoComplete="off"
            required
            hint="Developer Mode on, right-click the channel, Copy Channel ID."
            value={values.channelId}
            onChange={(event) => set("channelId", event.target.value)}
            error={errors.channelId}
          />
          <TextField
            label="Every (minutes)"
            name="periodMinutes"
            inputMode="numeric"
            autoComplete="off"
            required
            hint={`${period.min} to ${period.max} minutes (once a day).`}
            value={values.periodMinutes}
            onChange={(event) => set("periodMinutes", event.target.value)}
            error={errors.periodMinutes}
          />
        </Tiles>
        <Stack>
          <Checkbox
            label="Skip weekends"
            checked={values.skipWeekends}
            onCheckedChange={(on) => set("skipWeekends", on)}
          />
          <Checkbox
            label="US market hours only"
            hint="Posts only while US stock markets are open."
            checked={values.marketHoursOnly}
            onCheckedChange={(on) => set("marketHoursOnly", on)}
          />
        </Stack>
        <TextField
          label="Message (optional)"
          name="message"
          autoComplete="off"
          maxLength={POST_TEXT_LIMITS.message}
          hint="Sent with each post."
          value={values.message}
          onChange={(event) => set("message", event.target.value)}
          error={errors.message}
        />
        <TextField
          label="Role to mention (optional)"
          name="roleId"
          inputMode="numeric"
          autoComplete="off"
          hint="The role's id; leave empty to mention nobody."
          value={values.roleId}
          onChange={(event) => set("roleId", event.target.value)}
          error={errors.roleId}
        />
        <Inline justify="flex-end" className={styles.dialogActions}>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" loading={save.isPending}>
            {post ? "Save post" : "Schedule post"}
          </Button>
        </Inline>
      </form>
    </DialogContent>
  );
}

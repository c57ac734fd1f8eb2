"use client";

import { noticeEndpoints } from "@chartbot/contracts/endpoints/notices";
import {
  NOTICE_KIND_SETTINGS,
  NOTICE_KINDS,
  type NoticeEmailSchedule,
  type NoticeKind,
  type NoticePreferences,
} from "@chartbot/contracts/notices";
import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Checkbox } from "@chartbot/ui/checkbox";
import { RadioGroup } from "@chartbot/ui/radio-group";
import { Stack } from "@chartbot/ui/stack";
import { useApiMutation } from "@/client/use-api-mutation";
import { useApiQuery } from "@/client/use-api-query";
import { Form, reportedByToast, useForm } from "@/components/form";
import * as formLayout from "@/components/form-layout.css";
import { QueryContent } from "@/components/query-content";

const SCHEDULES: { value: NoticeEmailSchedule; label: string; description: string }[] = [
  { value: "immediately", label: "One email per notice", description: "Sent when the notice is written." },
  { value: "daily_digest", label: "A daily digest", description: "One email a day with that day's notices." },
];

/** The words for a server without email settings (the controls are then off). */
export const NO_EMAILS =
  "This server sends no emails; notices still show here and as Discord direct messages.";

/** Which kinds of notice are emailed, and when (`GET`/`PUT /account/notice-preferences`). */
export function NoticeSettings() {
  const query = useApiQuery(noticeEndpoints.preferences);
  return (
    <QueryContent query={query} failureTitle="Could not load your notice settings">
      {(preferences) => <NoticeSettingsForm preferences={preferences} />}
    </QueryContent>
  );
}

/** The kinds in the contract's order, with `kind` in or out. */
export function withKind(kinds: readonly NoticeKind[], kind: NoticeKind, chosen: boolean): NoticeKind[] {
  const set = new Set(kinds);
  if (chosen) set.add(kind);
  else set.delete(kind);
  return NOTICE_KINDS.filter((each) => set.has(each));
}

function NoticeSettingsForm({ preferences }: { preferences: NoticePreferences }) {
  const save = useApiMutation(noticeEndpoints.updatePreferences, {
    invalidates: [noticeEndpoints.preferences],
    successMessage: "Notice emails saved",
    errorTitle: "Could not save your notice emails",
  });
  const form = useForm({
    initialValues: { emailKinds: preferences.emailKinds, emailSchedule: preferences.emailSchedule },
    onSendError: reportedByToast,
  });
  const disabled = !preferences.emailsAvailable;
  const onSubmit = form.handleSubmit((values) => save.mutateAsync(values));

  return (
    <Form form={form} onSubmit={onSubmit}>
      {disabled && <Callout tone="info">{NO_EMAILS}</Callout>}
      <p className={formLayout.muted}>
        {preferences.email
          ? `Emails go to ${preferences.email}.`
          : "Your account has no email address: no notice emails are sent."}
      </p>
      <Stack as="fieldset" gap="sm">
        <legend className={formLayout.legend}>Email me when</legend>
        {NOTICE_KINDS.map((kind) => (
          <Checkbox
            key={kind}
            label={NOTICE_KIND_SETTINGS[kind].label}
            checked={form.values.emailKinds.includes(kind)}
            disabled={disabled}
            onCheckedChange={(checked) =>
              form.setValue("emailKinds", withKind(form.values.emailKinds, kind, checked))
            }
          />
        ))}
      </Stack>
      <RadioGroup
        label="How"
        options={SCHEDULES}
        value={form.values.emailSchedule}
        disabled={disabled}
        onValueChange={(value) =>
          form.setValue("emailSchedule", value === "daily_digest" ? "daily_digest" : "immediately")
        }
      />
      <div>
        <Button type="submit" loading={form.submitting} disabled={disabled}>
          Save notice emails
        </Button>
      </div>
    </Form>
  );
}

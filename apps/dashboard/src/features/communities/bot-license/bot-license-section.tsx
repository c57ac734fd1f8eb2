"use client";

import type { LicensedBot } from "@chartbot/contracts/bot-license";
import type { CommunitySettings } from "@chartbot/contracts/communities";
import { botLicenseEndpoints } from "@chartbot/contracts/endpoints/bot-license";
import { Callout } from "@chartbot/ui/callout";
import { Inline } from "@chartbot/ui/inline";
import { Stack } from "@chartbot/ui/stack";
import { TextField } from "@chartbot/ui/text-field";
import { Tiles } from "@chartbot/ui/tiles";
import { useToast } from "@chartbot/ui/toast";
import { ApiError } from "@/client/api-error";
import { useApiMutation } from "@/client/use-api-mutation";
import { useApiQuery } from "@/client/use-api-query";
import { Form, messageOfError, SubmitButton, useForm } from "@/components/form";
import * as formLayout from "@/components/form-layout.css";
import { QueryContent } from "@/components/query-content";
import { AddonRequiredNotice } from "@/features/communities/addon-required-notice";
import { ADDON_SLUGS, isAddonActive } from "@/features/communities/community-addons";
import { BotLicenseSteps } from "./bot-license-steps";
import { botLicenseBody, botLicenseFormValues, validateBotLicenseForm } from "./bot-license-values";

/** The API's answers about what was typed, shown above the fields; others are toasts. */
const FORM_ERROR_CODES = new Set(["validation_failed"]);

/**
 * Bot License: with the add-on, the community's own bot (name, avatar, application, token) and the steps staff
 * take it through; without it, how to get it.
 */
export function BotLicenseSection({ settings }: { settings: CommunitySettings }) {
  const active = isAddonActive(settings, ADDON_SLUGS.botLicense);
  if (!active) {
    return (
      <AddonRequiredNotice
        slug={ADDON_SLUGS.botLicense}
        message="Run Chartbot here as your own bot, under your bot's name and avatar. Assign a Bot License slot to this community, then submit your bot on this page."
      />
    );
  }
  return <LicensedBotEditor communityId={settings.id} />;
}

function LicensedBotEditor({ communityId }: { communityId: string }) {
  const query = useApiQuery(botLicenseEndpoints.get, { params: { id: communityId } });
  return (
    <QueryContent query={query} failureTitle="Could not load your bot">
      {({ licensedBot }) => (
        <Stack gap="lg">
          {licensedBot ? (
            <BotLicenseSteps bot={licensedBot} />
          ) : (
            <p className={formLayout.muted}>
              Create an application in the Discord Developer Portal, add a bot to it, then submit it here. We
              set it up and it goes live under your name; its status shows here.
            </p>
          )}
          {/* Keyed by the saved bot, so the form restarts from what was saved (never the token). */}
          <LicensedBotForm
            key={licensedBot?.updatedAt ?? "new"}
            communityId={communityId}
            saved={licensedBot}
          />
        </Stack>
      )}
    </QueryContent>
  );
}

function LicensedBotForm({ communityId, saved }: { communityId: string; saved: LicensedBot | null }) {
  const { toast } = useToast();
  const params = { id: communityId };
  const save = useApiMutation(botLicenseEndpoints.save, {
    call: (body) => ({ params, body }),
    invalidates: [{ endpoint: botLicenseEndpoints.get, params }],
    successMessage: (bot) => {
      if (!saved) return "Bot submitted for review";
      return bot.updatedAt === saved.updatedAt
        ? "Nothing changed"
        : "Changes saved: your bot is submitted for review again";
    },
    silentError: true,
  });
  const form = useForm({
    initialValues: () => botLicenseFormValues(saved),
    validate: (values) => validateBotLicenseForm(values, saved),
    onSendError: (error, report) => {
      if (error instanceof ApiError && FORM_ERROR_CODES.has(error.code)) report.failure(error.message);
      else toast({ title: "Could not save your bot", description: messageOfError(error), tone: "negative" });
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const sent = save.mutateAsync(botLicenseBody(values));
    // The token is not kept in the page while the request runs or after it.
    form.setValue("token", "");
    await sent;
  });

  const tokenHint = saved
    ? `A token is saved (its last characters: …${saved.tokenEnding}). Leave this empty to keep it. Stored encrypted, never shown again.`
    : "Developer Portal, Bot, Reset Token. Stored encrypted: it is never shown again, not even to you.";

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Your bot">
      {saved?.status === "live" && (
        <Callout tone="warning" title="Your bot is live" announce="none">
          Saving a change takes it back to review: it runs again once we have set up the change.
        </Callout>
      )}
      <Tiles columns={{ mobile: 1, tablet: 2 }}>
        <TextField label="Bot name" autoComplete="off" required maxLength={32} {...form.field("name")} />
        <TextField
          label="Application id"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          required
          {...form.field("applicationId")}
        />
        <TextField
          label="Avatar URL (optional)"
          type="url"
          autoComplete="off"
          spellCheck={false}
          hint="An https:// link to a PNG, JPEG, GIF or WebP image. Empty: Discord's default avatar."
          {...form.field("avatarUrl")}
        />
        <TextField
          label="Bot token"
          type="password"
          autoComplete="new-password"
          spellCheck={false}
          required={saved === null}
          hint={tokenHint}
          {...form.field("token")}
        />
      </Tiles>
      <Inline gap="md">
        <SubmitButton form={form}>{saved ? "Save changes" : "Submit bot"}</SubmitButton>
      </Inline>
    </Form>
  );
}

"use client";

import type { CommunitySettings } from "@chartbot/contracts/communities";
import type { DiagnosisCause } from "@chartbot/contracts/diagnosis";
import { communityEndpoints } from "@chartbot/contracts/endpoints/communities";
import { diagnosisEndpoints } from "@chartbot/contracts/endpoints/diagnosis";
import { scheduledPostEndpoints } from "@chartbot/contracts/endpoints/scheduled-posts";
import { Badge } from "@chartbot/ui/badge";
import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Inline } from "@chartbot/ui/inline";
import { Link } from "@chartbot/ui/link";
import { Select } from "@chartbot/ui/select";
import { Skeleton } from "@chartbot/ui/skeleton";
import { Stack } from "@chartbot/ui/stack";
import { TextField } from "@chartbot/ui/text-field";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useApiMutation } from "@/client/use-api-mutation";
import { useApiQuery } from "@/client/use-api-query";
import { QueryFailure } from "@/components/failure";
import { Form, SubmitButton, useForm } from "@/components/form";
import * as formLayout from "@/components/form-layout.css";
import * as styles from "./diagnosis.css";
import { diagnosisChannelOptions, SEVERITY, tickerSentence } from "./diagnosis-values";

interface DiagnosisRequest {
  channelId: string;
  command: string;
}

/**
 * "Diagnose a channel": pick a channel (and type a command as a member would), then every reason Chartbot would
 * not answer there, in order, each with its fix; "Everything looks right" when there is none.
 */
export function DiagnosisSection({ settings }: { settings: CommunitySettings }) {
  // The question lives in the address (?channel=&command=): a diagnosis can be reloaded, bookmarked and shared.
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const asked = askedIn(searchParams);
  const channels = useApiQuery(communityEndpoints.channels, { params: { id: settings.id }, retry: false });
  const form = useForm<DiagnosisRequest>({
    initialValues: asked ?? { channelId: "", command: "" },
    validate: (values) => (values.channelId ? {} : { channelId: "Choose the channel to check." }),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const query = new URLSearchParams({ channel: values.channelId });
    if (values.command.trim()) query.set("command", values.command.trim());
    router.replace(`${pathname}?${query}`, { scroll: false });
  });
  const options = diagnosisChannelOptions(channels.data?.channels ?? []);
  return (
    <Stack gap="lg">
      <p className={formLayout.muted}>
        Chartbot not answering somewhere? Pick the channel, and type the command a member tried if you know
        it.
      </p>
      <Form form={form} onSubmit={onSubmit} aria-label="Diagnose a channel">
        {channels.isError ? (
          <TextField
            label="Channel (id)"
            inputMode="numeric"
            autoComplete="off"
            hint={`Could not read the server's channels from Discord: ${channels.error.message} Type the channel's id.`}
            {...form.field("channelId")}
          />
        ) : (
          <Select
            label="Channel"
            name="channelId"
            options={options}
            placeholder={channels.isPending ? "Loading channels…" : "Choose a channel"}
            disabled={channels.isPending}
            value={form.values.channelId}
            onValueChange={(value) => form.setValue("channelId", value)}
            error={form.errors.channelId}
            required
          />
        )}
        <TextField
          label="Command (optional)"
          autoComplete="off"
          spellCheck={false}
          placeholder="c btc 4h"
          hint="As a member types it: the ticker is read in this channel's mode, and the add-on it needs is checked."
          {...form.field("command")}
        />
        <Inline justify="flex-end">
          <SubmitButton form={form}>Diagnose</SubmitButton>
        </Inline>
      </Form>
      {asked && <DiagnosisResult settings={settings} asked={asked} />}
    </Stack>
  );
}

/** The channel and command of the address, or null before the first question. */
function askedIn(searchParams: { get(name: string): string | null }): DiagnosisRequest | null {
  const channelId = searchParams.get("channel");
  return channelId ? { channelId, command: searchParams.get("command") ?? "" } : null;
}

function DiagnosisResult({ settings, asked }: { settings: CommunitySettings; asked: DiagnosisRequest }) {
  const query = useApiQuery(diagnosisEndpoints.channel, {
    params: { id: settings.id },
    query: { channelId: asked.channelId, command: asked.command || undefined },
  });
  if (query.isPending) return <Skeleton height="6rem" />;
  if (query.isError) return <QueryFailure title="Could not diagnose the channel" query={query} />;
  const diagnosis = query.data;
  const channel = diagnosis.channelName ? `#${diagnosis.channelName}` : "this channel";
  return (
    <section aria-labelledby="diagnosis-result" className={styles.result}>
      <Stack gap="md">
        <h3 id="diagnosis-result" className={styles.heading}>
          {diagnosis.causes.length === 0
            ? `Everything looks right in ${channel}`
            : `${diagnosis.causes.length} ${diagnosis.causes.length === 1 ? "reason" : "reasons"} in ${channel}`}
        </h3>
        <p className={formLayout.muted}>
          {diagnosis.tickerMode === "crypto" ? "Crypto" : "Traditional"} mode
          {diagnosis.autoDeleteMinutes ? ` · answers deleted after ${diagnosis.autoDeleteMinutes} min` : ""}
          {diagnosis.ticker ? ` · ${tickerSentence(diagnosis.ticker)}` : ""}
        </p>
        {diagnosis.causes.length === 0 ? (
          <Callout tone="success" announce="status">
            Chartbot should answer {diagnosis.command ? `"${diagnosis.command}"` : "commands"} in {channel}.
          </Callout>
        ) : (
          <ol className={styles.causes} aria-label="Reasons, in order">
            {diagnosis.causes.map((cause, index) => (
              <CauseItem key={`${cause.code}-${index}`} settings={settings} cause={cause} />
            ))}
          </ol>
        )}
      </Stack>
    </section>
  );
}

function CauseItem({ settings, cause }: { settings: CommunitySettings; cause: DiagnosisCause }) {
  const severity = SEVERITY[cause.severity];
  return (
    <li className={styles.cause}>
      <Stack gap="sm">
        <Inline gap="sm">
          <Badge tone={severity.tone}>{severity.label}</Badge>
        </Inline>
        <p className={styles.message}>{cause.message}</p>
        {cause.fix && <FixButton settings={settings} fix={cause.fix} />}
      </Stack>
    </li>
  );
}

function FixButton({
  settings,
  fix,
}: {
  settings: CommunitySettings;
  fix: NonNullable<DiagnosisCause["fix"]>;
}) {
  const resume = useApiMutation<typeof scheduledPostEndpoints.update, void>(scheduledPostEndpoints.update, {
    call: () => ({
      params: { id: settings.id, postId: fix.kind === "resume_post" ? fix.postId : "" },
      body: { paused: false },
    }),
    invalidates: [
      { endpoint: scheduledPostEndpoints.list, params: { id: settings.id } },
      { endpoint: diagnosisEndpoints.channel, params: { id: settings.id } },
    ],
    successMessage: "Post resumed",
    errorTitle: "Could not resume the post",
  });
  if (fix.kind === "link") {
    const external = !fix.href.startsWith(window.location.origin);
    return (
      <Inline>
        <Button asChild size="sm" variant="secondary">
          <Link
            href={fix.href}
            unstyled
            {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {fix.label}
          </Link>
        </Button>
      </Inline>
    );
  }
  return (
    <Inline>
      <Button size="sm" loading={resume.isPending} onClick={() => resume.mutate()}>
        {fix.label}
      </Button>
    </Inline>
  );
}

"use client";

import { TERMS_VERSION } from "@chartbot/contracts/communities";
import { communityEndpoints } from "@chartbot/contracts/endpoints/communities";
import { discordEndpoints } from "@chartbot/contracts/endpoints/discord";
import { Avatar } from "@chartbot/ui/avatar";
import { Card } from "@chartbot/ui/card";
import { Checkbox } from "@chartbot/ui/checkbox";
import { EmptyState } from "@chartbot/ui/empty-state";
import { Inline } from "@chartbot/ui/inline";
import { Link } from "@chartbot/ui/link";
import { Skeleton } from "@chartbot/ui/skeleton";
import { Spinner } from "@chartbot/ui/spinner";
import { Stack } from "@chartbot/ui/stack";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { communityPath } from "@/auth/routes";
import { type ApiError, messageForError } from "@/client/api-error";
import { callEndpoint } from "@/client/api-fetch";
import { apiQueryKey, useApiQuery } from "@/client/use-api-query";
import { Failure, QueryFailure } from "@/components/failure";
import { Form, SubmitButton, showApiFailure, useForm } from "@/components/form";
import * as formLayout from "@/components/form-layout.css";
import { Page } from "@/components/page";
import { env } from "@/env";
import { AddBotAgain } from "@/features/communities/add-bot-again";
import { BackToCommunities } from "@/features/communities/back-to-communities";
import { ModeChooser } from "@/features/markets/mode-chooser";
import { INITIAL_SETUP_VALUES, type SetupFormValues, toSetupBody } from "./setup-form-values";

/**
 * /communities/setup?guild=<id>: after Chartbot was added to a server, the short setup that creates its
 * community: accept the terms, choose how tickers are read.
 */
export function CommunitySetup({ guildId }: { guildId: string | null }) {
  const servers = useApiQuery(discordEndpoints.servers, { enabled: guildId !== null });

  if (guildId === null) {
    return (
      <Page title="Set up Chartbot">
        <EmptyState
          title="No server chosen"
          description="Pick a server on My Communities to add Chartbot to it."
          action={<BackToCommunities />}
        />
      </Page>
    );
  }
  if (servers.isPending) {
    return (
      <Page title="Set up Chartbot">
        <Spinner size="sm" label="Reading your Discord servers…" />
        <Skeleton height="12rem" />
      </Page>
    );
  }
  if (servers.isError) {
    return (
      <Page title="Set up Chartbot" actions={<BackToCommunities />}>
        <QueryFailure title="Could not read your Discord servers" query={servers} />
      </Page>
    );
  }
  const server = servers.data.servers.find((candidate) => candidate.guildId === guildId);
  if (!server) {
    return (
      <Page title="Set up Chartbot">
        <EmptyState
          title="You do not manage this server"
          description="Only the owner and members with the Manage Server or Administrator permission can set Chartbot up in a server."
          action={<BackToCommunities />}
        />
      </Page>
    );
  }
  return (
    <Page
      title={`Set up Chartbot in ${server.name}`}
      description="Two things before Chartbot starts answering in this server."
      actions={<BackToCommunities />}
    >
      <Card>
        <Stack gap="lg">
          <Inline gap="md">
            <Avatar user={{ displayName: server.name, photoURL: server.iconUrl }} size="lg" decorative />
            <p className={formLayout.muted}>
              Chartbot answers here once the setup is done. You can change these choices later.
            </p>
          </Inline>
          <SetupForm guildId={guildId} serverName={server.name} />
        </Stack>
      </Card>
    </Page>
  );
}

function SetupForm({ guildId, serverName }: { guildId: string; serverName: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useForm<SetupFormValues, ApiError>({
    initialValues: INITIAL_SETUP_VALUES,
    validate: (values) => {
      const result = toSetupBody(values, { guildId, termsVersion: TERMS_VERSION });
      return result.ok ? {} : result.errors;
    },
    onSendError: showApiFailure,
  });

  const onSubmit = form.handleSubmit(
    async (values) => {
      const result = toSetupBody(values, { guildId, termsVersion: TERMS_VERSION });
      if (!result.ok) return;
      const community = await callEndpoint(communityEndpoints.create, { body: result.body });
      queryClient.setQueryData(
        apiQueryKey(communityEndpoints.get, { params: { id: community.id } }),
        community,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: apiQueryKey(communityEndpoints.list) }),
        queryClient.invalidateQueries({ queryKey: apiQueryKey(discordEndpoints.servers) }),
      ]);
      router.replace(communityPath(community.id));
    },
    { keepBusy: true },
  );

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      renderFailure={(failure, id) => (
        <Failure id={id} title="Could not set up the community">
          <Stack gap="sm">
            <span>{messageForError(failure)}</span>
            {(failure.code === "bot_not_in_server" || failure.code === "community_disconnected") && (
              <Inline>
                <AddBotAgain guildId={guildId} name={serverName} />
              </Inline>
            )}
          </Stack>
        </Failure>
      )}
    >
      <Stack gap="sm">
        <p>
          Read the{" "}
          <Link href={`${env.webOrigin}/terms-of-service`} target="_blank" rel="noopener">
            Terms of Service
          </Link>{" "}
          (version {TERMS_VERSION}). They apply to Chartbot in this server.
        </p>
        <Checkbox
          label="I accept the Terms of Service for this server"
          checked={form.values.acceptTerms}
          onCheckedChange={(on) => form.setValue("acceptTerms", on)}
          required
        />
        {form.errors.acceptTerms && <Failure>{form.errors.acceptTerms}</Failure>}
      </Stack>
      <Stack gap="sm">
        <ModeChooser
          legend="Ticker parsing mode"
          description="How the bot reads the tickers members type here. You can change it later."
          value={form.values.tickerMode === "" ? undefined : form.values.tickerMode}
          onChange={(mode) => form.setValue("tickerMode", mode)}
        />
        {form.errors.tickerMode && <Failure>{form.errors.tickerMode}</Failure>}
      </Stack>
      <Inline>
        <SubmitButton form={form}>Finish setup</SubmitButton>
      </Inline>
    </Form>
  );
}

"use client";

import type { AccountProfile } from "@chartbot/contracts/account";
import { accountEndpoints } from "@chartbot/contracts/endpoints/account";
import { Card } from "@chartbot/ui/card";
import { Skeleton } from "@chartbot/ui/skeleton";
import { Stack } from "@chartbot/ui/stack";
import type { ReactNode } from "react";
import { useApiQuery } from "@/client/use-api-query";
import { QueryFailure } from "@/components/failure";
import { Page, PageSection } from "@/components/page";
import { ActiveSessions } from "./active-sessions";
import { DeleteAccount } from "./delete-account";
import { DiscordLink } from "./discord-link";
import { DisplayNameForm } from "./display-name-form";
import { EmailForm } from "./email-form";
import { ExportData } from "./export-data";
import { PasswordForm } from "./password-form";
import * as styles from "./settings.css";
import { TickerModeForm } from "./ticker-mode-form";

/** /account/settings: profile, sign-in, preferences, and the account's data. */
export function AccountSettings() {
  const account = useApiQuery(accountEndpoints.get);

  return (
    <Page
      title="Account Settings"
      description="Your profile, how you sign in, your preferences and your data."
    >
      <Stack gap="xl">
        <SettingsCard title="Profile">
          <AccountData query={account}>{(profile) => <DisplayNameForm profile={profile} />}</AccountData>
        </SettingsCard>
        <SettingsCard title="Email address">
          <EmailForm />
        </SettingsCard>
        <SettingsCard title="Password">
          <PasswordForm />
        </SettingsCard>
        <SettingsCard title="Signed-in devices">
          <ActiveSessions />
        </SettingsCard>
        <SettingsCard title="Discord">
          <AccountData query={account}>{(profile) => <DiscordLink profile={profile} />}</AccountData>
        </SettingsCard>
        <SettingsCard title="Ticker parsing mode">
          <AccountData query={account}>{(profile) => <TickerModeForm profile={profile} />}</AccountData>
        </SettingsCard>
        <SettingsCard title="Your data">
          <ExportData />
        </SettingsCard>
        <SettingsCard title="Delete account" danger>
          <DeleteAccount />
        </SettingsCard>
      </Stack>
    </Page>
  );
}

function SettingsCard({ title, danger, children }: { title: string; danger?: boolean; children: ReactNode }) {
  return (
    <Card className={danger ? styles.dangerCard : undefined}>
      <PageSection title={title}>{children}</PageSection>
    </Card>
  );
}

function AccountData({
  query,
  children,
}: {
  query: ReturnType<typeof useApiQuery<typeof accountEndpoints.get>>;
  children: (profile: AccountProfile) => ReactNode;
}) {
  if (query.isPending) return <Skeleton height="2.5rem" />;
  if (query.isError) {
    return <QueryFailure title="Could not load your account" query={query} />;
  }
  return children(query.data);
}

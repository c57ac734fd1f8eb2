"use client";

import type { CommunitySummary } from "@chartbot/contracts/communities";
import { NativeSelect } from "@chartbot/ui/native-select";
import { Section } from "@chartbot/ui/section";
import { Stack } from "@chartbot/ui/stack";
import { useState } from "react";
import { UsagePanel } from "./usage-panel";

/** The subscriptions page's view of usage: what the add-ons did in one of the caller's communities at a time. */
export function SubscriptionsUsageSection({ communities }: { communities: readonly CommunitySummary[] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const community = communities.find((each) => each.id === chosen) ?? communities[0];
  if (!community) return null;
  return (
    <Section
      title="What your add-ons did"
      description="Posts, alerts, satellites, commands and relay messages, a day at a time (UTC)."
    >
      <Stack gap="lg">
        {communities.length > 1 && (
          <NativeSelect
            label="Community"
            options={communities.map((each) => ({ value: each.id, label: each.name }))}
            value={community.id}
            onValueChange={setChosen}
          />
        )}
        <UsagePanel key={community.id} communityId={community.id} communityName={community.name} />
      </Stack>
    </Section>
  );
}

"use client";

import { headlineText, usageHeadlines } from "@chartbot/addons";
import { USAGE_PERIODS, type UsagePeriod } from "@chartbot/contracts/usage";
import { RadioGroup } from "@chartbot/ui/radio-group";
import { Skeleton } from "@chartbot/ui/skeleton";
import { Stack } from "@chartbot/ui/stack";
import dynamic from "next/dynamic";
import { useState } from "react";
import { QueryFailure } from "@/components/failure";
import * as styles from "./usage.css";
import { useUsage } from "./use-usage";

// recharts is loaded when a usage panel first draws, never with the page's first JavaScript.
const UsageCharts = dynamic(() => import("./usage-charts"), {
  ssr: false,
  loading: () => <Skeleton height="12rem" />,
});

const PERIOD_OPTIONS = USAGE_PERIODS.map((days) => ({ value: String(days), label: `Last ${days} days` }));

export interface UsagePanelProps {
  communityId: string;
  /** The community's name, for the list's accessible name where several could be on a page. */
  communityName: string;
}

/**
 * What the add-ons did in a community: a line per add-on ("Scheduled Posting: 1,402 posts, 99.6 % on time"),
 * then a chart per line, over the last 7 or 30 days.
 */
export function UsagePanel({ communityId, communityName }: UsagePanelProps) {
  const [days, setDays] = useState<UsagePeriod>(7);
  const query = useUsage(communityId, days);
  const headlines = query.data ? usageHeadlines(query.data.totals) : [];
  return (
    <Stack gap="lg">
      <RadioGroup
        label="Period"
        orientation="horizontal"
        options={PERIOD_OPTIONS}
        value={String(days)}
        onValueChange={(value) => setDays(value === "30" ? 30 : 7)}
      />
      {query.isPending && <Skeleton height="6rem" />}
      {query.isError && <QueryFailure title="Could not load what the add-ons did" query={query} />}
      {query.data && (
        <>
          <ul className={styles.headlines} aria-label={`What the add-ons did in ${communityName}`}>
            {headlines.map((headline) => (
              <li key={headline.name}>{headlineText(headline)}</li>
            ))}
          </ul>
          <UsageCharts usage={query.data} headlines={headlines} />
        </>
      )}
    </Stack>
  );
}

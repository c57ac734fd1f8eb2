"use client";

import type { CommunitySettings } from "@chartbot/contracts/communities";
import { relayEndpoints } from "@chartbot/contracts/endpoints/relays";
import type { Relay, RelayDryRun } from "@chartbot/contracts/relays";
import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Select } from "@chartbot/ui/select";
import { Stack } from "@chartbot/ui/stack";
import { TextField } from "@chartbot/ui/text-field";
import { useState } from "react";
import { useApiMutation } from "@/client/use-api-mutation";
import * as formLayout from "@/components/form-layout.css";
import { parseWords } from "./relay-values";

/** TradingView's alert message from the feature page, with its placeholders filled in as an alert fills them. */
export const DRY_RUN_EXAMPLE =
  '{"content": "BTCUSDT crossed 97250 on the 15 chart", "ticker": "BINANCE:BTCUSDT", "chart": "15"}';

/** A box to try a message on a relay: the API reads it as the relay URL would and answers the parse; nothing is posted. */
export function RelayDryRunBox({
  settings,
  relays,
}: {
  settings: CommunitySettings;
  relays: readonly Relay[];
}) {
  const [relayId, setRelayId] = useState(relays[0]?.id ?? "");
  const [body, setBody] = useState(DRY_RUN_EXAMPLE);
  const [result, setResult] = useState<RelayDryRun | null>(null);
  const chosen = relays.some((relay) => relay.id === relayId) ? relayId : (relays[0]?.id ?? "");
  const dryRun = useApiMutation(relayEndpoints.dryRun, {
    call: (text: string) => ({ params: { id: settings.id, relayId: chosen }, body: { body: text } }),
    silentError: true,
    onSuccess: (parse) => setResult(parse),
    onError: () => setResult(null),
  });

  return (
    <Stack gap="sm">
      <p className={formLayout.muted}>
        Read a message as a relay would, in its channel's parsing mode, without posting anything.
      </p>
      <Select
        label="Relay"
        options={relays.map((relay) => ({ value: relay.id, label: `Relay ${relay.number}` }))}
        value={chosen}
        onValueChange={setRelayId}
      />
      <TextField
        label="Message"
        autoComplete="off"
        spellCheck={false}
        hint="JSON with content, ticker, chart and role, or plain text."
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <div>
        <Button size="sm" loading={dryRun.isPending} onClick={() => dryRun.mutate(body)} disabled={!chosen}>
          Dry run
        </Button>
      </div>
      {dryRun.isError && (
        <Callout tone="danger" title="The relay would refuse this message">
          {dryRun.error.message}
        </Callout>
      )}
      {result && !dryRun.isError && (
        <Callout tone="info" title="The relay would post">
          <Stack gap="xs">
            <span>“{result.content}”</span>
            <span>
              {parseWords(result)} · read in {result.tickerMode} mode
            </span>
          </Stack>
        </Callout>
      )}
    </Stack>
  );
}

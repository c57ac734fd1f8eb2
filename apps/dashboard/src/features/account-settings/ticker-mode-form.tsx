"use client";

import type { AccountProfile } from "@chartbot/contracts/account";
import { accountEndpoints } from "@chartbot/contracts/endpoints/account";
import type { TickerMode } from "@chartbot/contracts/markets";
import { MODE_HELP, MODE_LABELS, TICKER_MODES } from "@chartbot/ticker-parser";
import { stack } from "@chartbot/ui/stack";
import { Tiles } from "@chartbot/ui/tiles";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useApiMutation } from "@/client/use-api-mutation";
import { apiQueryKey } from "@/client/use-api-query";
import * as choiceCard from "@/components/choice-card.css";
import * as formLayout from "@/components/form-layout.css";

const accountKey = apiQueryKey(accountEndpoints.get);

/** The preferred ticker parsing mode for personal use, with the spec's help texts; saved on change. */
export function TickerModeForm({ profile }: { profile: AccountProfile }) {
  const queryClient = useQueryClient();
  // The mode just picked, shown from the click on: the cache's optimistic update comes a tick later, and a
  // controlled radio would meanwhile snap back to the old mode (the checked state flickered, and a click
  // could read as not taken).
  const [picked, setPicked] = useState<TickerMode>();
  const shown = picked ?? profile.tickerMode;
  const save = useApiMutation<
    typeof accountEndpoints.update,
    { tickerMode: TickerMode },
    AccountProfile | undefined
  >(accountEndpoints.update, {
    successMessage: (result) => `Ticker parsing mode: ${MODE_LABELS[result.tickerMode]}`,
    errorTitle: "Could not change the ticker parsing mode",
    // Shown at once; put back if the API refuses.
    onMutate: async ({ tickerMode }) => {
      await queryClient.cancelQueries({ queryKey: accountKey });
      const previous = queryClient.getQueryData<AccountProfile>(accountKey);
      if (previous) queryClient.setQueryData<AccountProfile>(accountKey, { ...previous, tickerMode });
      return previous;
    },
    onError: (_error, _variables, previous) => {
      if (previous) queryClient.setQueryData(accountKey, previous);
    },
    onSuccess: (result) => void queryClient.setQueryData(accountKey, result),
  });

  return (
    <Tiles as="fieldset" columns={{ mobile: 1, tablet: 2 }} gap="md" aria-describedby="ticker-mode-intro">
      <legend className={formLayout.legend}>
        <span id="ticker-mode-intro" className={formLayout.muted}>
          How the bot reads tickers you type in direct messages. Communities choose their own mode.
        </span>
      </legend>
      {TICKER_MODES.map((mode) => (
        <label key={mode} className={choiceCard.choice}>
          <input
            type="radio"
            name="tickerMode"
            value={mode}
            className={choiceCard.radio}
            checked={shown === mode}
            disabled={save.isPending}
            onChange={() => {
              setPicked(mode);
              save.mutate({ tickerMode: mode }, { onSettled: () => setPicked(undefined) });
            }}
            aria-describedby={`ticker-mode-${mode}-help`}
          />
          <span className={stack({ gap: "xs" })}>
            <span className={choiceCard.label}>{MODE_LABELS[mode]}</span>
            <span id={`ticker-mode-${mode}-help`} className={choiceCard.help}>
              {MODE_HELP[mode]}
            </span>
          </span>
        </label>
      ))}
    </Tiles>
  );
}

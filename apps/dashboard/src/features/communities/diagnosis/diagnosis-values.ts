import type { DiagnosisCause, DiagnosisTicker } from "@chartbot/contracts/diagnosis";
import type { DiscordChannel } from "@chartbot/contracts/discord";
import type { SelectOption } from "@chartbot/ui/select";
import { channelOptions } from "@/features/communities/discord-options";

/** Every text and announcement channel of the server, none disabled: a broken channel is what a diagnosis is for. */
export function diagnosisChannelOptions(channels: readonly DiscordChannel[]): SelectOption[] {
  return channelOptions(channels).map((option) => ({ ...option, disabled: false }));
}

/** A cause's severity in words, with its badge's tone. */
export const SEVERITY: Record<
  DiagnosisCause["severity"],
  { label: string; tone: "negative" | "new" | "neutral" }
> = {
  blocking: { label: "Stops answers", tone: "negative" },
  warning: { label: "Breaks a part", tone: "new" },
  info: { label: "Good to know", tone: "neutral" },
};

/** How the typed ticker reads here and in the other mode, in a sentence. */
export function tickerSentence(ticker: DiagnosisTicker): string {
  const here = ticker.market
    ? `"${ticker.ticker}" is ${ticker.market} in ${ticker.mode} mode (this channel's)`
    : `"${ticker.ticker}" names no market in ${ticker.mode} mode (this channel's)`;
  const there = ticker.otherMarket
    ? `${ticker.otherMarket} in ${ticker.otherMode} mode`
    : `nothing in ${ticker.otherMode} mode`;
  return `${here}; ${there}.`;
}

import type { RelayMessage, RelayMessageStatus, RelayParse } from "@chartbot/contracts/relays";

/** How long a message's excerpt in the list is, in characters. */
export const EXCERPT_LENGTH = 120;

/** A message's text cut to `EXCERPT_LENGTH` characters, on one line. */
export function excerptOf(content: string): string {
  const line = content.replace(/\s+/g, " ").trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1)}…` : line;
}

/** What was read of a message, in words: "BTCUSDT (Binance) · 15m chart · mentions @Signals". */
export function parseWords(parse: Pick<RelayParse, "ticker" | "chart" | "role">): string {
  const parts = [
    parse.ticker ? parse.ticker.label : "No ticker",
    parse.chart ? `${parse.chart} chart` : "no chart",
    ...(parse.role ? [`mentions @${parse.role}`] : []),
  ];
  return parts.join(" · ");
}

/** A delivery state's words, as the message's badge says them. */
export const STATUS_WORDS: Record<RelayMessageStatus, string> = {
  queued: "Waiting for the bot",
  delivered: "Posted",
  failed: "Not posted",
};

/** The badge tone of a delivery state. */
export function statusTone(status: RelayMessageStatus): "neutral" | "positive" | "negative" {
  if (status === "delivered") return "positive";
  return status === "failed" ? "negative" : "neutral";
}

/** The words under a failed message: why the bot could not post it. */
export function failureWords(message: Pick<RelayMessage, "status" | "failureReason">): string | null {
  return message.status === "failed" ? (message.failureReason ?? "The bot gave no reason.") : null;
}

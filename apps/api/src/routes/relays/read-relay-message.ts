import { readRelayPayload } from "@chartbot/contracts/relay-payload";
import type { RelayParse } from "@chartbot/contracts/relays";
import { parseTicker, type TickerMode } from "@chartbot/ticker-parser";
import { marketLabel } from "../../data/catalogue-symbols.js";
import type { ParsedRelayMessage } from "../../data/relays/queue-relay-message.js";
import { AppError } from "../../errors.js";
import { resolveAlertTicker } from "../alerts/resolve-alert-ticker.js";

/** A relay body read and its ticker resolved: as the API answers it, and as it is queued. */
export interface ReadRelayMessage {
  parse: RelayParse;
  queued: ParsedRelayMessage;
}

/**
 * Reads a relay body (`readRelayPayload`) and resolves its ticker in `mode`, the channel's parsing mode, as any
 * command's ticker; 400 `validation_failed` naming the field at fault.
 */
export function readRelayMessage(body: unknown, mode: TickerMode): ReadRelayMessage {
  const payload = readRelayPayload(body);
  if ("message" in payload) throw new AppError("validation_failed", payload.message);
  let ticker: RelayParse["ticker"] = null;
  if (payload.ticker !== null) {
    const resolved = parseTicker(payload.ticker, { mode });
    if (!resolved.ok) {
      throw new AppError("validation_failed", `ticker: ${resolveAlertTicker(payload.ticker, mode).message}`);
    }
    ticker = { input: payload.ticker, symbolId: resolved.symbol.id, label: marketLabel(resolved.symbol) };
  }
  const parse = { content: payload.content, ticker, chart: payload.chart, role: payload.role };
  return {
    parse,
    queued: {
      content: payload.content,
      tickerInput: ticker?.input ?? null,
      symbolId: ticker?.symbolId ?? null,
      chart: payload.chart,
      role: payload.role,
    },
  };
}

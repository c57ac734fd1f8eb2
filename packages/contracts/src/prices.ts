import { getSymbol } from "@chartbot/symbol-catalogue";
import { z } from "zod";
import { REPORTED_TIME_SKEW_MINUTES } from "./bot.ts";

/**
 * Prices the bot already knows: the last price of each catalogue symbol it watches (alerts, satellites), as it
 * reports them in batches. The website shows them beside alert levels; it never asks a market itself.
 */

/** A reported price older than this is stale: the distance of a level from it is hidden, not shown wrong. */
export const PRICE_STALE_AFTER_MINUTES = 5;
/**
 * A level outside this band around the price (0.2x to 5x) is far from it: the form warns (Alpha Bot refuses
 * such levels; we only warn, as a level may be meant for a long way off).
 */
export const FAR_LEVEL_BAND = { min: 0.2, max: 5 } as const;
/** Most prices one report may carry. */
export const MAX_REPORTED_PRICES = 200;
/** How long the reported prices of a symbol are kept (the chart's history); older ones are pruned. */
export const PRICE_HISTORY_HOURS = 24;
/** Most points the recent-price series of an alert answers (the newest ones). */
export const MAX_PRICE_SERIES_POINTS = 500;
/** Most symbols one `GET /prices` may ask for. */
export const MAX_PRICE_SYMBOLS = 50;
/**
 * The plausibility rule: a price more than this factor away from the symbol's latest stored price (either way)
 * within `PLAUSIBLE_JUMP_WINDOW_MINUTES` of it is refused as a jump no market makes that fast (a bad feed, a
 * wrong symbol, a unit mix-up). After a longer gap anything positive is accepted.
 */
export const PLAUSIBLE_JUMP_FACTOR = 2;
export const PLAUSIBLE_JUMP_WINDOW_MINUTES = 60;

const HISTORY_MS = PRICE_HISTORY_HOURS * 3_600_000;
const SKEW_MS = REPORTED_TIME_SKEW_MINUTES * 60_000;

/** Whether a price observed at `observedAt` is stale at `now`. */
export function isPriceStale(observedAt: string | Date, now: Date = new Date()): boolean {
  return now.getTime() - new Date(observedAt).getTime() > PRICE_STALE_AFTER_MINUTES * 60_000;
}

/** How far the level is from the price, in percent of the price (positive: above it). */
export function levelDistancePercent(price: number, level: number): number {
  return ((level - price) / price) * 100;
}

/** Whether the level is outside `FAR_LEVEL_BAND` around the price. */
export function isLevelFar(price: number, level: number): boolean {
  const ratio = level / price;
  return ratio < FAR_LEVEL_BAND.min || ratio > FAR_LEVEL_BAND.max;
}

/** Whether `price` is within `PLAUSIBLE_JUMP_FACTOR` of `previous`, either way. */
export function isPlausibleMove(previous: number, price: number): boolean {
  const ratio = price / previous;
  return ratio <= PLAUSIBLE_JUMP_FACTOR && ratio >= 1 / PLAUSIBLE_JUMP_FACTOR;
}

const SymbolIdSchema = z
  .string()
  .max(40)
  .refine(
    (id) => getSymbol(id) !== undefined,
    "must be a catalogue symbol id (as alerts and satellites name it)",
  );

/** One price the bot saw. */
export const ReportedPriceSchema = z.strictObject({
  symbolId: SymbolIdSchema,
  price: z
    .number()
    .positive()
    .max(1e12)
    .describe("The last price, in the symbol's quote currency (finite, above 0)"),
  observedAt: z.iso
    .datetime()
    .refine(
      (value) => Date.parse(value) <= Date.now() + SKEW_MS,
      `must not be in the future (at most ${REPORTED_TIME_SKEW_MINUTES} minutes ahead of the API's clock)`,
    )
    .refine(
      (value) => Date.parse(value) >= Date.now() - HISTORY_MS,
      `must be within the last ${PRICE_HISTORY_HOURS} hours`,
    )
    .describe("When the bot saw the price: with the symbol, the idempotency key"),
});
export type ReportedPrice = z.input<typeof ReportedPriceSchema>;

/** `PUT /api/bot/v1/prices`: a batch of last prices. */
export const BotPricesBodySchema = z.strictObject({
  prices: z
    .array(ReportedPriceSchema)
    .min(1)
    .max(MAX_REPORTED_PRICES)
    .describe(`1 to ${MAX_REPORTED_PRICES} prices, of any symbols`),
});
export type BotPricesBody = z.input<typeof BotPricesBodySchema>;

/** Why a reported price was not stored. */
export const PRICE_REFUSALS = ["implausible_jump"] as const;

/** The answer to a price report: how many were new, already known, or refused, and which were refused. */
export const BotPricesResultSchema = z.object({
  recorded: z.int().describe("New prices stored"),
  duplicates: z.int().describe("Prices already stored (same symbol and `observedAt`): nothing changed"),
  refused: z
    .array(
      z.object({
        index: z.int().describe("Its place in the report's `prices`"),
        symbolId: z.string(),
        reason: z.enum(PRICE_REFUSALS),
        message: z.string(),
      }),
    )
    .describe("Prices not stored, and why; the others are stored"),
});
export type BotPricesResult = z.infer<typeof BotPricesResultSchema>;

/** `GET /api/prices` query: the symbols, comma-separated. */
export const PricesQuerySchema = z.object({
  symbols: z
    .string()
    .min(1)
    .transform((value) => [...new Set(value.split(",").map((id) => id.trim()))])
    .pipe(z.array(z.string().min(1).max(40)).max(MAX_PRICE_SYMBOLS))
    .describe(`Catalogue symbol ids, comma-separated, at most ${MAX_PRICE_SYMBOLS}`),
});
export type PricesQuery = z.input<typeof PricesQuerySchema>;

/** The latest price of a symbol the bot reported, and how old it is. */
export const SymbolPriceSchema = z.object({
  symbolId: z.string(),
  price: z.number().nullable().describe("Null: the bot has not reported this symbol in the kept history"),
  observedAt: z.iso.datetime().nullable(),
  ageSeconds: z.int().nullable().describe("Seconds since `observedAt`, as of this answer"),
  stale: z
    .boolean()
    .describe(`Older than ${PRICE_STALE_AFTER_MINUTES} minutes, or none: do not compute a distance from it`),
});
export type SymbolPrice = z.infer<typeof SymbolPriceSchema>;

/** `GET /api/prices`: each asked symbol's latest price, in the order asked. */
export const PricesSchema = z.object({ prices: z.array(SymbolPriceSchema) });
export type Prices = z.infer<typeof PricesSchema>;

/** One point of a recent-price series. */
export const PricePointSchema = z.object({ price: z.number(), observedAt: z.iso.datetime() });
export type PricePoint = z.infer<typeof PricePointSchema>;

/** `GET /api/alerts/:id/prices`: the alert's symbol's recent prices, oldest first, and its level. */
export const AlertPriceSeriesSchema = z.object({
  symbolId: z.string(),
  level: z.number().nullable().describe("The alert's level, to draw on the chart; null when it has none"),
  points: z
    .array(PricePointSchema)
    .describe(
      `Oldest first: the newest ${MAX_PRICE_SERIES_POINTS} of the last ${PRICE_HISTORY_HOURS} hours at most`,
    ),
  latest: SymbolPriceSchema,
});
export type AlertPriceSeries = z.infer<typeof AlertPriceSeriesSchema>;

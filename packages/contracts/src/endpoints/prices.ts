import { AlertParamsSchema } from "../alerts.ts";
import { endpoint } from "../endpoint.ts";
import { ErrorResponses } from "../errors.ts";
import {
  AlertPriceSeriesSchema,
  MAX_PRICE_SERIES_POINTS,
  PRICE_HISTORY_HOURS,
  PRICE_STALE_AFTER_MINUTES,
  PricesQuerySchema,
  PricesSchema,
} from "../prices.ts";

const prices = { api: "dashboard", publicApi: true, auth: "session", tag: "prices" } as const;

/** Prices the bot reported, as the website and token holders read them (`/api/v1/prices` too). */
export const priceEndpoints = {
  latest: endpoint({
    ...prices,
    method: "GET",
    path: "/prices",
    summary: "The latest price the bot reported of each symbol asked, with its age",
    description: `Prices come from the bot, which reports the symbols it watches (alerts and satellites); a symbol it has not reported in the last ${PRICE_HISTORY_HOURS} hours answers \`price: null\`. A price older than ${PRICE_STALE_AFTER_MINUTES} minutes is \`stale\`. An id that is not a catalogue symbol is refused with 400.`,
    query: PricesQuerySchema,
    responses: { 200: PricesSchema, ...ErrorResponses },
  }),
  alertSeries: endpoint({
    ...prices,
    method: "GET",
    path: "/alerts/:id/prices",
    summary: "The recent prices the bot reported of one of the user's alerts' symbol, with its level",
    description: `Oldest first, at most the newest ${MAX_PRICE_SERIES_POINTS} of the last ${PRICE_HISTORY_HOURS} hours, for a small chart with the level drawn on it.`,
    params: AlertParamsSchema,
    responses: { 200: AlertPriceSeriesSchema, ...ErrorResponses },
  }),
};

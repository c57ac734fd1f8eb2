import { priceEndpoints } from "@chartbot/contracts/endpoints/prices";
import { getSymbol } from "@chartbot/symbol-catalogue";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { findAlert } from "../../data/alerts/find-alert.js";
import { readLatestPrices } from "../../data/prices/read-latest-prices.js";
import { readPriceSeries } from "../../data/prices/read-price-series.js";
import { AppError } from "../../errors.js";
import { accountOf, requireAccount } from "../../plugins/authenticate.js";
import { addEndpoint } from "../endpoint-route.js";
import type { RegistrationOptions } from "../registration.js";

/**
 * The prices the bot reported: the latest of some symbols, and an alert's recent series. Registered for the
 * dashboard and again for the public API (`authenticate`, see `RegistrationOptions`).
 */
export const priceRoutes: FastifyPluginAsyncZod<RegistrationOptions> = async (app, options) => {
  app.addHook("onRequest", options.authenticate ?? requireAccount);
  const { db } = app.database;

  addEndpoint(app, priceEndpoints.latest, async (request) => {
    const { symbols } = request.query;
    const unknown = symbols.find((id) => getSymbol(id) === undefined);
    if (unknown !== undefined) {
      throw new AppError("validation_failed", `symbols: ${unknown} is not a catalogue symbol id`);
    }
    return { prices: await readLatestPrices(db, symbols) };
  });

  addEndpoint(app, priceEndpoints.alertSeries, async (request) => {
    const alert = await findAlert(db, accountOf(request).id, request.params.id);
    if (!alert) throw new AppError("not_found", "This alert does not exist.");
    const [points, [latest]] = await Promise.all([
      readPriceSeries(db, alert.symbolId),
      readLatestPrices(db, [alert.symbolId]),
    ]);
    if (!latest) throw new Error("the latest price query answered no row for the alert's symbol");
    return { symbolId: alert.symbolId, level: alert.level, points, latest };
  });
};

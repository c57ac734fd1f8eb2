import { z } from "zod";
import { CCXT_EXCHANGES, PROVIDERS, SUB_SOURCES } from "./types.js";

/** A symbol id: a non-empty string of decimal digits. */
export const SymbolIdSchema = z.string().regex(/^[0-9]{1,20}$/, "A symbol id is a string of 1 to 20 digits");

export const ProviderSchema = z.enum(PROVIDERS);
export const CcxtExchangeSchema = z.enum(CCXT_EXCHANGES);

/** One catalogue value `[provider, subSource, ticker]`, with the sub-source checked against the provider. */
export const CatalogueEntrySchema = z
  .tuple([ProviderSchema, z.string(), z.string().regex(/^[A-Z0-9]+(\.[A-Z]+)?$/, "Tickers are upper-case")])
  .refine(([provider, subSource]) => SUB_SOURCES[provider].includes(subSource), {
    message: "This sub-source is not valid for the provider",
    path: [1],
  });

/** A whole catalogue map: symbol id -> entry. */
export const CatalogueSchema = z.record(SymbolIdSchema, CatalogueEntrySchema);

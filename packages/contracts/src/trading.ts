import { EXCHANGE_NAMES } from "@chartbot/symbol-catalogue";
import { z } from "zod";
import { PageQuerySchema, pageOf } from "./paging";

/** Exchanges whose API keys can be saved for trading commands; each needs only a key and a secret. */
export const TRADING_EXCHANGE_IDS = [
  "binance",
  "binance-futures",
  "bybit",
  "bitmex",
  "gate",
  "huobi",
] as const;
export const TradingExchangeSchema = z.enum(TRADING_EXCHANGE_IDS);
export type TradingExchangeId = z.infer<typeof TradingExchangeSchema>;

// The catalogue names the exchanges; Binance's futures API takes keys of its own.
const TRADING_EXCHANGE_NAMES: { readonly [Id in TradingExchangeId]: string } = {
  binance: EXCHANGE_NAMES.binance,
  "binance-futures": `${EXCHANGE_NAMES.binance} Futures`,
  bybit: EXCHANGE_NAMES.bybit,
  bitmex: EXCHANGE_NAMES.bitmex,
  gate: EXCHANGE_NAMES.gate,
  huobi: EXCHANGE_NAMES.huobi,
};

/** The trading exchanges with their display names, in picker order. */
export const TRADING_EXCHANGES = TRADING_EXCHANGE_IDS.map((id) => ({ id, name: TRADING_EXCHANGE_NAMES[id] }));

/** The display name of a saved credential's exchange (the id itself for one no longer offered). */
export function tradingExchangeName(id: string): string {
  return TRADING_EXCHANGES.find((exchange) => exchange.id === id)?.name ?? id;
}

/** Longest label of a key or token. */
export const MAX_LABEL_LENGTH = 50;
/** An exchange API key: 16 to 128 letters, digits, dashes or underscores. */
export const API_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
/** An exchange API secret: 16 to 256 letters, digits or `- _ + / =`. */
export const API_SECRET_PATTERN = /^[A-Za-z0-9_\-+/=]{16,256}$/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;

/** A name the user gives a key or token to tell them apart. */
const LabelSchema = z
  .string()
  .trim()
  .min(1, "enter a label")
  .max(MAX_LABEL_LENGTH)
  .regex(NO_CONTROL_CHARACTERS, "must not contain control characters");

/** `:id` of a credential or token. */
export const IdParamsSchema = z.object({ id: z.uuid() });

/** `GET /api/trading/exchanges` */
export const ExchangeListSchema = z.object({
  exchanges: z.array(z.object({ id: TradingExchangeSchema, name: z.string() })),
});
export type ExchangeList = z.infer<typeof ExchangeListSchema>;

// The messages below never include the value: validation errors are returned and may be logged.
/** `POST /api/trading/credentials` */
export const CreateCredentialBodySchema = z
  .strictObject({
    label: LabelSchema,
    exchange: TradingExchangeSchema,
    apiKey: z
      .string()
      .trim()
      .regex(API_KEY_PATTERN, "must be 16 to 128 letters, digits, dashes or underscores"),
    apiSecret: z
      .string()
      .trim()
      .regex(API_SECRET_PATTERN, "must be 16 to 256 letters, digits or the characters - _ + / ="),
  })
  .refine((body) => body.apiKey !== body.apiSecret, {
    path: ["apiSecret"],
    message: "must differ from the API key: paste the secret the exchange showed with the key",
  });
export type CreateCredentialBody = z.input<typeof CreateCredentialBodySchema>;

/** A saved exchange credential: the key only masked, the secret never. */
export const CredentialSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  exchange: z.string(),
  exchangeName: z.string(),
  maskedKey: z.string().describe("First and last four characters of the API key, e.g. abcd••••wxyz"),
  createdAt: z.iso.datetime(),
});
export type Credential = z.infer<typeof CredentialSchema>;

/** `GET /api/trading/credentials` */
export const CredentialListSchema = z.object({ credentials: z.array(CredentialSchema) });
export type CredentialList = z.infer<typeof CredentialListSchema>;

/** What a personal API token may do: `read` calls the public API's GET routes only. */
export const API_TOKEN_SCOPES = ["read", "read-write"] as const;
export const ApiTokenScopeSchema = z.enum(API_TOKEN_SCOPES);
export type ApiTokenScope = z.infer<typeof ApiTokenScopeSchema>;

/** `POST /api/trading/tokens` */
export const CreateTokenBodySchema = z.strictObject({
  label: LabelSchema,
  scope: ApiTokenScopeSchema.default("read").describe("`read` (the default) or `read-write`"),
});
export type CreateTokenBody = z.input<typeof CreateTokenBodySchema>;

/** A personal API token, without the token itself. */
export const TokenSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  prefix: z.string().describe("The token's first characters, to recognise it"),
  scope: ApiTokenScopeSchema,
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type Token = z.infer<typeof TokenSchema>;

/** `GET /api/trading/tokens` query: a page, of active or revoked tokens or of all. */
export const TokenListQuerySchema = PageQuerySchema.extend({
  status: z
    .enum(["active", "revoked"])
    .optional()
    .describe("`active`: usable tokens (a few, see the limit); `revoked`: the history; all when left out"),
});
export type TokenListQuery = z.input<typeof TokenListQuerySchema>;

/** `GET /api/trading/tokens`: a page of tokens, newest first. */
export const TokenPageSchema = pageOf(TokenSchema);
export type TokenPage = z.infer<typeof TokenPageSchema>;

/** `POST /api/trading/tokens`: the token itself is in this answer only. */
export const CreatedTokenSchema = TokenSchema.extend({
  token: z.string().describe("The token itself: shown this once, never again"),
});
export type CreatedToken = z.infer<typeof CreatedTokenSchema>;

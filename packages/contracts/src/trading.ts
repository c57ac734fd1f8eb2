import { EXCHANGE_NAMES } from "@chartbot/symbol-catalogue";
import { z } from "zod";
import { PageQuerySchema, pageOf } from "./paging.ts";

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

/** What a pasted key or secret must look like: the rule, and the words that tell the user. */
export interface KeyFormat {
  readonly pattern: RegExp;
  /** Every character a value may hold, e.g. "0123456789abcdef..." (tests build sample keys from it). */
  readonly alphabet: string;
  /** The length the exchange issues. */
  readonly typicalLength: number;
  /** The expected form in words, e.g. "64 letters and digits"; never contains the value itself. */
  readonly description: string;
}

/** Letters and digits (or another character class) of a length between `min` and `max`; `typical` is what the exchange issues. */
function keyFormat(alphabet: string, inWords: string, min: number, max: number, typical: number): KeyFormat {
  const escaped = alphabet.replace(/[-\\\]^]/g, "\\$&");
  return {
    pattern: new RegExp(`^[${escaped}]{${min},${max}}$`),
    alphabet,
    typicalLength: typical,
    description: `${typical} ${inWords}`,
  };
}
const DIGITS = "0123456789";
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const ALNUM = [LETTERS + DIGITS, "letters and digits"] as const;
const HEX = [`${DIGITS}abcdefABCDEF`, "hexadecimal characters (0-9, a-f)"] as const;
const URL_SAFE = [`${LETTERS}${DIGITS}_-`, "letters, digits, dashes or underscores"] as const;
const DASHED = [`${LETTERS}${DIGITS}-`, "letters, digits and dashes"] as const;

/**
 * Per exchange: its display name, whether the trading tool places real orders there (live trading), and the form
 * of its HMAC API key and secret. The lengths allow some slack around what the exchange issues, so only values
 * that are certainly wrong (whitespace inside, a wrong character, far too short or long) are refused. Sources and
 * assumptions: docs/decisions/exchange-key-formats.md.
 */
export const TRADING_EXCHANGE_RULES: {
  readonly [Id in TradingExchangeId]: {
    readonly name: string;
    readonly liveTrading: boolean;
    readonly apiKey: KeyFormat;
    readonly apiSecret: KeyFormat;
  };
} = {
  binance: {
    name: EXCHANGE_NAMES.binance,
    liveTrading: true,
    apiKey: keyFormat(...ALNUM, 60, 70, 64),
    apiSecret: keyFormat(...ALNUM, 60, 70, 64),
  },
  // Binance's futures API takes the same kind of keys, made for futures.
  "binance-futures": {
    name: `${EXCHANGE_NAMES.binance} Futures`,
    liveTrading: true,
    apiKey: keyFormat(...ALNUM, 60, 70, 64),
    apiSecret: keyFormat(...ALNUM, 60, 70, 64),
  },
  bybit: {
    name: EXCHANGE_NAMES.bybit,
    liveTrading: false,
    apiKey: keyFormat(...ALNUM, 16, 24, 18),
    apiSecret: keyFormat(...ALNUM, 32, 40, 36),
  },
  bitmex: {
    name: EXCHANGE_NAMES.bitmex,
    liveTrading: false,
    apiKey: keyFormat(...URL_SAFE, 20, 32, 24),
    apiSecret: keyFormat(...URL_SAFE, 40, 56, 48),
  },
  gate: {
    name: EXCHANGE_NAMES.gate,
    liveTrading: false,
    apiKey: keyFormat(...HEX, 32, 32, 32),
    apiSecret: keyFormat(...HEX, 64, 64, 64),
  },
  huobi: {
    name: EXCHANGE_NAMES.huobi,
    liveTrading: false,
    apiKey: keyFormat(...DASHED, 28, 40, 32),
    apiSecret: keyFormat(...DASHED, 28, 40, 32),
  },
};

/** A random made-up value of a format's typical length (for tests; never a real key). */
export function randomKeyOf(format: KeyFormat): string {
  const bytes = crypto.getRandomValues(new Uint8Array(format.typicalLength));
  return Array.from(bytes, (byte) => format.alphabet[byte % format.alphabet.length]).join("");
}

/** A made-up key and secret of an exchange's form, different each call (for tests; never real keys). */
export function randomKeysFor(exchange: TradingExchangeId): { apiKey: string; apiSecret: string } {
  const rules = TRADING_EXCHANGE_RULES[exchange];
  return { apiKey: randomKeyOf(rules.apiKey), apiSecret: randomKeyOf(rules.apiSecret) };
}

/** The trading exchanges with their display names and whether they trade live, in picker order. */
export const TRADING_EXCHANGES = TRADING_EXCHANGE_IDS.map((id) => ({
  id,
  name: TRADING_EXCHANGE_RULES[id].name,
  liveTrading: TRADING_EXCHANGE_RULES[id].liveTrading,
}));

/** The display name of a saved credential's exchange (the id itself for one no longer offered). */
export function tradingExchangeName(id: string): string {
  return TRADING_EXCHANGES.find((exchange) => exchange.id === id)?.name ?? id;
}

/**
 * What is wrong with a pasted key or secret for an exchange, as "must be 64 letters and digits, as Binance
 * issues them", or undefined when it has the exchange's form. Surrounding whitespace is the caller's to trim.
 */
export function keyFormatProblem(
  exchange: TradingExchangeId,
  field: "apiKey" | "apiSecret",
  value: string,
): string | undefined {
  const rules = TRADING_EXCHANGE_RULES[exchange];
  const format = rules[field];
  if (format.pattern.test(value)) return undefined;
  return `must be ${format.description}, as ${rules.name} issues them`;
}

/** Longest label of a key or token. */
export const MAX_LABEL_LENGTH = 50;
/** Longest key or secret read at all (every exchange's are far shorter); longer input is refused unread. */
export const MAX_KEY_LENGTH = 256;
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
  exchanges: z.array(
    z.object({
      id: TradingExchangeSchema,
      name: z.string(),
      liveTrading: z
        .boolean()
        .describe("Whether the trading tool places real orders on this exchange with the saved keys"),
    }),
  ),
});
export type ExchangeList = z.infer<typeof ExchangeListSchema>;

// The messages below never include the value: validation errors are returned and may be logged.
/** `POST /api/trading/credentials` */
export const CreateCredentialBodySchema = z
  .strictObject({
    label: LabelSchema,
    exchange: TradingExchangeSchema,
    apiKey: z.string().trim().min(1, "paste the API key from the exchange").max(MAX_KEY_LENGTH),
    apiSecret: z
      .string()
      .trim()
      .min(1, "paste the API secret the exchange showed with the key")
      .max(MAX_KEY_LENGTH),
  })
  .superRefine((body, context) => {
    for (const field of ["apiKey", "apiSecret"] as const) {
      const problem = keyFormatProblem(body.exchange, field, body[field]);
      if (problem) context.addIssue({ code: "custom", path: [field], message: problem });
    }
    if (body.apiKey === body.apiSecret) {
      context.addIssue({
        code: "custom",
        path: ["apiSecret"],
        message: "must differ from the API key: paste the secret the exchange showed with the key",
      });
    }
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

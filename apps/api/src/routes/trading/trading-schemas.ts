import { z } from "zod";
import { TRADING_EXCHANGE_IDS } from "./exchanges.js";

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;

/** A name the user gives a key or token to tell them apart. */
const LabelSchema = z
  .string()
  .trim()
  .min(1, "enter a label")
  .max(50)
  .regex(NO_CONTROL_CHARACTERS, "must not contain control characters");

export const IdParamsSchema = z.object({ id: z.uuid() });

export const TradingExchangeSchema = z.enum(TRADING_EXCHANGE_IDS);

// The messages below never include the value: validation errors are returned and may be logged.
export const CreateCredentialBodySchema = z
  .strictObject({
    label: LabelSchema,
    exchange: TradingExchangeSchema,
    apiKey: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{16,128}$/, "must be 16 to 128 letters, digits, dashes or underscores"),
    apiSecret: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_\-+/=]{16,256}$/, "must be 16 to 256 letters, digits or the characters - _ + / ="),
  })
  .refine((body) => body.apiKey !== body.apiSecret, {
    path: ["apiSecret"],
    message: "must differ from the API key: paste the secret the exchange showed with the key",
  });

/** A saved exchange credential: the key only masked, the secret never. */
export const CredentialSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  exchange: z.string(),
  exchangeName: z.string(),
  maskedKey: z.string().describe("First and last four characters of the API key, e.g. abcd••••wxyz"),
  createdAt: z.iso.datetime(),
});

export const CreateTokenBodySchema = z.strictObject({ label: LabelSchema });

/** A personal API token, without the token itself. */
export const TokenSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  prefix: z.string().describe("The token's first characters, to recognise it"),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});

export const CreatedTokenSchema = TokenSchema.extend({
  token: z.string().describe("The token itself: shown this once, never again"),
});

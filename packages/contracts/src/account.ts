import { z } from "zod";
import { DiscordLinkSchema } from "./discord.ts";
import { TickerModeSchema } from "./markets.ts";

/** `POST /api/account/create`: the Discord OAuth2 code and the redirect it was issued for. */
export const CreateAccountBodySchema = z.strictObject({
  code: z.string().min(1).max(512).describe("The authorization code Discord added to the redirect"),
  redirect: z.string().min(1).max(2048).describe("The redirect URI used in the authorize request"),
});
export type CreateAccountBody = z.input<typeof CreateAccountBodySchema>;

/** `POST /api/account/create`: a Firebase custom token to sign in with. */
export const CustomTokenSchema = z.object({ token: z.string() });
export type CustomToken = z.infer<typeof CustomTokenSchema>;

/** `GET` and `PATCH /api/account` */
export const AccountProfileSchema = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  emailVerified: z.boolean(),
  discord: DiscordLinkSchema.nullable().describe("The linked Discord account, or null"),
  tickerMode: TickerModeSchema,
  tickerModeChosen: z
    .boolean()
    .describe("Whether the user has saved a ticker mode; false while the default was never confirmed"),
  checklistHidden: z.boolean().describe("Whether the user hid the first-run checklist on Shortcuts"),
  createdAt: z.iso.datetime(),
});
export type AccountProfile = z.infer<typeof AccountProfileSchema>;

/** `PATCH /api/account`: only the fields sent change. */
export const UpdateAccountBodySchema = z
  .strictObject({
    displayName: z.string().trim().min(1).max(100).optional(),
    tickerMode: TickerModeSchema.optional(),
    checklistHidden: z
      .boolean()
      .optional()
      .describe("true hides the first-run checklist; false shows it again"),
  })
  .refine((body) => Object.keys(body).length > 0, "Send at least one field to change.");
export type UpdateAccountBody = z.input<typeof UpdateAccountBodySchema>;

/** `GET /api/account/export`: everything stored about the account. */
export const AccountExportSchema = z.record(z.string(), z.unknown());

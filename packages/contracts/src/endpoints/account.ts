import { z } from "zod";
import {
  AccountExportSchema,
  AccountProfileSchema,
  CreateAccountBodySchema,
  CustomTokenSchema,
  UpdateAccountBodySchema,
} from "../account.ts";
import { DiscordLinkSchema, LinkDiscordBodySchema } from "../discord.ts";
import { endpoint } from "../endpoint.ts";
import { ErrorResponses } from "../errors.ts";

export const accountEndpoints = {
  create: endpoint({
    method: "POST",
    path: "/account/create",
    api: "dashboard",
    auth: "none",
    tag: "account",
    // A Discord OAuth2 code in the body: no credential yet.
    summary: "Signs in with Discord: exchanges an OAuth2 code for a Firebase custom token",
    description:
      "Finds or creates the account linked to the Discord user and stores Discord's grant (scopes `identify email guilds`): only the account linked to that Discord user now is ever opened. A Discord user not linked yet whose email belongs to an existing account is refused with 409 `discord_email_in_use`: that account's owner signs in with their password and links Discord from Account Settings. A Discord user whose first sign-in created an account that has since unlinked them (or linked another Discord user) is refused with 409 `discord_unlinked`, and that account's link stays as it is. From the dashboard's origin it also starts the API session (the `__session` and `chartbot_signed_in` cookies, as `POST /api/session` sets them).",
    body: CreateAccountBodySchema,
    responses: { 200: CustomTokenSchema, ...ErrorResponses },
  }),
  linkDiscord: endpoint({
    method: "POST",
    path: "/account/discord",
    api: "dashboard",
    auth: "session",
    tag: "account",
    summary: "Links Discord to the account, or reconnects it (needs a recent sign-in)",
    description:
      "Exchanges the OAuth2 code (scopes `identify email guilds`) and stores Discord's grant. The same Discord user again reconnects a link whose grant Discord refused. A Discord user linked to another account is 409 `discord_already_linked`.",
    body: LinkDiscordBodySchema,
    responses: { 200: DiscordLinkSchema, ...ErrorResponses },
  }),
  unlinkDiscord: endpoint({
    method: "DELETE",
    path: "/account/discord",
    api: "dashboard",
    auth: "session",
    tag: "account",
    summary: "Unlinks Discord from the account (needs a recent sign-in)",
    description:
      "Deletes the stored grant (revoking it at Discord) and the account's access to communities, which came from Discord. Refused with 409 `last_sign_in_method` when Discord is the account's only way to sign in (no password).",
    responses: { 204: z.null(), ...ErrorResponses },
  }),
  get: endpoint({
    method: "GET",
    path: "/account",
    api: "dashboard",
    auth: "session",
    tag: "account",
    summary: "The signed-in user's account",
    responses: { 200: AccountProfileSchema, ...ErrorResponses },
  }),
  update: endpoint({
    method: "PATCH",
    path: "/account",
    api: "dashboard",
    auth: "session",
    tag: "account",
    summary: "Changes the display name, the preferred ticker parsing mode, or hides the first-run checklist",
    body: UpdateAccountBodySchema,
    responses: { 200: AccountProfileSchema, ...ErrorResponses },
  }),
  export: endpoint({
    method: "GET",
    path: "/account/export",
    api: "dashboard",
    auth: "session",
    tag: "account",
    summary: "Everything stored about the account, as a JSON download (secrets excluded)",
    responses: { 200: AccountExportSchema, ...ErrorResponses },
  }),
  delete: endpoint({
    method: "DELETE",
    path: "/account",
    api: "dashboard",
    auth: "session",
    tag: "account",
    summary:
      "Deletes the account, all its data, its sessions and the sign-in identity (needs a recent sign-in)",
    description:
      "Cancels every Stripe subscription of the account first, immediately. When one cannot be cancelled, nothing is deleted: 502 subscriptions_not_canceled.",
    responses: { 204: z.null(), ...ErrorResponses },
  }),
};

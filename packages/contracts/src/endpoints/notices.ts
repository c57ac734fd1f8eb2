import { BotIdParamsSchema } from "../bot.ts";
import { endpoint } from "../endpoint.ts";
import { ErrorResponses } from "../errors.ts";
import {
  BotNoticeMessageListSchema,
  BotNoticeMessageResultBodySchema,
  BotNoticeMessageResultSchema,
  MarkNoticesReadBodySchema,
  MarkNoticesReadResultSchema,
  NoticeListQuerySchema,
  NoticeListSchema,
  NoticePreferencesSchema,
  UnsubscribeBodySchema,
  UnsubscribeOneClickBodySchema,
  UnsubscribeOneClickQuerySchema,
  UnsubscribeResultSchema,
  UpdateNoticePreferencesBodySchema,
} from "../notices.ts";

/**
 * The account's notices: what broke in its communities (a post paused, an alert undelivered, a satellite stale,
 * a relay refusing, a payment failed, an add-on lapsing) with the page that fixes it, shown in the dashboard's
 * bell, sent as a Discord direct message by the bot and, for the kinds chosen, by email.
 */
export const noticeEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/notices",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "notices",
    summary: "The account's notices, newest first, with the unread count",
    description:
      "A notice is written when something breaks in a community the account runs, once per cause: the same cause notifies again only after it was resolved (`resolvedAt`) and happened again. `fixPath` is the dashboard page that fixes it.",
    query: NoticeListQuerySchema,
    responses: { 200: NoticeListSchema, ...ErrorResponses },
  }),
  markRead: endpoint({
    method: "POST",
    path: "/notices/read",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "notices",
    summary: "Marks notices read: by id, or all of them",
    description:
      "Ids of other accounts' notices, or unknown ones, are skipped (not an error); `marked` counts the changed.",
    body: MarkNoticesReadBodySchema,
    responses: { 200: MarkNoticesReadResultSchema, ...ErrorResponses },
  }),
  preferences: endpoint({
    method: "GET",
    path: "/account/notice-preferences",
    api: "dashboard",
    auth: "session",
    tag: "account",
    summary: "Which kinds of notice the account gets by email, and whether one at a time or a daily digest",
    responses: { 200: NoticePreferencesSchema, ...ErrorResponses },
  }),
  updatePreferences: endpoint({
    method: "PUT",
    path: "/account/notice-preferences",
    api: "dashboard",
    auth: "session",
    tag: "account",
    summary: "Chooses the kinds of notice emailed, and their schedule",
    body: UpdateNoticePreferencesBodySchema,
    responses: { 200: NoticePreferencesSchema, ...ErrorResponses },
  }),
  unsubscribe: endpoint({
    method: "POST",
    path: "/notices/unsubscribe",
    api: "dashboard",
    auth: "none",
    tag: "notices",
    summary: "An email's one-click unsubscribe: no sign-in, the token from the email",
    description:
      "The token signs the account and the kind (or all notice emails); a token that was changed or made up is 400 `validation_failed`. Unsubscribing twice answers the same.",
    body: UnsubscribeBodySchema,
    responses: { 200: UnsubscribeResultSchema, ...ErrorResponses },
  }),
  unsubscribeOneClick: endpoint({
    method: "POST",
    path: "/notices/unsubscribe-one-click",
    api: "dashboard",
    auth: "none",
    tag: "notices",
    summary: "The `List-Unsubscribe` URL of notice emails: a mail client's one-click unsubscribe (RFC 8058)",
    description:
      "Every notice email carries `List-Unsubscribe: <this URL?token=…>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`; the mail client posts that pair as a form (`application/x-www-form-urlencoded` or `multipart/form-data`), with no sign-in. Does what `POST /notices/unsubscribe` does with the same token: a token that was changed or made up is 400 `validation_failed`, unsubscribing twice answers the same.",
    query: UnsubscribeOneClickQuerySchema,
    body: UnsubscribeOneClickBodySchema,
    consumes: ["application/x-www-form-urlencoded", "multipart/form-data"],
    responses: { 200: UnsubscribeResultSchema, ...ErrorResponses },
  }),
  botMessages: endpoint({
    method: "GET",
    path: "/notice-messages",
    api: "bot",
    auth: "bot",
    tag: "bot",
    summary: "Notices to send as Discord direct messages, oldest first",
    description:
      "Send each to `discordUserId` with its title, message and fix link, then report it with `PUT /notice-messages/:id`. A notice stays here until reported; accounts without a linked Discord user get none.",
    responses: { 200: BotNoticeMessageListSchema, ...ErrorResponses },
  }),
  reportBotMessage: endpoint({
    method: "PUT",
    path: "/notice-messages/:id",
    api: "bot",
    auth: "bot",
    tag: "bot",
    summary: "A notice's direct message was sent, or could not be and why",
    description: "The first report counts; a later one answers the recorded status and changes nothing.",
    params: BotIdParamsSchema,
    body: BotNoticeMessageResultBodySchema,
    responses: { 200: BotNoticeMessageResultSchema, ...ErrorResponses },
  }),
};

import { noticeEndpoints } from "@chartbot/contracts/endpoints/notices";
import { NOTICE_KIND_SETTINGS } from "@chartbot/contracts/notices";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readUnsubscribeToken } from "../../crypto/unsubscribe-token.js";
import {
  countUnread,
  type EmailChoice,
  listNotices,
  markNoticesRead,
  readEmailChoice,
  saveEmailChoice,
} from "../../data/notices/notices.js";
import { AppError } from "../../errors.js";
import { accountOf, requireAccount } from "../../plugins/authenticate.js";
import { addEndpoint } from "../endpoint-route.js";
import { pageRequest } from "../paging.js";
import type { RegistrationOptions } from "../registration.js";

/**
 * The account's notices: the list with its unread count, and marking them read. Registered for the dashboard
 * and again for the public API (`authenticate`, see `RegistrationOptions`).
 */
export const noticeRoutes: FastifyPluginAsyncZod<RegistrationOptions> = async (app, options) => {
  app.addHook("onRequest", options.authenticate ?? requireAccount);
  const { db } = app.database;

  addEndpoint(app, noticeEndpoints.list, async (request) => {
    const accountId = accountOf(request).id;
    const unreadOnly = request.query.unread === "true";
    const [page, unread] = await Promise.all([
      listNotices(
        db,
        accountId,
        unreadOnly,
        pageRequest(request.query, unreadOnly ? "notices:unread" : "notices"),
      ),
      countUnread(db, accountId),
    ]);
    return { ...page, unread };
  });

  addEndpoint(app, noticeEndpoints.markRead, async (request) => {
    const accountId = accountOf(request).id;
    const marked = await markNoticesRead(db, accountId, "all" in request.body ? "all" : request.body.ids);
    return { marked, unread: await countUnread(db, accountId) };
  });
};

/** A one-click unsubscribe's form is one short field; anything much longer is not one. */
const FORM_BODY_LIMIT = 4_096;

/**
 * The fields of a small form post: `application/x-www-form-urlencoded`, or `multipart/form-data` (the example of
 * RFC 8058) read minimally: each part's `name` and its text value. A field given twice keeps its first value.
 */
export function parseFormFields(contentType: string, body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!/^multipart\/form-data/i.test(contentType.trim())) {
    for (const [name, value] of new URLSearchParams(body)) fields[name] ??= value;
    return fields;
  }
  if (!boundary) return fields;
  for (const part of body.split(`--${boundary}`)) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const name = /content-disposition:[^\r\n]*\bname="([^"]*)"/i.exec(part.slice(0, split))?.[1];
    if (name === undefined) continue;
    fields[name] ??= part
      .slice(split)
      .replace(/^\r?\n\r?\n/, "")
      .replace(/\r?\n$/, "");
  }
  return fields;
}

/** The dashboard's notice settings (which kinds are emailed) and the emails' one-click unsubscribe. */
export const noticePreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const answer = (email: string | null, choice: EmailChoice) => ({
    ...choice,
    email,
    emailsAvailable: app.config.email !== undefined,
  });

  await app.register(async (signedIn) => {
    signedIn.addHook("onRequest", requireAccount);
    addEndpoint(signedIn, noticeEndpoints.preferences, async (request) => {
      const account = accountOf(request);
      return answer(account.email, await readEmailChoice(db, account.id));
    });
    addEndpoint(signedIn, noticeEndpoints.updatePreferences, async (request) => {
      const account = accountOf(request);
      return answer(account.email, await saveEmailChoice(db, account.id, request.body));
    });
  });

  /** What a token unsubscribes, done: the kind (or every kind) leaves the account's email choice. */
  const unsubscribe = async (token: string) => {
    const unsubscription = readUnsubscribeToken(app.config.encryption, token);
    if (!unsubscription) {
      throw new AppError(
        "validation_failed",
        "token: this unsubscribe link is not valid; open the link from the email as it is, or choose your emails in the dashboard's notice settings.",
      );
    }
    const { accountId, kind } = unsubscription;
    const choice = await readEmailChoice(db, accountId);
    await saveEmailChoice(db, accountId, {
      emailKinds: kind === null ? [] : choice.emailKinds.filter((chosen) => chosen !== kind),
      emailSchedule: choice.emailSchedule,
    });
    return { kind, label: kind === null ? "All notice emails" : NOTICE_KIND_SETTINGS[kind].label };
  };

  addEndpoint(app, noticeEndpoints.unsubscribe, async (request) => unsubscribe(request.body.token));

  // The mail client's one-click post (RFC 8058): a form, parsed here only (the rest of the API takes JSON).
  await app.register(async (oneClick) => {
    oneClick.removeAllContentTypeParsers();
    oneClick.addContentTypeParser(
      ["application/x-www-form-urlencoded", "multipart/form-data"],
      { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
      (request, body, done) =>
        done(null, parseFormFields(String(request.headers["content-type"]), body as string)),
    );
    addEndpoint(oneClick, noticeEndpoints.unsubscribeOneClick, async (request) =>
      unsubscribe(request.query.token),
    );
  });
};

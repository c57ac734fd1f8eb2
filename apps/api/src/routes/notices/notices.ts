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

  addEndpoint(app, noticeEndpoints.unsubscribe, async (request) => {
    const unsubscription = readUnsubscribeToken(app.config.encryption, request.body.token);
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
  });
};

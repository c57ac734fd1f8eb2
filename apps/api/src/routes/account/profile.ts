import { accountEndpoints } from "@chartbot/contracts/endpoints/account";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deleteAccount } from "../../data/accounts/delete-account.js";
import { discordLinkOf } from "../../data/accounts/discord-link.js";
import type { Account } from "../../data/accounts/ensure-account.js";
import { exportAccountData } from "../../data/accounts/export-account-data.js";
import { updateAccount } from "../../data/accounts/update-account.js";
import { undefinedWhenUserNotFound } from "../../identity/firebase-errors.js";
import { hasPassword } from "../../identity/sign-in-methods.js";
import { cancelAllSubscriptions } from "../../payments/cancel-all-subscriptions.js";
import { accountOf, requireAccount, requireRecentSignIn } from "../../plugins/authenticate.js";
import { clearSessionCookies } from "../../plugins/session-cookies.js";
import { addEndpoint } from "../endpoint-route.js";

/** The signed-in user's own account: read, change, export, delete. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireAccount);
  const { auth } = app.identity;
  const { stripe } = app;

  const profileOf = async (account: Account) => {
    const user = await auth.getUser(account.firebaseUid);
    return {
      id: account.id,
      email: user.email ?? account.email,
      displayName: user.displayName ?? account.displayName,
      photoURL: user.photoURL ?? null,
      emailVerified: user.emailVerified,
      discord: await discordLinkOf(app.database.db, account, hasPassword(user)),
      tickerMode: account.tickerMode,
      tickerModeChosen: account.tickerModeChosenAt !== null,
      checklistHidden: account.checklistHiddenAt !== null,
      createdAt: account.createdAt.toISOString(),
    };
  };

  addEndpoint(app, accountEndpoints.get, (request) => profileOf(accountOf(request)));

  addEndpoint(app, accountEndpoints.update, async (request) => {
    const account = accountOf(request);
    const { displayName, tickerMode, checklistHidden } = request.body;
    if (displayName !== undefined) await auth.updateUser(account.firebaseUid, { displayName });
    const now = new Date();
    return profileOf(
      await updateAccount(app.database.db, account.id, {
        ...(displayName !== undefined && { displayName }),
        // Saving a mode, even the default one, counts as choosing it (the checklist's step).
        ...(tickerMode && { tickerMode, tickerModeChosenAt: now }),
        ...(checklistHidden !== undefined && { checklistHiddenAt: checklistHidden ? now : null }),
      }),
    );
  });

  addEndpoint(app, accountEndpoints.export, async (request, reply) => {
    const data = await exportAccountData(app.database.db, accountOf(request).id);
    reply.header("content-disposition", 'attachment; filename="chartbot-account.json"');
    return data;
  });

  addEndpoint(
    app,
    accountEndpoints.delete,
    async (request, reply) => {
      const account = accountOf(request);
      await cancelAllSubscriptions(stripe, app.database.db, request.log, account);
      await deleteAccount(app.database.db, account.id);
      await auth.deleteUser(account.firebaseUid).catch(undefinedWhenUserNotFound);
      return clearSessionCookies(reply, app.config).code(204).send(null);
    },
    { preHandler: requireRecentSignIn },
  );
};

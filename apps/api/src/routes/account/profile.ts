import {
  AccountExportSchema,
  AccountProfileSchema,
  UpdateAccountBodySchema,
} from "@chartbot/contracts/account";
import { ErrorResponses } from "@chartbot/contracts/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { deleteAccount } from "../../data/accounts/delete-account.js";
import { discordLinkOf } from "../../data/accounts/discord-link.js";
import type { Account } from "../../data/accounts/ensure-account.js";
import { exportAccountData } from "../../data/accounts/export-account-data.js";
import { updateAccount } from "../../data/accounts/update-account.js";
import { undefinedWhenUserNotFound } from "../../identity/firebase-errors.js";
import { cancelAllSubscriptions } from "../../payments/cancel-all-subscriptions.js";
import { accountOf, requireAccount, requireRecentSignIn } from "../../plugins/authenticate.js";
import { clearSessionCookies } from "../../plugins/session-cookies.js";

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
      discord: await discordLinkOf(app.database.db, account, user),
      tickerMode: account.tickerMode,
      tickerModeChosen: account.tickerModeChosenAt !== null,
      checklistHidden: account.checklistHiddenAt !== null,
      createdAt: account.createdAt.toISOString(),
    };
  };

  app.get(
    "/account",
    {
      schema: {
        tags: ["account"],
        summary: "The signed-in user's account",
        response: { 200: AccountProfileSchema, ...ErrorResponses },
      },
    },
    (request) => profileOf(accountOf(request)),
  );

  app.patch(
    "/account",
    {
      schema: {
        tags: ["account"],
        summary:
          "Changes the display name, the preferred ticker parsing mode, or hides the first-run checklist",
        body: UpdateAccountBodySchema,
        response: { 200: AccountProfileSchema, ...ErrorResponses },
      },
    },
    async (request) => {
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
    },
  );

  app.get(
    "/account/export",
    {
      schema: {
        tags: ["account"],
        summary: "Everything stored about the account, as a JSON download (secrets excluded)",
        response: { 200: AccountExportSchema, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const data = await exportAccountData(app.database.db, accountOf(request).id);
      reply.header("content-disposition", 'attachment; filename="chartbot-account.json"');
      return data;
    },
  );

  app.delete(
    "/account",
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ["account"],
        summary:
          "Deletes the account, all its data, its sessions and the sign-in identity (needs a recent sign-in)",
        description:
          "Cancels every Stripe subscription of the account first, immediately. When one cannot be cancelled, nothing is deleted: 502 subscriptions_not_canceled.",
        response: { 204: z.null(), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const account = accountOf(request);
      await cancelAllSubscriptions(stripe, app.database.db, request.log, account);
      await deleteAccount(app.database.db, account.id);
      await auth.deleteUser(account.firebaseUid).catch(undefinedWhenUserNotFound);
      return clearSessionCookies(reply, app.config).code(204).send(null);
    },
  );
};

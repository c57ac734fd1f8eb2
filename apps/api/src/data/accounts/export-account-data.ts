import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import {
  accounts,
  addonSlots,
  alerts,
  apiTokens,
  communities,
  communityAdmins,
  exchangeCredentials,
  satellites,
  scheduledPosts,
  subscriptions,
  tradingviewLayouts,
} from "../../db/schema.js";
import { apiTokenSummaryColumns } from "../api-tokens/api-token.js";
import { exchangeCredentialSummaryColumns } from "../exchange-credentials/exchange-credential.js";

/** Everything stored about an account, for "export my data". Secrets are left out: only masks and prefixes. */
export async function exportAccountData(db: Db, accountId: string) {
  return db.transaction(async (tx) => {
    const administered = tx
      .select({ id: communityAdmins.communityId })
      .from(communityAdmins)
      .where(eq(communityAdmins.accountId, accountId));
    const owned = tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.accountId, accountId));
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId));
    return {
      exportedAt: new Date().toISOString(),
      account,
      communities: await tx.select().from(communities).where(inArray(communities.id, administered)),
      satellites: await tx.select().from(satellites).where(inArray(satellites.communityId, administered)),
      scheduledPosts: await tx
        .select()
        .from(scheduledPosts)
        .where(inArray(scheduledPosts.communityId, administered)),
      tradingviewLayouts: await tx
        .select()
        .from(tradingviewLayouts)
        .where(inArray(tradingviewLayouts.communityId, administered)),
      subscriptions: await tx.select().from(subscriptions).where(eq(subscriptions.accountId, accountId)),
      addonSlots: await tx.select().from(addonSlots).where(inArray(addonSlots.subscriptionId, owned)),
      alerts: await tx.select().from(alerts).where(eq(alerts.accountId, accountId)),
      exchangeCredentials: await tx
        .select(exchangeCredentialSummaryColumns)
        .from(exchangeCredentials)
        .where(eq(exchangeCredentials.accountId, accountId)),
      apiTokens: await tx
        .select(apiTokenSummaryColumns)
        .from(apiTokens)
        .where(eq(apiTokens.accountId, accountId)),
    };
  });
}

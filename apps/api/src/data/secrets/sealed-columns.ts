import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { discordGrants, exchangeCredentials, licensedBots } from "../../db/schema.js";
import { grantSealContext } from "../discord/discord-grant.js";
import { credentialSealContext } from "../exchange-credentials/exchange-credential.js";
import { licensedBotSealContext } from "../licensed-bots/licensed-bot.js";

/** A table with columns that hold `sealSecret` output, and the context each value was sealed in. */
export interface SealedTable {
  /** The SQL name, for reports. */
  readonly name: string;
  readonly table: PgTable;
  /** Its primary key: rows are walked in this order, a batch at a time. */
  readonly id: PgColumn;
  /** The sealed columns (their SQL names end in `_ciphertext`). */
  readonly sealed: readonly PgColumn[];
  /** The other columns the contexts are made of. */
  readonly contextColumns: Readonly<Record<string, PgColumn>>;
  /** The context `column` of this row was sealed in (`row` holds `contextColumns` by their keys). */
  context(row: Readonly<Record<string, unknown>>, column: PgColumn): string;
}

/**
 * Every place a sealed value is stored. A new sealed column must be listed here, or the re-encryption
 * command would leave it under an old key (a test fails for any `*_ciphertext` column not listed).
 */
export const SEALED_TABLES: readonly SealedTable[] = [
  {
    name: "exchange_credentials",
    table: exchangeCredentials,
    id: exchangeCredentials.id,
    sealed: [exchangeCredentials.keyCiphertext, exchangeCredentials.secretCiphertext],
    contextColumns: { accountId: exchangeCredentials.accountId },
    context: (row, column) =>
      credentialSealContext(
        String(row.accountId),
        column === exchangeCredentials.keyCiphertext ? "key" : "secret",
      ),
  },
  {
    name: "discord_grants",
    table: discordGrants,
    id: discordGrants.accountId,
    sealed: [discordGrants.accessTokenCiphertext, discordGrants.refreshTokenCiphertext],
    contextColumns: {},
    context: (row, column) =>
      grantSealContext(String(row.id), column === discordGrants.accessTokenCiphertext ? "access" : "refresh"),
  },
  {
    name: "licensed_bots",
    table: licensedBots,
    id: licensedBots.communityId,
    sealed: [licensedBots.tokenCiphertext],
    contextColumns: {},
    context: (row) => licensedBotSealContext(String(row.id)),
  },
];

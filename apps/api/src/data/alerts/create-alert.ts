import { accountEntitlements } from "@chartbot/addons";
import type { AlertPlacement, AlertWindow } from "@chartbot/contracts/alerts";
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { preparedSql, preparedStatement } from "../../db/prepared-statement.js";
import { accounts, alerts, communityAdmins, subscriptions } from "../../db/schema.js";
import { graceStartedAfter } from "../subscriptions/subscription-in-force.js";
import { type Alert, DUPLICATE_LEVEL_TOLERANCE } from "./alert.js";
import { alertFromJson, alertJson } from "./alert-json.js";
import { priceAlertsInForce } from "./alert-limit.js";
import { stillOpen } from "./expire-alerts.js";

/** What a new alert consists of, already validated and with its ticker resolved. */
export interface NewAlert {
  accountId: string;
  tickerInput: string;
  symbolId: string;
  placement: AlertPlacement;
  level: number | null;
  percent?: number | null;
  window?: AlertWindow | null;
  message: string | null;
  communityId: string | null;
  channelId: string | null;
  roleId: string | null;
  webhookUrl?: string | null;
  expiresAt?: Date | null;
  cooldownMinutes?: number | null;
}

export type CreateAlertResult =
  | { outcome: "created"; alert: Alert }
  | { outcome: "community_not_found" }
  | { outcome: "duplicate"; existing: Alert }
  | { outcome: "limit_reached"; limit: number; hasAddon: boolean };

/** Every field of a new alert, in the order the create's statement inserts them. */
const NEW_ALERT_FIELDS = [
  "accountId",
  "tickerInput",
  "symbolId",
  "placement",
  "level",
  "percent",
  "window",
  "message",
  "communityId",
  "channelId",
  "roleId",
  "webhookUrl",
  "expiresAt",
  "cooldownMinutes",
] as const satisfies readonly (keyof NewAlert)[];

const accountId = sql.placeholder("accountId");
/** The account's open alerts, not counting those past their expiry the hourly sweep has not marked yet. */
const openOf = and(eq(alerts.accountId, accountId), stillOpen);

/**
 * The account's open alerts that mean the same as the rule in the placeholders (`symbolId`, `placement`,
 * `level`, or `percent` and `window` for a percent move): a level within `DUPLICATE_LEVEL_TOLERANCE`.
 */
function sameOpenAlert(exceptOne: boolean): SQL | undefined {
  const placement = sql.placeholder("placement");
  const level = sql`${sql.placeholder("level")}::float8`;
  return and(
    openOf,
    eq(alerts.symbolId, sql.placeholder("symbolId")),
    sql`${alerts.placement} = ${placement}::text`,
    sql`case when ${placement}::text = 'percent_move'
      then ${alerts.percent} = ${sql.placeholder("percent")}::float8 and ${alerts.window} = ${sql.placeholder("window")}::text
      else abs(${alerts.level} - ${level}) <= ${sql.raw(String(DUPLICATE_LEVEL_TOLERANCE))} * greatest(${alerts.level}, ${level}) end`,
    exceptOne ? ne(alerts.id, sql.placeholder("exceptId")) : undefined,
  );
}

const lockAccount = preparedStatement((db) =>
  db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for("update")
    .prepare("alert_create_lock"),
);

const communityAdmin = preparedStatement((db) =>
  db
    .select({ accountId: communityAdmins.accountId })
    .from(communityAdmins)
    .where(
      and(
        eq(communityAdmins.communityId, sql.placeholder("communityId")),
        eq(communityAdmins.accountId, accountId),
      ),
    )
    .prepare("alert_create_admin"),
);

/** What the create's statement found: the new alert, or the open alert it repeats, or neither (the limit). */
interface CreateOutcome {
  created: Alert | null;
  duplicate: Alert | null;
  hasAddon: boolean;
}

/**
 * The create's checks and insert in one statement (one round trip while the account is locked): the insert
 * happens unless an open alert means the same or the account holds its limit of open alerts (the limit with
 * Price Alerts when a subscription to it is in force). Run after the account's lock, so it counts what
 * creates before it committed.
 */
const insertUnlessRefused = preparedSql<CreateOutcome>(
  "alert_create",
  sql`with duplicate as (
      select ${alertJson()} as alert from ${alerts} where ${sameOpenAlert(false)} limit 1
    ), held as (
      select count(*)::int as n from ${alerts} where ${openOf}
    ), addon as (
      select exists (select 1 from ${subscriptions} where ${priceAlertsInForce}) as has
    ), inserted as (
      insert into ${alerts} (${sql.join(
        NEW_ALERT_FIELDS.map((key) => sql.identifier(alerts[key].name)),
        sql`, `,
      )})
      select ${sql.join(
        NEW_ALERT_FIELDS.map((key) => sql`${sql.placeholder(key)}::${sql.raw(alerts[key].getSQLType())}`),
        sql`, `,
      )}
      where not exists (select 1 from duplicate)
        and (select n from held) < case when (select has from addon)
          then ${sql.placeholder("limitWithAddon")}::int else ${sql.placeholder("limit")}::int end
      returning ${alertJson()} as alert
    )
    select (select alert from inserted), (select alert from duplicate), (select has from addon)`,
  (rows) =>
    rows.map(([created, duplicate, hasAddon]) => ({
      created: created ? alertFromJson(created) : null,
      duplicate: duplicate ? alertFromJson(duplicate) : null,
      hasAddon: hasAddon === true,
    })),
);

/** How many open alerts an account may hold, without and with Price Alerts. */
const LIMITS = {
  limit: accountEntitlements([]).alerts,
  limitWithAddon: accountEntitlements(["price-alerts"]).alerts,
};

/**
 * Creates an alert unless the community is not the caller's, a near-identical open alert exists, or the
 * account is at its limit. The account row is locked first, so concurrent creates are counted one by one.
 */
export async function createAlert(db: Db, input: NewAlert): Promise<CreateAlertResult> {
  return db.transaction(async (tx): Promise<CreateAlertResult> => {
    await lockAccount(tx, { accountId: input.accountId });

    if (input.communityId) {
      const [admin] = await communityAdmin(tx, {
        accountId: input.accountId,
        communityId: input.communityId,
      });
      if (!admin) return { outcome: "community_not_found" };
    }

    const [outcome] = await insertUnlessRefused(tx, {
      ...Object.fromEntries(NEW_ALERT_FIELDS.map((key) => [key, input[key] ?? null])),
      ...LIMITS,
      graceStartedAfter: graceStartedAfter(),
    });
    if (!outcome) throw new Error("the alert create's statement returned no row");
    if (outcome.created) return { outcome: "created", alert: outcome.created };
    if (outcome.duplicate) return { outcome: "duplicate", existing: outcome.duplicate };
    const hasAddon = outcome.hasAddon;
    return { outcome: "limit_reached", limit: hasAddon ? LIMITS.limitWithAddon : LIMITS.limit, hasAddon };
  });
}

const duplicateChecks = [false, true].map((exceptOne) =>
  preparedStatement((db) =>
    db
      .select()
      .from(alerts)
      .where(sameOpenAlert(exceptOne))
      .limit(1)
      .prepare(`alert_duplicate${exceptOne ? "_except" : ""}`),
  ),
);

/**
 * An open alert of the account's that means the same as `rule` (another than `exceptId`): same symbol and
 * condition, and a level within `DUPLICATE_LEVEL_TOLERANCE`, or for a percent move the same percent and window.
 */
export async function findDuplicate(
  db: Db,
  rule: Pick<NewAlert, "accountId" | "symbolId" | "placement" | "level" | "percent" | "window">,
  exceptId?: string,
): Promise<Alert | undefined> {
  const check = duplicateChecks[exceptId === undefined ? 0 : 1] as (typeof duplicateChecks)[number];
  const [existing] = await check(db, {
    accountId: rule.accountId,
    symbolId: rule.symbolId,
    placement: rule.placement,
    level: rule.level ?? null,
    percent: rule.percent ?? null,
    window: rule.window ?? null,
    exceptId: exceptId ?? null,
  });
  return existing;
}

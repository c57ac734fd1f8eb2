import { accountEntitlements } from "@chartbot/addons";
import {
  ALERT_CONDITIONS,
  ALERT_PLACEMENTS,
  type AlertConditionField,
  type AlertPlacement,
  type AlertWindow,
  alertCondition,
} from "@chartbot/contracts/alerts";
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { preparedSql, preparedStatement } from "../../db/prepared-statement.js";
import { alertCreateClaims, alerts, communityAdmins, subscriptions } from "../../db/schema.js";
import { graceStartedAfter } from "../subscriptions/subscription-in-force.js";
import { type Alert, DUPLICATE_LEVEL_TOLERANCE } from "./alert.js";
import { alertFromJson, alertJson } from "./alert-json.js";
import { priceAlertsInForce } from "./alert-limit.js";
import { recordChannelAlertChange } from "./audited-channel-alert.js";
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
 * Whether a stored alert's condition field is the same as the placeholder's: a level within the tolerance; the
 * period (`cooldownMinutes`) of a kind on a schedule.
 */
const SAME_FIELD: Readonly<Record<AlertConditionField | "cooldownMinutes", SQL>> = {
  level: sql`abs(${alerts.level} - ${sql.placeholder("level")}::float8) <= ${sql.raw(String(DUPLICATE_LEVEL_TOLERANCE))} * greatest(${alerts.level}, ${sql.placeholder("level")}::float8)`,
  percent: sql`${alerts.percent} = ${sql.placeholder("percent")}::float8`,
  window: sql`${alerts.window} = ${sql.placeholder("window")}::text`,
  cooldownMinutes: sql`${alerts.cooldownMinutes} = ${sql.placeholder("cooldownMinutes")}::int`,
};

/** What two open alerts of one kind share when they are the same: its condition fields, and its period if any. */
const samenessOf = (kind: AlertPlacement) => [
  ...ALERT_CONDITIONS[kind].fields,
  ...(alertCondition(kind).schedule ? (["cooldownMinutes"] as const) : []),
];

/**
 * The account's open alerts that mean the same as the rule in the placeholders (`symbolId`, `placement` and the
 * condition's fields, as the contract's `ALERT_CONDITIONS` lists them, with the period of a kind on a schedule):
 * each kind compares its own fields.
 */
function sameOpenAlert(exceptOne: boolean): SQL | undefined {
  const placement = sql`${sql.placeholder("placement")}::text`;
  const sameCondition = sql.join(
    ALERT_PLACEMENTS.map(
      (kind) =>
        sql`when ${sql.raw(`'${kind}'`)} then ${sql.join(
          samenessOf(kind).map((field) => SAME_FIELD[field]),
          sql` and `,
        )}`,
    ),
    sql` `,
  );
  return and(
    openOf,
    eq(alerts.symbolId, sql.placeholder("symbolId")),
    sql`${alerts.placement} = ${placement}`,
    sql`case ${placement} ${sameCondition} else false end`,
    exceptOne ? ne(alerts.id, sql.placeholder("exceptId")) : undefined,
  );
}

/**
 * Claims the account for a create: its count of creates plus one (the row is made on its first). Waits for a
 * create of the same account that claimed it and has not committed yet.
 */
const claimCreates = sql`insert into ${alertCreateClaims} (${sql.identifier(alertCreateClaims.accountId.name)}, ${sql.identifier(alertCreateClaims.creates.name)})
  values (${accountId}, 1)
  on conflict (${sql.identifier(alertCreateClaims.accountId.name)})
  do update set ${sql.identifier(alertCreateClaims.creates.name)} = ${alertCreateClaims.creates} + 1
  returning ${alertCreateClaims.creates} as n`;

/** `claimCreates` on its own, as the first statement of a create that waits its turn (see `createAlert`). */
const claimAccount = preparedSql("alert_create_claim", claimCreates, (rows) => rows);

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
  /** Whether the statement's checks counted every create before it: false when it must run again. */
  counted: boolean;
}

/**
 * The create's claim, checks and insert in one statement, run on its own (one round trip, no transaction): the
 * statement claims the account (`claimCreates`) and inserts only if the claim finds the count its snapshot
 * read plus one, i.e. no create of the account committed between its snapshot and its claim, so its checks
 * saw every alert made before it. Then the insert happens unless an open alert means the same or the account
 * holds its limit of open alerts (the limit with Price Alerts when a subscription to it is in force). When
 * another create came between (`counted` false), nothing was inserted and the statement runs again with a
 * newer snapshot. All of the statement's parts read one snapshot: `seen` is the count before its own claim.
 */
const claimAndInsert = preparedSql<CreateOutcome>(
  "alert_create",
  sql`with seen as (
      select coalesce((select ${alertCreateClaims.creates} from ${alertCreateClaims}
        where ${alertCreateClaims.accountId} = ${accountId}), 0) as n
    ), claimed as (${claimCreates}), counted as (
      select (select n from claimed) = (select n from seen) + 1 as ok
    ), duplicate as (
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
      where (select ok from counted) and not exists (select 1 from duplicate)
        and (select n from held) < case when (select has from addon)
          then ${sql.placeholder("limitWithAddon")}::int else ${sql.placeholder("limit")}::int end
      returning ${alertJson()} as alert
    )
    select (select alert from inserted), (select alert from duplicate), (select has from addon),
      (select ok from counted)`,
  (rows) =>
    rows.map(([created, duplicate, hasAddon, counted]) => ({
      created: created ? alertFromJson(created) : null,
      duplicate: duplicate ? alertFromJson(duplicate) : null,
      hasAddon: hasAddon === true,
      counted: counted === true,
    })),
);

/** How many open alerts an account may hold, without and with Price Alerts. */
const LIMITS = {
  limit: accountEntitlements([]).alerts,
  limitWithAddon: accountEntitlements(["price-alerts"]).alerts,
};

/** Runs of the create's statement on its own before it holds the account's claim and waits its turn. */
const UNLOCKED_TRIES = 2;

/**
 * Creates an alert unless the community is not the caller's, a near-identical open alert exists, or the
 * account is at its limit. Concurrent creates of an account are counted one by one: the create's statement
 * runs on its own and inserts only when no other create came between (see `claimAndInsert`); after
 * `UNLOCKED_TRIES` such runs (creates of the account in a burst), it claims the account in a transaction first,
 * holding the claim's row until it commits, so its statement's snapshot, taken once it holds the row, counts
 * every create before it and no other create can come between.
 *
 * A channel alert is a change to its community, recorded in the community's audit log in the create's
 * transaction: it takes the claimed path at once. `apiTokenId` is the personal API token the create came
 * through (null: the dashboard).
 */
export async function createAlert(
  db: Db,
  input: NewAlert,
  apiTokenId: string | null = null,
): Promise<CreateAlertResult> {
  if (input.communityId) {
    const [admin] = await communityAdmin(db, {
      accountId: input.accountId,
      communityId: input.communityId,
    });
    if (!admin) return { outcome: "community_not_found" };
  }
  const values = {
    ...Object.fromEntries(NEW_ALERT_FIELDS.map((key) => [key, input[key] ?? null])),
    ...LIMITS,
    graceStartedAfter: graceStartedAfter(),
  };
  let outcome: CreateOutcome | undefined;
  for (let run = 0; !input.communityId && run < UNLOCKED_TRIES && !outcome?.counted; run++) {
    [outcome] = await claimAndInsert(db, values);
  }
  if (!outcome?.counted) {
    outcome = await db.transaction(async (tx) => {
      await claimAccount(tx, { accountId: input.accountId });
      const [waited] = await claimAndInsert(tx, values);
      if (waited?.created) {
        await recordChannelAlertChange(tx, { accountId: input.accountId, apiTokenId }, null, waited.created);
      }
      return waited;
    });
  }
  if (!outcome?.counted)
    throw new Error("the alert create's claim, made in its transaction, was not counted");
  if (outcome.created) return { outcome: "created", alert: outcome.created };
  if (outcome.duplicate) return { outcome: "duplicate", existing: outcome.duplicate };
  const hasAddon = outcome.hasAddon;
  return { outcome: "limit_reached", limit: hasAddon ? LIMITS.limitWithAddon : LIMITS.limit, hasAddon };
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
  rule: Pick<
    NewAlert,
    "accountId" | "symbolId" | "placement" | "level" | "percent" | "window" | "cooldownMinutes"
  >,
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
    cooldownMinutes: rule.cooldownMinutes ?? null,
    exceptId: exceptId ?? null,
  });
  return existing;
}

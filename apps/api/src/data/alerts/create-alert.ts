import { type AlertPlacement, type AlertWindow, OPEN_ALERT_STATUSES } from "@chartbot/contracts/alerts";
import { and, count, eq, inArray, ne, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { preparedStatement } from "../../db/prepared-statement.js";
import { accounts, alerts, communityAdmins } from "../../db/schema.js";
import { type Alert, DUPLICATE_LEVEL_TOLERANCE } from "./alert.js";
import { alertLimit } from "./alert-limit.js";

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

const placeholders = <Key extends string>(...keys: Key[]) =>
  Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as unknown as Record<Key, Placeholder>;

/** Every field of a new alert, by its placeholder. */
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
const openOf = and(eq(alerts.accountId, accountId), inArray(alerts.status, [...OPEN_ALERT_STATUSES]));

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

const openCount = preparedStatement((db) =>
  db.select({ n: count() }).from(alerts).where(openOf).prepare("alert_create_open_count"),
);

const insertAlert = preparedStatement((db) =>
  db
    .insert(alerts)
    // A timestamp column would encode its placeholder's value and fail on null: the cast takes both.
    .values({ ...placeholders(...NEW_ALERT_FIELDS), expiresAt: sql`${sql.placeholder("expiresAt")}::timestamptz` })
    .returning()
    .prepare("alert_create_insert"),
);

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

    const existing = await findDuplicate(tx, input);
    if (existing) return { outcome: "duplicate", existing };

    const { limit, hasAddon } = await alertLimit(tx, input.accountId);
    const [held] = await openCount(tx, { accountId: input.accountId });
    if ((held?.n ?? 0) >= limit) return { outcome: "limit_reached", limit, hasAddon };

    const values = Object.fromEntries(NEW_ALERT_FIELDS.map((key) => [key, input[key] ?? null]));
    const [alert] = await insertAlert(tx, values);
    if (!alert) throw new Error("insert into alerts returned no row");
    return { outcome: "created", alert };
  });
}

/** The duplicate check of each kind of condition, and of an edit (another alert than the one edited). */
const duplicateOf = (kind: "level" | "percent", exceptOne: boolean) =>
  preparedStatement((db) => {
    const level = sql.placeholder("level");
    const same: SQL | undefined =
      kind === "percent"
        ? and(eq(alerts.percent, sql.placeholder("percent")), eq(alerts.window, sql.placeholder("window")))
        : sql`abs(${alerts.level} - ${level}::float8) <= ${DUPLICATE_LEVEL_TOLERANCE} * greatest(${alerts.level}, ${level}::float8)`;
    return db
      .select()
      .from(alerts)
      .where(
        and(
          openOf,
          eq(alerts.symbolId, sql.placeholder("symbolId")),
          eq(alerts.placement, sql.placeholder("placement")),
          same,
          exceptOne ? ne(alerts.id, sql.placeholder("exceptId")) : undefined,
        ),
      )
      .limit(1)
      .prepare(`alert_duplicate_${kind}${exceptOne ? "_except" : ""}`);
  });

const duplicateChecks = {
  level: duplicateOf("level", false),
  levelExcept: duplicateOf("level", true),
  percent: duplicateOf("percent", false),
  percentExcept: duplicateOf("percent", true),
};

/**
 * An open alert of the account's that means the same as `rule` (another than `exceptId`): same symbol and
 * condition, and a level within `DUPLICATE_LEVEL_TOLERANCE`, or for a percent move the same percent and window.
 */
export async function findDuplicate(
  db: Db,
  rule: Pick<NewAlert, "accountId" | "symbolId" | "placement" | "level" | "percent" | "window">,
  exceptId?: string,
): Promise<Alert | undefined> {
  const percent = rule.placement === "percent_move";
  const check =
    duplicateChecks[
      `${percent ? "percent" : "level"}${exceptId === undefined ? "" : "Except"}` as keyof typeof duplicateChecks
    ];
  const [existing] = await check(db, {
    accountId: rule.accountId,
    symbolId: rule.symbolId,
    placement: rule.placement,
    ...(percent ? { percent: rule.percent ?? 0, window: rule.window ?? "1h" } : { level: rule.level }),
    ...(exceptId !== undefined && { exceptId }),
  });
  return existing;
}

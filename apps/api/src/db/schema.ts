import { DEFAULT_CHART } from "@chartbot/addons";
import {
  ALERT_DELIVERY_STATUSES,
  ALERT_HOLD_REASONS,
  ALERT_PLACEMENTS,
  ALERT_STATUSES,
  ALERT_TEST_STATUSES,
  ALERT_WINDOWS,
} from "@chartbot/contracts/alerts";
import { AUDITED_SETTINGS } from "@chartbot/contracts/audit-log";
import { LICENSED_BOT_STATUSES } from "@chartbot/contracts/bot-license";
import { CHART_THEMES } from "@chartbot/contracts/community-options";
import { NOTICE_EMAIL_SCHEDULES, NOTICE_KINDS } from "@chartbot/contracts/notices";
import { RELAY_MESSAGE_STATUSES } from "@chartbot/contracts/relays";
import {
  SCHEDULED_POST_OUTCOMES,
  SCHEDULED_POST_TEST_STATUSES,
  WEEKDAYS,
} from "@chartbot/contracts/scheduled-posts";
import { SUBSCRIPTION_STATUSES } from "@chartbot/contracts/subscriptions";
import { API_TOKEN_SCOPES } from "@chartbot/contracts/trading";
import { USAGE_METRICS } from "@chartbot/contracts/usage";
import { TICKER_MODES } from "@chartbot/ticker-parser";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * A PostgreSQL transaction id (`xid8`): the change feed orders communities by the transaction that last
 * changed their configuration, so it can hold back changes of transactions still running (see the bot API).
 */
const transactionId = customType<{ data: string; driverData: string }>({ dataType: () => "xid8" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** One row per person: their Firebase identity and what links it to Discord and Stripe. */
export const accounts = pgTable("accounts", {
  id: uuid("id").primaryKey().defaultRandom(),
  firebaseUid: text("firebase_uid").notNull().unique(),
  email: text("email"),
  displayName: text("display_name"),
  discordUserId: text("discord_user_id").unique(),
  discordUsername: text("discord_username"),
  stripeCustomerId: text("stripe_customer_id").unique(),
  tickerMode: text("ticker_mode", { enum: TICKER_MODES }).notNull().default("traditional"),
  /** When the user last saved a ticker mode (`PATCH /api/account`); null: still the default, never chosen. */
  tickerModeChosenAt: timestamp("ticker_mode_chosen_at", { withTimezone: true }),
  /** When the user hid the first-run checklist on Shortcuts; null: shown while steps are left. */
  checklistHiddenAt: timestamp("checklist_hidden_at", { withTimezone: true }),
  /**
   * Sign-ins before this moment no longer count: set by "sign out everywhere" and by credential changes, so a
   * Bearer ID token whose `auth_time` is older is refused (sessions themselves are deleted).
   */
  signInsValidAfter: timestamp("sign_ins_valid_after", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A signed-in browser: the cookie holds a random 256-bit secret, this row only its SHA-256 hash. Deleting the
 * row signs out every copy of the cookie at once.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** Whether the sign-in's email was verified (from the ID token; refreshed by `PUT /api/session`). */
    emailVerified: boolean("email_verified").notNull(),
    photoUrl: text("photo_url"),
    /** "Chrome on macOS": from the User-Agent when the session started. */
    device: text("device").notNull(),
    /** When the person last proved who they are (the ID token's `auth_time`): sensitive actions need it recent. */
    authenticatedAt: timestamp("authenticated_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_account_idx").on(table.accountId, table.createdAt, table.id)],
);

/**
 * Sign-ins whose session was ended (signed out, or the device revoked), kept while their ID tokens could still
 * start a session (a few minutes): a copied or stale token of an ended sign-in cannot start a new one.
 */
export const endedSignIns = pgTable(
  "ended_sign_ins",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    authenticatedAt: timestamp("authenticated_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.authenticatedAt] })],
);

/**
 * The Discord grant behind an account's link (`accounts.discord_user_id`): OAuth2 tokens sealed with the
 * encryption keyring, refreshed when they expire, and the servers the user can manage as Discord last said.
 */
export const discordGrants = pgTable("discord_grants", {
  accountId: uuid("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  discordUserId: text("discord_user_id").notNull().unique(),
  /** Sealed (secret-box) access and refresh tokens. */
  accessTokenCiphertext: text("access_token_ciphertext").notNull(),
  refreshTokenCiphertext: text("refresh_token_ciphertext").notNull(),
  scopes: text("scopes").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  /** Set when Discord refused the grant (revoked or expired for good): the user must reconnect Discord. */
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  /** The servers the user owns or has Manage Server or Administrator in, with whether the bot is there. */
  servers:
    jsonb("servers").$type<
      { id: string; name: string; icon: string | null; owner: boolean; botPresent: boolean }[]
    >(),
  serversFetchedAt: timestamp("servers_fetched_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A Discord server the bot is in, with its settings. */
export const communities = pgTable(
  "communities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    guildId: text("guild_id").notNull().unique(),
    name: text("name").notNull(),
    iconUrl: text("icon_url"),
    ownerAccountId: uuid("owner_account_id").references(() => accounts.id, { onDelete: "set null" }),
    tickerMode: text("ticker_mode", { enum: TICKER_MODES }).notNull().default("traditional"),
    autoDeleteMinutes: integer("auto_delete_minutes"),
    chartTheme: text("chart_theme", { enum: CHART_THEMES }).notNull().default("dark"),
    chartTimeframe: text("chart_timeframe").notNull().default(DEFAULT_CHART.timeframe),
    chartType: text("chart_type").notNull().default(DEFAULT_CHART.chartType),
    chartIndicators: jsonb("chart_indicators").$type<string[]>().notNull().default([]),
    setupCompletedAt: timestamp("setup_completed_at", { withTimezone: true }),
    acceptedTermsVersion: text("accepted_terms_version"),
    /** When the bot was found gone from the server (removed, or the server deleted); its data goes 30 days later. */
    disconnectedAt: timestamp("disconnected_at", { withTimezone: true }),
    /** The number of the community's last relay: numbers are never given twice (`relay delete 3` stays 3). */
    lastRelayNumber: integer("last_relay_number").notNull().default(0),
    /**
     * The transaction that last changed anything the bot reads of this community (its settings, channel
     * overrides, satellites, scheduled posts, layouts, add-on slots): set by triggers (migration
     * 0005_bot_change_feed), never by code. The bot API's change feed pages by it.
     */
    configTxid: transactionId("config_txid").notNull().default(sql`pg_current_xact_id()`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("communities_config_txid_idx").on(table.configTxid, table.id)],
);

/**
 * Who may manage which community: a member with Manage Server (or Administrator, or the owner) as Discord last
 * said. A row older than a few minutes is checked with Discord again before it grants anything.
 */
export const communityAdmins = pgTable(
  "community_admins",
  {
    communityId: uuid("community_id")
      .notNull()
      .references(() => communities.id, { onDelete: "cascade" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** When Discord last confirmed the permission. */
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.communityId, table.accountId] })],
);

/** An add-on subscription, kept true by Stripe's webhooks. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    addonSlug: text("addon_slug").notNull(),
    quantity: integer("quantity").notNull().default(1),
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull(),
    stripeSubscriptionId: text("stripe_subscription_id").unique(),
    stripePriceId: text("stripe_price_id"),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** When it became past due (Stripe's time of the failure): the grace period runs from here. */
    pastDueSince: timestamp("past_due_since", { withTimezone: true }),
    /**
     * When the grace period of a past-due run ended without payment (set by `endGracePeriods`): the write that
     * tells the bot's change feed the add-on went off. Older than `pastDueSince`, it belongs to an earlier run.
     */
    graceEndedAt: timestamp("grace_ended_at", { withTimezone: true }),
    stripeEventCreated: timestamp("stripe_event_created", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("subscriptions_account_idx").on(table.accountId)],
);

/** Where each slot of a subscription is used: a community, or the account itself when null. */
export const addonSlots = pgTable(
  "addon_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    communityId: uuid("community_id").references(() => communities.id, { onDelete: "cascade" }),
    /** Insertion order: timestamps tie within a transaction, and surplus slots are removed newest first. */
    seq: integer("seq").notNull().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (table) => [index("addon_slots_subscription_idx").on(table.subscriptionId, table.seq)],
);

/**
 * How many alert creates have claimed an account (no row before its first). Each create adds one in its own
 * statement and inserts only when the count it claims is the one its snapshot read plus one, i.e. no other
 * create of the account committed in between (see `createAlert`): creates are counted one by one without a
 * transaction. A table of its own, so a create changes no `accounts` row (whose updates reach every API
 * process's session cache).
 */
export const alertCreateClaims = pgTable("alert_create_claims", {
  accountId: uuid("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  creates: bigint("creates", { mode: "number" }).notNull(),
});

/** A price alert: the ticker as typed, the catalogue symbol it resolved to, and the level. */
export const alerts = pgTable(
  "alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    communityId: uuid("community_id").references(() => communities.id, { onDelete: "cascade" }),
    channelId: text("channel_id"),
    tickerInput: text("ticker_input").notNull(),
    symbolId: text("symbol_id").notNull(),
    placement: text("placement", { enum: ALERT_PLACEMENTS }).notNull(),
    /** The price level; null for a percent move. */
    level: doublePrecision("level"),
    /** A percent move's size (percent) and window; null for the other conditions. */
    percent: doublePrecision("percent"),
    window: text("window", { enum: ALERT_WINDOWS }),
    message: text("message"),
    /** Set for a webhook alert: an https URL whose address was checked when saved (see webhook-address.ts). */
    webhookUrl: text("webhook_url"),
    roleId: text("role_id"),
    status: text("status", { enum: ALERT_STATUSES }).notNull().default("active"),
    /**
     * Set while an open channel alert's owner may not post there (alert-holds.ts keeps it, the bot's feed
     * applies the same rule as it reads): the bot does not get the alert until it is null again.
     */
    heldReason: text("held_reason", { enum: ALERT_HOLD_REASONS }),
    createdAt: createdAt(),
    /** The last time the bot reported it triggered (one-shot alerts: when it became `triggered`). */
    triggeredAt: timestamp("triggered_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /**
     * Null: the alert fires once and becomes `triggered`. A number: it stays active and fires again at most
     * once per this many minutes, each trigger a history entry.
     */
    cooldownMinutes: integer("cooldown_minutes"),
  },
  (table) => [
    // Lists page newest first by (created_at, id) within an account: one range scan per page.
    index("alerts_account_created_idx").on(table.accountId, table.createdAt, table.id),
    // The bot reads active alerts grouped by symbol, a page of symbols at a time.
    index("alerts_active_symbol_idx").on(table.symbolId, table.id).where(sql`${table.status} = 'active'`),
    check("alerts_level_positive", sql`${table.level} > 0`),
    check(
      "alerts_condition_fields",
      sql`case when ${table.placement} = 'percent_move'
        then ${table.level} is null and coalesce(${table.percent} > 0, false) and ${table.window} is not null
        when ${table.placement} = 'every'
        then ${table.level} is null and ${table.percent} is null and ${table.window} is null
          and ${table.cooldownMinutes} is not null
        else ${table.level} is not null and ${table.percent} is null and ${table.window} is null end`,
    ),
    check("alerts_one_target", sql`${table.webhookUrl} is null or ${table.channelId} is null`),
  ],
);

/**
 * A "Send test" of an alert: requested from the dashboard, performed by the bot (it reads the pending ones)
 * and reported as delivered or failed.
 */
export const alertTests = pgTable(
  "alert_tests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    alertId: uuid("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    status: text("status", { enum: ALERT_TEST_STATUSES }).notNull().default("pending"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    failureReason: text("failure_reason"),
  },
  (table) => [
    index("alert_tests_alert_time_idx").on(table.alertId, table.requestedAt),
    index("alert_tests_pending_idx").on(table.requestedAt).where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * One time the bot reported an alert triggered: the price and time, and whether the message reached its
 * destination. `trigger_key` is the bot's id for the trigger, so a report sent twice is recorded once.
 */
export const alertTriggers = pgTable(
  "alert_triggers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    alertId: uuid("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    triggerKey: text("trigger_key").notNull(),
    price: doublePrecision("price").notNull(),
    triggeredAt: timestamp("triggered_at", { withTimezone: true }).notNull(),
    delivery: text("delivery", { enum: ALERT_DELIVERY_STATUSES }).notNull().default("pending"),
    /** Why the bot could not deliver it (`delivery` = failed). */
    failureReason: text("failure_reason"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("alert_triggers_key_idx").on(table.alertId, table.triggerKey),
    index("alert_triggers_alert_time_idx").on(table.alertId, table.triggeredAt, table.id),
  ],
);

/** Exchange API credentials for trading commands; the key and secret are stored encrypted. */
export const exchangeCredentials = pgTable(
  "exchange_credentials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    exchange: text("exchange").notNull(),
    keyMasked: text("key_masked").notNull(),
    keyCiphertext: text("key_ciphertext").notNull(),
    secretCiphertext: text("secret_ciphertext").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("exchange_credentials_account_idx").on(table.accountId)],
);

/** Personal API tokens: only a SHA-256 hash and a display prefix are kept. */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    tokenPrefix: text("token_prefix").notNull(),
    /** `read`: GET routes of the public API only; `read-write`: every public route. */
    scope: text("scope", { enum: API_TOKEN_SCOPES }).notNull().default("read"),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("api_tokens_account_created_idx").on(table.accountId, table.createdAt, table.id)],
);

/**
 * Service tokens of bot deployments for `/api/bot/v1`. The token is `cbb_<id>_<secret>`: the row is found by
 * its id and the secret's SHA-256 compared in constant time. Rotating sets `expires_at` on the old token (the
 * overlap window) while the new one starts.
 */
export const botTokens = pgTable("bot_tokens", {
  id: uuid("id").primaryKey().defaultRandom(),
  label: text("label").notNull(),
  secretHash: text("secret_hash").notNull(),
  createdAt: createdAt(),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  /** Set when the token was rotated: it keeps working until then. */
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

/**
 * The Discord servers the bot says it is in (joined, updated, left), whether or not a community was set up:
 * this is how the website knows "Chartbot is here".
 */
export const botGuilds = pgTable("bot_guilds", {
  guildId: text("guild_id").primaryKey(),
  name: text("name").notNull(),
  icon: text("icon"),
  /** Null while the bot is in the server. */
  leftAt: timestamp("left_at", { withTimezone: true }),
  joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: updatedAt(),
});

/** A channel of a community whose ticker parsing mode or auto-delete differs from the server's. */
export const channelOverrides = pgTable(
  "channel_overrides",
  {
    communityId: uuid("community_id")
      .notNull()
      .references(() => communities.id, { onDelete: "cascade" }),
    channelId: text("channel_id").notNull(),
    /** Null: the server's mode. */
    tickerMode: text("ticker_mode", { enum: TICKER_MODES }),
    /** Null: the server's auto-delete; 0: never delete in this channel. */
    autoDeleteMinutes: integer("auto_delete_minutes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.communityId, table.channelId] })],
);

/**
 * One change of one community setting (or of one channel's override): who made it, as they were named then,
 * and the value before and after. Written by the data layer in the transaction of the change; kept 90 days
 * (`AUDIT_LOG_RETENTION_DAYS`). When the account is deleted, `account_id` and `actor_name` are cleared (trigger
 * in the migration) and the entry stays, by "a deleted account".
 */
export const communityAuditLog = pgTable(
  "community_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    communityId: uuid("community_id")
      .notNull()
      .references(() => communities.id, { onDelete: "cascade" }),
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "set null" }),
    /** The display name, or else the email, of the account at the time of the change. */
    actorName: text("actor_name"),
    setting: text("setting", { enum: AUDITED_SETTINGS }).notNull(),
    /** The channel of a `channelOverride` change; null for the server's settings. */
    channelId: text("channel_id"),
    /** The resource of a change of one (`AUDITED_RESOURCES`): a post, satellite, layout, subscription or alert. */
    subjectId: text("subject_id"),
    /** The label of the personal API token the change came through; null for the dashboard's changes. */
    apiTokenLabel: text("api_token_label"),
    /** Whether the change came through a personal API token (its label is cleared with a deleted account). */
    viaApiToken: boolean("via_api_token").notNull().default(false),
    /** JSON values (SQL null for a null value). */
    before: jsonb("before"),
    after: jsonb("after"),
    /** The entry this change reverted (no foreign key: that entry may be deleted first). */
    revertOf: uuid("revert_of"),
    createdAt: createdAt(),
  },
  (table) => [
    index("community_audit_log_community_idx").on(table.communityId, table.createdAt, table.id),
    index("community_audit_log_created_idx").on(table.createdAt),
  ],
);

/** Price satellite bots a community runs, one per catalogue symbol. */
export const satellites = pgTable(
  "satellites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    communityId: uuid("community_id")
      .notNull()
      .references(() => communities.id, { onDelete: "cascade" }),
    symbolId: text("symbol_id").notNull(),
    /** The price the bot last showed and when it said so (heartbeats). */
    lastPrice: doublePrecision("last_price"),
    lastHeartbeatAt: timestamp("last_heartbeat_at", { withTimezone: true }),
    /** Since when the bot has seen the satellite's bot in the server (membership reports); null: not in it. */
    joinedAt: timestamp("joined_at", { withTimezone: true }),
    /** When the bot saw it gone after it had joined; null while it is in the server or never joined. */
    leftAt: timestamp("left_at", { withTimezone: true }),
    /** The time of the membership report these say, so an older report arriving late changes nothing. */
    membershipReportedAt: timestamp("membership_reported_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("satellites_community_symbol_idx").on(table.communityId, table.symbolId)],
);

/** A command the bot posts on a schedule in a community channel. */
export const scheduledPosts = pgTable(
  "scheduled_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    communityId: uuid("community_id")
      .notNull()
      .references(() => communities.id, { onDelete: "cascade" }),
    command: text("command").notNull(),
    arguments: text("arguments").notNull().default(""),
    channelId: text("channel_id").notNull(),
    periodMinutes: integer("period_minutes").notNull(),
    skipWeekends: boolean("skip_weekends").notNull().default(false),
    marketHoursOnly: boolean("market_hours_only").notNull().default(false),
    /** Skips NYSE holidays (New York's calendar). */
    skipHolidays: boolean("skip_holidays").notNull().default(false),
    /** IANA zone its days and start time are read in (posts from before zones: America/New_York). */
    timeZone: text("time_zone").notNull().default("UTC"),
    /** Days of the week it runs on, `mon` to `sun` (posts from before days: all seven). */
    days: text("days", { enum: WEEKDAYS })
      .array()
      .notNull()
      .default(sql`'{mon,tue,wed,thu,fri,sat,sun}'::text[]`),
    /** `HH:MM` in `timeZone`: the first run of each day; null runs every period from creation or the last run. */
    startTime: text("start_time"),
    message: text("message"),
    roleId: text("role_id"),
    /** The bot's last report: when it ran, whether it was delivered, and why not. */
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    lastOutcome: text("last_outcome", { enum: SCHEDULED_POST_OUTCOMES }),
    lastFailureReason: text("last_failure_reason"),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    /** Set when the post stopped: after too many failures in a row (with the reason), or by its owner. */
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    pauseReason: text("pause_reason"),
    createdAt: createdAt(),
  },
  (table) => [
    index("scheduled_posts_community_idx").on(table.communityId),
    check("scheduled_posts_period", sql`${table.periodMinutes} between 5 and 1440`),
    check(
      "scheduled_posts_days",
      sql`cardinality(${table.days}) between 1 and 7 and ${table.days} <@ '{mon,tue,wed,thu,fri,sat,sun}'::text[]`,
    ),
    check("scheduled_posts_start_time", sql`${table.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/**
 * A "Send test" of a scheduled post: the bot posts it once, now, and reports the outcome. Not a run: the post's
 * schedule and failure count do not change.
 */
export const scheduledPostTests = pgTable(
  "scheduled_post_tests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => scheduledPosts.id, { onDelete: "cascade" }),
    status: text("status", { enum: SCHEDULED_POST_TEST_STATUSES }).notNull().default("pending"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    failureReason: text("failure_reason"),
  },
  (table) => [
    index("scheduled_post_tests_post_time_idx").on(table.postId, table.requestedAt),
    index("scheduled_post_tests_pending_idx").on(table.requestedAt).where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * A webhook relay: a public URL (`/api/relay/<id>/<secret>`) that queues messages for the bot to post in a
 * channel. The secret is kept only as its SHA-256 hash; after a rotation the previous hash works until
 * `previousSecretExpiresAt`.
 */
export const relays = pgTable(
  "relays",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    communityId: uuid("community_id")
      .notNull()
      .references(() => communities.id, { onDelete: "cascade" }),
    /** Its number in the community, as the bot's commands name it. */
    number: integer("number").notNull(),
    channelId: text("channel_id").notNull(),
    roleId: text("role_id"),
    /** The text each message is posted in (`{content}` and the relay placeholders); null: as sent. */
    template: text("template"),
    secretHash: text("secret_hash").notNull(),
    previousSecretHash: text("previous_secret_hash"),
    previousSecretExpiresAt: timestamp("previous_secret_expires_at", { withTimezone: true }),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("relays_community_number_idx").on(table.communityId, table.number)],
);

/**
 * A message posted to a relay URL, queued for the bot: what was parsed of it, and what the bot reported. The
 * bot's feed serves it (setting `servedAt`) until it is acknowledged; `sequence` orders the feed.
 */
export const relayMessages = pgTable(
  "relay_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sequence: bigint("sequence", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    relayId: uuid("relay_id")
      .notNull()
      .references(() => relays.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    tickerInput: text("ticker_input"),
    symbolId: text("symbol_id"),
    chart: text("chart"),
    role: text("role"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the feed last served it, and how many times. */
    servedAt: timestamp("served_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    status: text("status", { enum: RELAY_MESSAGE_STATUSES }).notNull().default("queued"),
    failureReason: text("failure_reason"),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
  },
  (table) => [
    index("relay_messages_relay_idx").on(table.relayId, table.receivedAt),
    index("relay_messages_queued_idx").on(table.sequence).where(sql`${table.status} = 'queued'`),
  ],
);

/** A TradingView chart layout a community can call up by label. */
export const tradingviewLayouts = pgTable(
  "tradingview_layouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    communityId: uuid("community_id")
      .notNull()
      .references(() => communities.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    url: text("url").notNull(),
    theme: text("theme", { enum: CHART_THEMES }).notNull().default("dark"),
    wide: boolean("wide").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("tradingview_layouts_label_idx").on(table.communityId, table.label)],
);

/**
 * A community's own bot (Bot License add-on): its name, avatar, Discord application and token (sealed with the
 * encryption keyring, context `licensed-bot:<community id>:token`), and where staff are in setting it up. Each
 * status step keeps when it was reached; an edit starts again at `submitted`.
 */
export const licensedBots = pgTable("licensed_bots", {
  communityId: uuid("community_id")
    .primaryKey()
    .references(() => communities.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  avatarUrl: text("avatar_url"),
  applicationId: text("application_id").notNull(),
  tokenCiphertext: text("token_ciphertext").notNull(),
  /** The token's last four characters, shown so admins can tell which token is saved. */
  tokenEnding: text("token_ending").notNull(),
  status: text("status", { enum: LICENSED_BOT_STATUSES }).notNull().default("submitted"),
  submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  inReviewAt: timestamp("in_review_at", { withTimezone: true }),
  liveAt: timestamp("live_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every Stripe webhook event processed, so a replayed event changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last prices the bot reported of the catalogue symbols it watches (alerts, satellites): a bounded history
 * per symbol (`PRICE_HISTORY_HOURS`), pruned by each report. One row per symbol and time it saw the price, so a
 * report sent again stores nothing new. The primary key serves the latest price and a symbol's series.
 */
export const reportedPrices = pgTable(
  "reported_prices",
  {
    /** The catalogue symbol id, as alerts and satellites name it. */
    symbolId: text("symbol_id").notNull(),
    observedAt: timestamp("observed_at", { withTimezone: true }).notNull(),
    price: doublePrecision("price").notNull(),
    reportedAt: timestamp("reported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.symbolId, table.observedAt] }),
    check("reported_prices_price_positive", sql`${table.price} > 0`),
  ],
);

/**
 * One hour of one metric (and kind) of a community's usage: what the bot reported (the hour's whole count,
 * replaced by a later report of the same hour) or what the API counted from the bot's reports (see
 * `USAGE_METRICS`). The hourly job deletes hours older than `USAGE_RETENTION_DAYS`.
 */
export const usageBuckets = pgTable(
  "usage_buckets",
  {
    communityId: uuid("community_id")
      .notNull()
      .references(() => communities.id, { onDelete: "cascade" }),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    metric: text("metric", { enum: USAGE_METRICS }).notNull(),
    /** The command of `commands_answered`, the satellite of `satellite_up`; empty for the others. */
    kind: text("kind").notNull().default(""),
    count: integer("count").notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.communityId, table.hour, table.metric, table.kind] }),
    check("usage_buckets_count", sql`${table.count} >= 0`),
    // The epoch, not date_trunc: date_trunc of a timestamptz reads the session's time zone.
    check("usage_buckets_hour", sql`extract(epoch from ${table.hour}) % 3600 = 0`),
    index("usage_buckets_hour_idx").on(table.hour),
  ],
);

/** How a notice's direct message or email stands: waiting, done, failed for good, or not to be sent. */
export const NOTICE_DELIVERY_STATES = ["pending", "sent", "failed", "skipped"] as const;

/**
 * A notice of one account: something broke in a community it runs (or its own payment failed). `cause` names
 * the cause (`post_paused:<post id>`); one unresolved notice per account and cause, so the same cause does not
 * notify twice until it was resolved and happened again. The direct message (through the bot) and the email
 * (from a job) each keep their own state.
 */
export const notices = pgTable(
  "notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    communityId: uuid("community_id").references(() => communities.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTICE_KINDS }).notNull(),
    cause: text("cause").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    fixPath: text("fix_path").notNull(),
    fixLabel: text("fix_label").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    directMessage: text("direct_message", { enum: NOTICE_DELIVERY_STATES }).notNull().default("pending"),
    directMessageReportedAt: timestamp("direct_message_reported_at", { withTimezone: true }),
    directMessageFailure: text("direct_message_failure"),
    email: text("email", { enum: NOTICE_DELIVERY_STATES }).notNull().default("pending"),
    emailSentAt: timestamp("email_sent_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("notices_open_cause_idx")
      .on(table.accountId, table.cause)
      .where(sql`${table.resolvedAt} is null`),
    index("notices_account_time_idx").on(table.accountId, table.occurredAt, table.id),
    index("notices_unread_idx").on(table.accountId).where(sql`${table.readAt} is null`),
    index("notices_direct_message_idx").on(table.occurredAt).where(sql`${table.directMessage} = 'pending'`),
    index("notices_email_idx").on(table.occurredAt).where(sql`${table.email} = 'pending'`),
    index("notices_cause_idx").on(table.cause).where(sql`${table.resolvedAt} is null`),
  ],
);

/** Which kinds of notice an account gets by email, and when; no row: the kinds' defaults, one at a time. */
export const noticePreferences = pgTable("notice_preferences", {
  accountId: uuid("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  emailKinds: jsonb("email_kinds").$type<string[]>().notNull(),
  emailSchedule: text("email_schedule", { enum: NOTICE_EMAIL_SCHEDULES }).notNull().default("immediately"),
  /** When the daily digest last went out. */
  digestSentAt: timestamp("digest_sent_at", { withTimezone: true }),
  updatedAt: updatedAt(),
});

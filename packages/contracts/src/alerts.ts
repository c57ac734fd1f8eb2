import { MAX_INPUT_LENGTH, type ParseFailureReason } from "@chartbot/ticker-parser";
import { z } from "zod";
import { SnowflakeSchema } from "./discord-id.ts";
import { MarketSymbolSchema, TickerModeSchema } from "./markets.ts";
import { DISCORD_MESSAGE_MAX, knownPlaceholderList, refineTemplate } from "./message-templates.ts";
import { PageQuerySchema, pageOf } from "./paging.ts";

/** Highest alert level accepted: above any price the catalogue's markets reach, below float trouble. */
export const MAX_ALERT_LEVEL = 1e12;
/** Longest custom alert message, in characters. */
export const MAX_ALERT_MESSAGE_LENGTH = 200;

/**
 * The kinds of an alert's condition: what each one waits for, its fields and its words are its row in
 * `ALERT_CONDITIONS`. Named `placement` since the first two (`above`, `below` a level); old rows stay valid.
 */
export const ALERT_PLACEMENTS = ["above", "below", "crosses", "percent_move", "every"] as const;
export const AlertPlacementSchema = z.enum(ALERT_PLACEMENTS);
export type AlertPlacement = z.infer<typeof AlertPlacementSchema>;

/** The fields of an alert that say what its condition waits for, besides the condition's kind. */
export const ALERT_CONDITION_FIELDS = ["level", "percent", "window"] as const;
export type AlertConditionField = (typeof ALERT_CONDITION_FIELDS)[number];

/** The windows a percent move is measured over, and their length in minutes. */
export const ALERT_WINDOWS = ["15m", "1h", "4h", "24h"] as const;
export const AlertWindowSchema = z.enum(ALERT_WINDOWS);
export type AlertWindow = z.infer<typeof AlertWindowSchema>;
export const ALERT_WINDOW_MINUTES: Readonly<Record<AlertWindow, number>> = {
  "15m": 15,
  "1h": 60,
  "4h": 240,
  "24h": 1440,
};
/** How each window is named to people: the dashboard's choices and its condition words. */
export const ALERT_WINDOW_LABELS: Readonly<Record<AlertWindow, string>> = {
  "15m": "15 minutes",
  "1h": "1 hour",
  "4h": "4 hours",
  "24h": "24 hours",
};

/** An alert's condition fields, as a condition's words read them (null: not set, or not known yet). */
export interface AlertConditionValues {
  readonly level: number | null;
  readonly percent: number | null;
  readonly window: AlertWindow | null;
  /** The repeat's cooldown: the period of a kind that fires on a schedule (`schedule`). */
  readonly cooldownMinutes?: number | null | undefined;
}

/** Bounds of a scheduled price update's period, in whole hours: every hour to once a week. */
export const MIN_ALERT_PERIOD_HOURS = 1;
export const MAX_ALERT_PERIOD_HOURS = 168;

/**
 * What a trigger's price says about a condition: `decided` when the price alone shows whether the condition
 * held, with the test and how the condition reads; `undecided` when it cannot, so any price passes.
 */
export type TriggerPriceRule =
  | { readonly kind: "decided"; meets(price: number, level: number): boolean; readonly reads: string }
  | { readonly kind: "undecided" };

/** What one kind of condition is: the one place its fields, name, meaning, words and sameness are decided. */
export interface AlertConditionKind {
  /** How the dashboard names it (the form's choice, the list's filter). */
  readonly label: string;
  /** The condition fields it needs; every other condition field must be left empty. */
  readonly fields: readonly AlertConditionField[];
  /**
   * What it waits for, after the kind's name in the bot API's description of `placement`
   * (`placementDescriptions`); kinds with the same text are described together.
   */
  readonly description: string;
  /** Whether the API can check the price of a trigger the bot reports against it, and how (`triggerPriceIssue`). */
  readonly triggerPrice: TriggerPriceRule;
  /**
   * The condition in words, in lower case, as the dashboard shows it (capitalized when it stands alone):
   * `above 65,000`, `moves 5 % within 24 hours`. Levels go through `formatLevel`; a missing field reads `?`.
   */
  words(values: AlertConditionValues, formatLevel: (level: number) => string): string;
  /**
   * The condition in words after a market's name in the API's messages, the values as stored:
   * `above 65000`, `moving 5% within 1h`.
   */
  plainWords(values: AlertConditionValues): string;
  /** A hint the dashboard's form shows under a field for this kind, instead of the field's usual one. */
  readonly hints?: { readonly [F in AlertConditionField]?: string };
  /**
   * A kind that fires on a schedule, whatever the price: it always repeats, and its cooldown is its period, a
   * whole number of hours (required). Two such alerts of one symbol are the same when their periods are.
   */
  readonly schedule?: true;
}

/** The words of a condition on a level: the kind's own word and the level. */
function levelWords(word: string): Pick<AlertConditionKind, "words" | "plainWords"> {
  return {
    words: ({ level }, formatLevel) => `${word} ${level === null ? "?" : formatLevel(level)}`,
    plainWords: ({ level }) => `${word} ${level}`,
  };
}

/**
 * Every kind of condition. The API's checks (`alertRuleIssues`), its duplicate check and message, its check of
 * a reported trigger's price, the database's `alerts_condition_fields` constraint (tested against this table),
 * the API's documentation of the fields, the dashboard's form, labels and condition words read it: a new kind
 * is a new `ALERT_PLACEMENTS` entry and a row here (and the constraint). Two open alerts of one symbol and kind
 * are the same when their fields are: the level within the API's `DUPLICATE_LEVEL_TOLERANCE`, the others equal.
 */
export const ALERT_CONDITIONS = {
  above: {
    label: "Above",
    fields: ["level"],
    description: "the price is past the level",
    // The level itself counts: the bot fires when the price reaches it.
    triggerPrice: { kind: "decided", meets: (price, level) => price >= level, reads: "at or above" },
    ...levelWords("above"),
  },
  below: {
    label: "Below",
    fields: ["level"],
    description: "the price is past the level",
    triggerPrice: { kind: "decided", meets: (price, level) => price <= level, reads: "at or below" },
    ...levelWords("below"),
  },
  crosses: {
    label: "Crosses up/down",
    fields: ["level"],
    description: "the price passed the level either way since the last price seen",
    // A crossing is the price passing the level from the last price the bot saw: right after one (up or down,
    // or after a gap) the price may be on either side of the level, and a report carries no earlier price.
    triggerPrice: { kind: "undecided" },
    ...levelWords("crosses"),
    hints: { level: "Notifies when the price passes this level, up or down." },
  },
  percent_move: {
    label: "Moves by %",
    fields: ["percent", "window"],
    description: "the price moved `percent` or more either way within the window",
    // A move is measured from the price at the start of the window (either way, so a fall of up to 100 % or any
    // rise), which a report does not carry: every positive price can end one.
    triggerPrice: { kind: "undecided" },
    words: ({ percent, window }) =>
      `moves ${percent ?? "?"} % within ${window ? ALERT_WINDOW_LABELS[window] : "?"}`,
    plainWords: ({ percent, window }) => `moving ${percent}% within ${window}`,
  },
  every: {
    label: "Every N hours",
    fields: [],
    description: "the price is posted every `cooldownMinutes` (whole hours), whatever it is",
    // Whatever the price, the update is due: every positive price can be reported.
    triggerPrice: { kind: "undecided" },
    schedule: true,
    words: ({ cooldownMinutes }) => `every ${periodWords(cooldownMinutes)}`,
    plainWords: ({ cooldownMinutes }) => `every ${periodWords(cooldownMinutes)}`,
  },
} as const satisfies Record<AlertPlacement, AlertConditionKind>;

/** A scheduled update's period in words: "hour", "4 hours", "? hours" when not known. */
function periodWords(cooldownMinutes: number | null | undefined): string {
  if (!cooldownMinutes) return "? hours";
  const hours = cooldownMinutes / 60;
  return hours === 1 ? "hour" : `${hours} hours`;
}

/** A kind of condition's row, typed as any row (for its optional facts). */
export function alertCondition(placement: AlertPlacement): AlertConditionKind {
  return ALERT_CONDITIONS[placement];
}

/** The kinds of condition that fire on a schedule (`schedule`). */
export const SCHEDULE_PLACEMENTS = ALERT_PLACEMENTS.filter((placement) => alertCondition(placement).schedule);

/** Whether a kind of condition uses a field. */
export function conditionUses(placement: AlertPlacement, field: AlertConditionField): boolean {
  return (ALERT_CONDITIONS[placement].fields as readonly AlertConditionField[]).includes(field);
}

/** The conditions compared with a price level (those that use one). */
export const LEVEL_PLACEMENTS = ALERT_PLACEMENTS.filter((placement) => conditionUses(placement, "level"));

/** The kinds of condition that use a field (`uses` false: that leave it empty). */
export function placementsUsing(field: AlertConditionField, uses = true): AlertPlacement[] {
  return ALERT_PLACEMENTS.filter((placement) => conditionUses(placement, field) === uses);
}

/**
 * Kinds of condition in a sentence: `above, below and crosses`, or in code with `"code"`
 * (`` `above` or `below` ``).
 */
export function listPlacements(
  placements: readonly AlertPlacement[],
  conjunction: "and" | "or",
  style: "plain" | "code" = "plain",
): string {
  const names = placements.map((placement) => (style === "code" ? `\`${placement}\`` : placement));
  const last = names.pop();
  return names.length === 0 ? (last ?? "") : `${names.join(", ")} ${conjunction} ${last}`;
}

/**
 * Every kind of condition and what it waits for, kinds with the same description together:
 * "`above`/`below`: the price is past the level; `crosses`: …".
 */
export function placementDescriptions(): string {
  const byDescription = new Map<string, AlertPlacement[]>();
  for (const placement of ALERT_PLACEMENTS) {
    const { description } = ALERT_CONDITIONS[placement];
    byDescription.set(description, [...(byDescription.get(description) ?? []), placement]);
  }
  return [...byDescription]
    .map(([description, placements]) => `${placements.map((p) => `\`${p}\``).join("/")}: ${description}`)
    .join("; ");
}

/** Largest percent move an alert can wait for (a fall cannot exceed 100 %). */
export const MAX_ALERT_PERCENT = 100;
/** Bounds of a repeating alert's cooldown, in minutes: 5 minutes to 7 days. */
export const MIN_ALERT_COOLDOWN_MINUTES = 5;
export const MAX_ALERT_COOLDOWN_MINUTES = 10_080;
/** Longest webhook URL accepted. */
export const MAX_WEBHOOK_URL_LENGTH = 2000;

/** Where an alert's message goes: the owner's DMs (default), a server channel, or a webhook URL. */
export const ALERT_DELIVERY_KINDS = ["direct-message", "channel", "webhook"] as const;
export const AlertDeliveryKindSchema = z.enum(ALERT_DELIVERY_KINDS);
export type AlertDeliveryKind = z.infer<typeof AlertDeliveryKindSchema>;

export const ALERT_STATUSES = ["active", "paused", "triggered", "canceled", "expired"] as const;
export const AlertStatusSchema = z.enum(ALERT_STATUSES);
export type AlertStatus = z.infer<typeof AlertStatusSchema>;

/** The statuses of alerts that count against the limit and can be paused or resumed. */
export const OPEN_ALERT_STATUSES = ["active", "paused"] as const satisfies readonly AlertStatus[];

/**
 * Why an open channel alert is held: the bot does not get it while its owner may not post in that channel,
 * and it comes back by itself once the cause is gone (no edit needed).
 */
export const ALERT_HOLD_REASONS = ["discord_unlinked", "not_server_manager", "addon_lapsed"] as const;
export const AlertHoldReasonSchema = z.enum(ALERT_HOLD_REASONS);
export type AlertHoldReason = z.infer<typeof AlertHoldReasonSchema>;

/** What the dashboard says about a held alert: the cause, and what gives the alert back. */
export const ALERT_HOLD_MESSAGES: Record<AlertHoldReason, string> = {
  discord_unlinked:
    "On hold: your account is no longer linked to Discord. Link Discord again to send it to the channel.",
  not_server_manager:
    "On hold: Discord says you no longer manage this server. It resumes when you have Manage Server again.",
  addon_lapsed:
    "On hold: channel alerts need the Price Alerts add-on. It resumes when your subscription is back.",
};

/** Whether the bot delivered a trigger's message: `pending` until it reports. */
export const ALERT_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export const AlertDeliveryStatusSchema = z.enum(ALERT_DELIVERY_STATUSES);
export type AlertDeliveryStatus = z.infer<typeof AlertDeliveryStatusSchema>;

/** One time an alert fired, as the bot reported it. */
export const AlertTriggerSchema = z.object({
  id: z.uuid(),
  price: z.number().describe("The price that crossed the level"),
  triggeredAt: z.iso.datetime(),
  delivery: AlertDeliveryStatusSchema,
  failureReason: z.string().nullable().describe("Why the message could not be delivered"),
});
export type AlertTrigger = z.infer<typeof AlertTriggerSchema>;

/** A "Send test" of an alert: `pending` until the bot reports it sent or failed. */
export const ALERT_TEST_STATUSES = ["pending", "delivered", "failed"] as const;
export const AlertTestSchema = z.object({
  id: z.uuid(),
  status: z.enum(ALERT_TEST_STATUSES),
  requestedAt: z.iso.datetime(),
  reportedAt: z.iso.datetime().nullable(),
  failureReason: z.string().nullable(),
});
export type AlertTest = z.infer<typeof AlertTestSchema>;
/** One test per alert per this many seconds. */
export const ALERT_TEST_INTERVAL_SECONDS = 30;

/** A price alert as the API returns it. */
export const AlertSchema = z.object({
  id: z.uuid(),
  ticker: z.string().describe("The ticker as the user typed it"),
  symbolId: z.string().describe("The catalogue symbol the ticker resolved to"),
  symbol: MarketSymbolSchema.nullable().describe("Null when the catalogue no longer lists the symbol"),
  placement: AlertPlacementSchema,
  level: z
    .number()
    .nullable()
    .describe(`The price level; null for ${listPlacements(placementsUsing("level", false), "and", "code")}`),
  percent: z
    .number()
    .nullable()
    .describe(
      `${listPlacements(placementsUsing("percent"), "and", "code")}: the move in percent, either way`,
    ),
  window: AlertWindowSchema.nullable().describe(
    `${listPlacements(placementsUsing("window"), "and", "code")}: the window the move is measured over`,
  ),
  message: z.string().nullable(),
  delivery: AlertDeliveryKindSchema,
  communityId: z.uuid().nullable().describe("Set for a channel alert"),
  channelId: z.string().nullable(),
  roleId: z.string().nullable(),
  webhookUrl: z.string().nullable().describe("Set for a webhook alert (only its owner reads alerts)"),
  status: AlertStatusSchema,
  heldReason: AlertHoldReasonSchema.nullable().describe(
    "Set while a channel alert is held: the bot does not get it until the cause is gone, then it resumes",
  ),
  createdAt: z.iso.datetime(),
  triggeredAt: z.iso.datetime().nullable().describe("When it last triggered"),
  expiresAt: z.iso.datetime().nullable(),
  cooldownMinutes: z
    .int()
    .nullable()
    .describe(
      "Null: fires once. Otherwise it stays active and fires again at most once per this many minutes",
    ),
  lastTrigger: AlertTriggerSchema.nullable().describe("The latest trigger and whether it was delivered"),
  test: AlertTestSchema.nullable().describe('The latest "Send test" request and its outcome'),
});
export type Alert = z.infer<typeof AlertSchema>;

/** The statuses of alerts that are done: kept as the history. */
export const CLOSED_ALERT_STATUSES = [
  "triggered",
  "canceled",
  "expired",
] as const satisfies readonly AlertStatus[];

/** The orders of the alert list. */
export const ALERT_SORTS = ["created", "ticker", "level", "closest"] as const;
export const AlertSortSchema = z.enum(ALERT_SORTS);
export type AlertSort = z.infer<typeof AlertSortSchema>;

/** `GET /api/alerts` query: a page, of one group of statuses or of all. */
export const AlertListQuerySchema = PageQuerySchema.extend({
  status: z
    .enum(["open", "closed"])
    .optional()
    .describe("`open`: active and paused; `closed`: triggered, canceled and expired; all when left out"),
  condition: AlertPlacementSchema.optional().describe("Only alerts with this condition"),
  delivery: AlertDeliveryKindSchema.optional().describe("Only alerts delivered this way"),
  sort: AlertSortSchema.optional().describe(
    "`created` (default): newest first; `ticker`: A to Z; `level`: lowest level first (percent moves by percent, after the levels); `closest`: closest to firing first, by the level's distance in percent from the latest price the bot reported (alerts without a level or without a price of the last 5 minutes after them, newest first). The distance moves with the price: a later page may repeat or miss an alert whose price moved meanwhile",
  ),
});
export type AlertListQuery = z.input<typeof AlertListQuerySchema>;

/** `GET /api/alerts`: a page of alerts, newest first, and how many alerts the account has of each status. */
export const AlertPageSchema = pageOf(AlertSchema).extend({
  // An object with one property per status (not a record): its JSON Schema then names each property it requires.
  counts: z
    .object(
      Object.fromEntries(ALERT_STATUSES.map((status) => [status, z.number().int().nonnegative()])) as Record<
        AlertStatus,
        z.ZodNumber
      >,
    )
    .describe("All of the account's alerts by status, whatever the filter and the page"),
});
export type AlertPage = z.infer<typeof AlertPageSchema>;

const LevelSchema = z
  .number({ error: "must be a finite number" })
  .positive("must be greater than 0")
  .max(MAX_ALERT_LEVEL, `must be at most ${MAX_ALERT_LEVEL.toExponential()}`);
const PercentSchema = z
  .number({ error: "must be a finite number" })
  .positive("must be greater than 0")
  .max(MAX_ALERT_PERCENT, `must be at most ${MAX_ALERT_PERCENT}`);
const MessageSchema = z
  .string()
  .trim()
  .max(MAX_ALERT_MESSAGE_LENGTH)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  .regex(/^[^\u0000-\u0009\u000b-\u001f\u007f]*$/, "must not contain control characters")
  .superRefine(refineTemplate("alert"))
  .describe(
    `A template: ${knownPlaceholderList("alert")} are filled in when it posts (unknown ones are refused, as is a template that could pass Discord's ${DISCORD_MESSAGE_MAX} characters)`,
  );
const CooldownSchema = z
  .int("must be a whole number of minutes")
  .min(MIN_ALERT_COOLDOWN_MINUTES, `must be at least ${MIN_ALERT_COOLDOWN_MINUTES} minutes`)
  .max(MAX_ALERT_COOLDOWN_MINUTES, `must be at most ${MAX_ALERT_COOLDOWN_MINUTES} minutes (7 days)`);
const WebhookUrlSchema = z
  .string()
  .trim()
  .max(MAX_WEBHOOK_URL_LENGTH)
  .pipe(z.url({ protocol: /^https$/, error: "must be an https:// URL" }));

/** The editable fields of an alert, as create takes them and edit takes any of them. */
const alertRuleFields = {
  placement: AlertPlacementSchema,
  level: LevelSchema.nullish().describe(`Required for ${listPlacements(placementsUsing("level"), "and")}`),
  percent: PercentSchema.nullish().describe(
    `Required for ${listPlacements(placementsUsing("percent"), "and")}: above 0, at most ${MAX_ALERT_PERCENT}`,
  ),
  window: AlertWindowSchema.nullish().describe(
    `Required for ${listPlacements(placementsUsing("window"), "and")}`,
  ),
  message: MessageSchema.nullish(),
  expiresAt: z.iso
    .datetime({ offset: true, error: "must be a date and time (ISO 8601)" })
    .nullish()
    .describe("Null or left out: never expires. Must be in the future"),
  cooldownMinutes: CooldownSchema.nullish().describe(
    `Null or left out: fires once. ${MIN_ALERT_COOLDOWN_MINUTES} to ${MAX_ALERT_COOLDOWN_MINUTES}: fires every time, at most once per cooldown. Required for ${listPlacements(SCHEDULE_PLACEMENTS, "and", "code")}: its period, in whole hours (${MIN_ALERT_PERIOD_HOURS * 60} to ${MAX_ALERT_PERIOD_HOURS * 60})`,
  ),
  communityId: z.uuid().nullish(),
  channelId: SnowflakeSchema.nullish(),
  roleId: SnowflakeSchema.nullish(),
  mentionEveryone: z
    .boolean()
    .optional()
    .describe("Must be true for roleId to be the server's @everyone role (an explicit choice)"),
  webhookUrl: WebhookUrlSchema.nullish().describe(
    "https only; private, loopback and link-local addresses are refused, also after DNS resolution",
  ),
};

/** An alert's rule once create's body or an edit merged with the stored alert is complete. */
export interface AlertRule {
  placement: AlertPlacement;
  level?: number | null | undefined;
  percent?: number | null | undefined;
  window?: AlertWindow | null | undefined;
  cooldownMinutes?: number | null | undefined;
  expiresAt?: string | null | undefined;
  communityId?: string | null | undefined;
  channelId?: string | null | undefined;
  roleId?: string | null | undefined;
  webhookUrl?: string | null | undefined;
}

/** A scheduled update's period, as the end of a sentence about `cooldownMinutes`. */
const PERIOD_BOUNDS = `a whole number of hours in cooldownMinutes, ${MIN_ALERT_PERIOD_HOURS * 60} (every hour) to ${MAX_ALERT_PERIOD_HOURS * 60} (every week)`;

/** What a condition field's absence is called, for a kind that needs it. */
const MISSING_CONDITION_FIELD: Readonly<Record<AlertConditionField, string>> = {
  level: "enter the price level",
  percent: "enter the percent move to wait for",
  window: "choose the window of the move",
};

/**
 * What is wrong with a rule as a whole (each field's own bounds are the schema's): the level or the percent
 * and window the condition needs, one delivery target, and an expiry in the future (`checkExpiry`: an edit
 * that leaves the stored expiry as it is does not check it again). One place for create, edit and the
 * dashboard's form.
 */
export function alertRuleIssues(
  rule: AlertRule,
  options: { now?: Date; checkExpiry?: boolean } = {},
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const { label } = ALERT_CONDITIONS[rule.placement];
  for (const field of ALERT_CONDITION_FIELDS) {
    const given = rule[field] != null;
    if (conditionUses(rule.placement, field) && !given) {
      issues.push({ path: field, message: MISSING_CONDITION_FIELD[field] });
    } else if (!conditionUses(rule.placement, field) && given) {
      issues.push({ path: field, message: `not used by the "${label}" condition: leave it empty` });
    }
  }
  if (alertCondition(rule.placement).schedule) {
    const minutes = rule.cooldownMinutes;
    if (minutes == null) {
      issues.push({
        path: "cooldownMinutes",
        message: `the "${label}" condition needs its period: ${PERIOD_BOUNDS}`,
      });
    } else if (
      minutes % 60 !== 0 ||
      minutes < MIN_ALERT_PERIOD_HOURS * 60 ||
      minutes > MAX_ALERT_PERIOD_HOURS * 60
    ) {
      issues.push({ path: "cooldownMinutes", message: `the period must be ${PERIOD_BOUNDS}` });
    }
  }
  if (Boolean(rule.communityId) !== Boolean(rule.channelId)) {
    issues.push({
      path: rule.communityId ? "channelId" : "communityId",
      message:
        "communityId and channelId go together: both for a channel alert, neither for a direct message",
    });
  }
  if (rule.roleId && !rule.channelId) {
    issues.push({ path: "roleId", message: "a role can only be mentioned in a channel" });
  }
  if (rule.webhookUrl && rule.channelId) {
    issues.push({ path: "webhookUrl", message: "choose one target: a channel or a webhook, not both" });
  }
  if (rule.expiresAt && (options.checkExpiry ?? true)) {
    const at = Date.parse(rule.expiresAt);
    if (!(at > (options.now ?? new Date()).getTime())) {
      issues.push({ path: "expiresAt", message: "must be in the future (or leave it empty: never expires)" });
    }
  }
  return issues;
}

/** A new alert's fields, each within its own bounds (the rule as a whole is `alertRuleIssues`). */
const CreateAlertFieldsSchema = z.strictObject({
  ticker: z.string().trim().min(1, "enter a ticker").max(MAX_INPUT_LENGTH),
  ...alertRuleFields,
  mode: TickerModeSchema.optional().describe("Parse the ticker in this mode instead of the account's"),
});

/** `POST /api/alerts` */
export const CreateAlertBodySchema = CreateAlertFieldsSchema.superRefine((body, context) => {
  for (const issue of alertRuleIssues(body)) {
    context.addIssue({ code: "custom", path: [issue.path], message: issue.message });
  }
});
export type CreateAlertBody = z.input<typeof CreateAlertBodySchema>;

/**
 * One problem of an alert's body: the field, zod's `code` for a field out of its own bounds (`too_small`,
 * `too_big`, `invalid_format`, `invalid_type`…) or `rule` for the rule as a whole, and the API's message.
 */
export interface AlertBodyIssue {
  path: string;
  code: string;
  message: string;
}

/**
 * Every problem of a new alert's body at once, as `POST /api/alerts` would refuse it: each field's bounds, then
 * the rule as a whole (also when a field is out of bounds, unlike the schema). The dashboard's form calls it
 * and words each problem for its own fields.
 */
export function alertBodyIssues(body: CreateAlertBody, options: { now?: Date } = {}): AlertBodyIssue[] {
  const fields = CreateAlertFieldsSchema.safeParse(body);
  const fieldIssues = fields.success
    ? []
    : fields.error.issues.map((issue) => ({
        path: String(issue.path[0] ?? ""),
        code: issue.code,
        message: issue.message,
      }));
  return [...fieldIssues, ...alertRuleIssues(body, options).map((issue) => ({ ...issue, code: "rule" }))];
}

/**
 * `PATCH /api/alerts/:id`: pause or resume (`status`), and/or edit any of the rule's fields (left out: kept;
 * null: cleared). The edited alert is validated whole as create validates a new one.
 */
export const UpdateAlertBodySchema = z
  .strictObject({
    status: z
      .enum(OPEN_ALERT_STATUSES)
      .optional()
      .describe("`paused` pauses an active alert, `active` resumes it"),
    ...alertRuleFields,
    placement: AlertPlacementSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, "nothing to change: send at least one field");
export type UpdateAlertBody = z.input<typeof UpdateAlertBodySchema>;

/** `POST /api/alerts/:id/test`: 202 with the test request, which the bot sends and reports. */
export const AlertTestResponseSchema = AlertTestSchema;

/** `:id` of an alert. */
export const AlertParamsSchema = z.object({ id: z.uuid() });

/** `GET /api/alerts/:id/triggers`: the alert's history, newest first. */
export const AlertTriggerPageSchema = pageOf(AlertTriggerSchema);
export type AlertTriggerPage = z.infer<typeof AlertTriggerPageSchema>;

/** `GET /api/alerts/history` query: a page of every trigger of the account's alerts, newest first. */
export const AlertHistoryQuerySchema = PageQuerySchema.extend({
  alertId: z.uuid().optional().describe("Only this alert's triggers"),
  status: AlertDeliveryStatusSchema.optional().describe(
    "Only triggers whose message is `pending`, `delivered` or `failed`",
  ),
  delivery: AlertDeliveryKindSchema.optional().describe("Only triggers of alerts delivered this way"),
});
export type AlertHistoryQuery = z.input<typeof AlertHistoryQuerySchema>;

/** One trigger of the account's history, with the alert it belongs to as the alert is now. */
export const AlertHistoryEntrySchema = AlertTriggerSchema.extend({
  alert: AlertSchema.pick({
    id: true,
    ticker: true,
    symbol: true,
    placement: true,
    level: true,
    percent: true,
    window: true,
    delivery: true,
    communityId: true,
    channelId: true,
    status: true,
  }),
});
export type AlertHistoryEntry = z.infer<typeof AlertHistoryEntrySchema>;

/** `GET /api/alerts/history`: every trigger of the account's alerts, newest first. */
export const AlertHistoryPageSchema = pageOf(AlertHistoryEntrySchema);
export type AlertHistoryPage = z.infer<typeof AlertHistoryPageSchema>;

/** `GET /api/alerts/resolve` */
export const ResolveTickerQuerySchema = z.object({
  ticker: z.string().max(200),
  mode: TickerModeSchema.optional().describe("Defaults to the account's ticker mode"),
});

/** What a typed ticker means: the symbol, or why there is none and what else to try. */
export const TickerResolutionSchema = z.object({
  ticker: z.string(),
  mode: TickerModeSchema,
  ok: z.boolean(),
  reason: z.enum(["empty", "invalid", "not-found"] as const satisfies ParseFailureReason[]).nullable(),
  symbol: MarketSymbolSchema.nullable(),
  completed: z.boolean().describe("A partial pair was completed (crypto mode: BTC -> BTCUSD)"),
  alternatives: z.array(MarketSymbolSchema).describe("Other markets the ticker could mean"),
  suggestions: z.array(MarketSymbolSchema).describe("Filled when nothing matches"),
  message: z.string().describe("One sentence to show under the ticker field"),
});
export type TickerResolution = z.infer<typeof TickerResolutionSchema>;

/** An alert's level as `{level}` and `{condition}` read it: `65,000`, `0.5`. */
export function templateLevel(level: number): string {
  return level.toLocaleString("en-US", { maximumFractionDigits: 8 });
}

/**
 * What an alert's template gets from the alert itself, the same for the bot and the dashboard's preview:
 * `{ticker}`, `{name}`, `{level}` and `{condition}`. The bot adds `{price}`, `{change}`, `{time}` and `{role}`.
 */
export function alertTemplateValues(
  alert: { ticker: string; name: string } & AlertConditionValues & { placement: AlertPlacement },
): { ticker: string; name: string; level: string; condition: string } {
  return {
    ticker: alert.ticker,
    name: alert.name,
    level: alert.level === null ? "" : templateLevel(alert.level),
    condition: ALERT_CONDITIONS[alert.placement].words(alert, templateLevel),
  };
}

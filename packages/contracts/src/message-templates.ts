import { MAX_INPUT_LENGTH } from "@chartbot/ticker-parser";

/** Discord's limit on a message's text, in characters: every expansion of a template stays within it. */
export const DISCORD_MESSAGE_MAX = 2000;

/**
 * The placeholders a message template may use: what each stands for, the sample the dashboard's preview shows
 * and the longest text it expands to. `expandTemplate` clips a value to its `longest`, so a template whose
 * expansion with every placeholder at its longest fits `DISCORD_MESSAGE_MAX` fits whatever the values are.
 */
export const TEMPLATE_PLACEHOLDERS = {
  ticker: { meaning: "the ticker as typed", sample: "BTCUSD", longest: MAX_INPUT_LENGTH },
  // Catalogue names are far shorter; Discord caps an embed title at 256, a name past 100 is clipped.
  name: { meaning: "the market's name", sample: "Bitcoin / US Dollar (Bitstamp)", longest: 100 },
  // 1e12 with separators and eight decimals is 26 characters.
  price: { meaning: "the price when it posts", sample: "65,012.50", longest: 32 },
  level: { meaning: "the alert's level", sample: "65,000", longest: 32 },
  change: { meaning: "the change over 24 hours", sample: "+2.41%", longest: 16 },
  condition: { meaning: "the alert's condition in words", sample: "above 65,000", longest: 64 },
  // `2026-11-30 14:05 ` and the longest zone name (America/Argentina/ComodRivadavia is 32).
  time: { meaning: "the time it posts, with its time zone", sample: "2026-11-30 14:05 UTC", longest: 64 },
  // `<@&snowflake>` or `@` and a role's name (Discord allows 100 characters).
  role: { meaning: "the role it mentions", sample: "@traders", longest: 101 },
  // The rest of the message: clipped to what the other parts leave of `DISCORD_MESSAGE_MAX`.
  content: { meaning: "the text the outside service sent", sample: "Long entry on BTCUSD", longest: 0 },
} as const satisfies Record<string, { meaning: string; sample: string; longest: number }>;
export type TemplatePlaceholder = keyof typeof TEMPLATE_PLACEHOLDERS;

/** What carries a template, and which placeholders each can fill: the one list every layer reads. */
export const TEMPLATE_PLACEHOLDERS_BY_KIND = {
  alert: ["ticker", "name", "price", "level", "change", "condition", "time", "role"],
  post: ["ticker", "name", "price", "change", "time", "role"],
  relay: ["content", "ticker", "name", "time", "role"],
} as const satisfies Record<string, readonly TemplatePlaceholder[]>;
export type TemplateKind = keyof typeof TEMPLATE_PLACEHOLDERS_BY_KIND;

/** Values to fill a template with; a placeholder left out expands to nothing. */
export type TemplateValues = Partial<Record<TemplatePlaceholder, string>>;

const PLACEHOLDER = /\{([a-zA-Z_]+)\}/g;

/** The placeholders of a kind as people read them: `{ticker}, {name}, …`. */
export function knownPlaceholderList(kind: TemplateKind): string {
  return TEMPLATE_PLACEHOLDERS_BY_KIND[kind].map((name) => `{${name}}`).join(", ");
}

/** The `{words}` of a template that the kind does not know, each once, in order. */
export function findUnknownPlaceholders(template: string, kind: TemplateKind): string[] {
  const known: readonly string[] = TEMPLATE_PLACEHOLDERS_BY_KIND[kind];
  const unknown = [...template.matchAll(PLACEHOLDER)]
    .map((match) => match[1] ?? "")
    .filter((name) => !known.includes(name));
  return [...new Set(unknown)].map((name) => `{${name}}`);
}

function isPlaceholder(name: string): name is TemplatePlaceholder {
  return Object.hasOwn(TEMPLATE_PLACEHOLDERS, name);
}

/**
 * A template with its placeholders filled (each value clipped to its `longest`, `{content}` to what is left of
 * `DISCORD_MESSAGE_MAX`). Unknown `{words}` stay as typed: refusing them is `templateIssue`'s job.
 */
export function expandTemplate(template: string, values: TemplateValues): string {
  const fill = (content: string) =>
    template.replace(PLACEHOLDER, (whole, name: string) => {
      if (!isPlaceholder(name)) return whole;
      if (name === "content") return content;
      return (values[name] ?? "").slice(0, TEMPLATE_PLACEHOLDERS[name].longest);
    });
  const contentCount = [...template.matchAll(PLACEHOLDER)].filter((match) => match[1] === "content").length;
  if (contentCount === 0) return fill("");
  const room = Math.max(0, DISCORD_MESSAGE_MAX - fill("").length);
  return fill((values.content ?? "").slice(0, Math.floor(room / contentCount)));
}

/** A template's expansion with every placeholder at its longest: the most it can ever be. */
export function longestExpansion(template: string): string {
  const values: TemplateValues = {};
  for (const [name, { longest }] of Object.entries(TEMPLATE_PLACEHOLDERS)) {
    values[name as TemplatePlaceholder] = "x".repeat(longest);
  }
  return expandTemplate(template, values);
}

/** What is wrong with a template for a kind, in the words the API's 400 uses; undefined when nothing is. */
export function templateIssue(template: string, kind: TemplateKind): string | undefined {
  const unknown = findUnknownPlaceholders(template, kind);
  if (unknown.length > 0) {
    const named = unknown.length === 1 ? "placeholder" : "placeholders";
    return `unknown ${named} ${unknown.join(", ")}: use ${knownPlaceholderList(kind)}`;
  }
  const longest = longestExpansion(template).length;
  if (longest > DISCORD_MESSAGE_MAX) {
    return `with every placeholder at its longest the message is ${longest.toLocaleString("en-US")} characters, over Discord's ${DISCORD_MESSAGE_MAX.toLocaleString("en-US")}: use fewer placeholders or less text`;
  }
  return undefined;
}

/** The preview's values: each placeholder's sample, and the values known so far over them. */
export function previewValues(known: TemplateValues = {}): TemplateValues {
  const values: TemplateValues = {};
  for (const [name, { sample }] of Object.entries(TEMPLATE_PLACEHOLDERS)) {
    values[name as TemplatePlaceholder] = sample;
  }
  for (const [name, value] of Object.entries(known)) {
    if (value) values[name as TemplatePlaceholder] = value;
  }
  return values;
}

/** A moment as `{time}` reads it: `2026-11-30 14:05 UTC`, in the zone given. */
export function templateTime(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")} ${timeZone}`;
}

/** A zod refinement refusing a template the kind cannot post (`templateIssue`'s words), for the bodies' schemas. */
export function refineTemplate(kind: TemplateKind) {
  return (
    template: string | null | undefined,
    context: { addIssue(issue: { code: "custom"; message: string }): void },
  ) => {
    const issue = template ? templateIssue(template, kind) : undefined;
    if (issue) context.addIssue({ code: "custom", message: issue });
  };
}

/** A template problem as a form shows it: `templateIssue`'s words as a sentence. */
export function templateSentence(issue: string): string {
  return `${issue.charAt(0).toUpperCase()}${issue.slice(1)}.`;
}

import { ADDONS } from "@chartbot/addons";
import { COMMAND_NAMES } from "@chartbot/command-catalogue";
import { TERMS_VERSION } from "@chartbot/contracts/communities";
import { PUBLIC_ROUTES } from "@chartbot/marketing-paths";
import { parseTicker } from "@chartbot/ticker-parser";
import { siteMenu } from "@chartbot/ui/menu";
import { describe, expect, it } from "vitest";
import { ABOUT_SECTIONS } from "./about";
import { getAddonPage } from "./addons";
import { COMMAND_BASICS } from "./command-basics";
import { FEATURE_SLUGS, FEATURES, getFeature } from "./features";
import { HIGHLIGHTS, HOME_HERO, HOME_STEPS } from "./home";
import { INSTALL_SECTIONS } from "./install";
import { privacyPolicy } from "./legal/privacy-policy";
import { termsOfService } from "./legal/terms-of-service";
import { FREE_PLAN, PRICING_FAQ } from "./pricing";
import type { CommandExample, ContentSection } from "./types";

/** Every command word the documentation defines (the catalogue's names); examples anywhere on the site use only these. */
const COMMAND_WORDS: readonly string[] = COMMAND_NAMES;
const DASHBOARD_PATHS = [
  "/communities",
  "/subscriptions",
  "/account",
  "/account/alerts",
  "/account/trading",
  "/account/settings",
];
const SITE_LINK_NAMES = [
  "tradingWiki",
  "supportServer",
  "sourceCode",
  "chatServer",
  "microblog",
  "contactEmail",
];

const sectionText = (section: ContentSection) => [
  section.heading,
  ...(section.paragraphs ?? []),
  ...(section.list ?? []),
  ...(section.steps ?? []),
  ...(section.examples ?? []).map((example) => example.result),
  ...(section.table?.rows ?? []).map((row) => row.description),
];

const featureTexts = FEATURES.flatMap((doc) => [
  doc.summary,
  ...doc.intro,
  ...doc.examples.map((example) => example.result),
  ...(doc.options ?? []).flatMap((table) => table.rows.map((row) => row.description)),
  ...doc.sections.flatMap(sectionText),
]);

const addonTexts = ADDONS.flatMap((addon) => {
  const page = getAddonPage(addon.slug);
  return [...page.intro, ...page.steps, ...page.faq.flatMap((entry) => [entry.question, entry.answer])];
});

/** Every piece of content text on the site. */
const ALL_TEXT = [
  ...featureTexts,
  ...addonTexts,
  HOME_HERO.lead,
  ...HIGHLIGHTS.map((highlight) => highlight.description),
  ...HOME_STEPS.map((step) => step.body),
  ...[
    ...INSTALL_SECTIONS,
    ...ABOUT_SECTIONS,
    ...COMMAND_BASICS,
    ...privacyPolicy.sections,
    ...termsOfService.sections,
  ].flatMap(sectionText),
  ...privacyPolicy.summary,
  ...termsOfService.summary,
  ...FREE_PLAN,
  ...PRICING_FAQ.map((entry) => entry.answer),
];

/** Every command example on the site. */
const ALL_EXAMPLES: CommandExample[] = [
  ...FEATURES.flatMap((doc) => [
    ...doc.examples,
    ...doc.sections.flatMap((section) => section.examples ?? []),
  ]),
  ...ADDONS.flatMap((addon) => getAddonPage(addon.slug).examples),
  ...INSTALL_SECTIONS.flatMap((section) => section.examples ?? []),
  ...HIGHLIGHTS.map((highlight) => ({ command: highlight.command, result: highlight.description })),
];

/** The tickers a command names, as the bot would read them (quoted sub-commands are read too). */
function tickersOf(command: string): string[] {
  const nested = [...command.matchAll(/"([a-z]+ [^"]*)"/g)].flatMap((match) => tickersOf(match[1] ?? ""));
  const words = command
    .replace(/"[^"]*"/g, "")
    .split(/\s+/)
    .filter(Boolean);
  const [word, ...args] = words;
  switch (word) {
    case "c":
    case "info":
    case "ob":
      return [args[0] ?? ""];
    case "vol":
      return args[0] === "top" ? [] : [args[0] ?? ""];
    case "p":
      return args.slice(0, args.includes("in") ? args.indexOf("in") : undefined);
    case "layout":
      return args[0] === "list" || args.length < 2 ? [] : [args[1] ?? ""];
    case "alert":
      return args[0] === "set" ? [args[1] ?? ""] : [];
    case "paper":
      return args[0] === "buy" || args[0] === "sell" ? [args[2] ?? ""] : [];
    case "schedule":
      return nested;
    default:
      return [];
  }
}

function linksIn(text: string): string[] {
  return [...text.matchAll(/\[[^\]]+\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? "");
}

describe("documentation pages", () => {
  it("covers the 13 feature pages of the spec, in the Documentation menu's names", () => {
    expect(FEATURES.map((doc) => doc.slug)).toEqual([...FEATURE_SLUGS]);
    expect(FEATURES).toHaveLength(13);
    const menuNames = new Map(
      (siteMenu.find((item) => item.id === "features")?.groups ?? [])
        .flatMap((group) => group.items)
        .map((item) => [item.href, item.name]),
    );
    for (const doc of FEATURES) expect(menuNames.get(`/features/${doc.slug}`), doc.slug).toBe(doc.title);
  });

  it("gives every page a short summary, examples and unique section anchors", () => {
    for (const doc of FEATURES) {
      expect(doc.summary.length, doc.slug).toBeLessThanOrEqual(160);
      expect(doc.examples.length, doc.slug).toBeGreaterThanOrEqual(3);
      const ids = ["syntax", "examples", "options", ...doc.sections.map((section) => section.id)];
      expect(new Set(ids).size, doc.slug).toBe(ids.length);
    }
  });

  it("relates every page to other existing pages", () => {
    for (const doc of FEATURES) {
      expect(doc.related.length, doc.slug).toBeGreaterThan(0);
      for (const slug of doc.related) {
        expect(slug).not.toBe(doc.slug);
        expect(getFeature(slug)).toBeDefined();
      }
    }
  });

  it("names an add-on from the catalogue wherever one extends a feature", () => {
    const slugs = ADDONS.map((addon) => addon.slug);
    for (const doc of FEATURES) if (doc.addon) expect(slugs).toContain(doc.addon);
  });
});

describe("add-on pages", () => {
  it("has content for each of the six catalogue add-ons, linking to existing documentation", () => {
    expect(ADDONS).toHaveLength(6);
    for (const addon of ADDONS) {
      const page = getAddonPage(addon.slug);
      expect(page.slug).toBe(addon.slug);
      expect(page.intro.length).toBeGreaterThan(0);
      expect(page.steps.length).toBeGreaterThan(0);
      for (const slug of page.docs) expect(FEATURE_SLUGS).toContain(slug);
    }
  });
});

describe("terms of service", () => {
  it("shows as updated on the current terms version, the one the API has admins accept", () => {
    // The API records accepted terms only as one of PUBLISHED_TERMS_VERSIONS (contracts): new terms here need
    // their version there.
    expect(termsOfService.updated).toBe(TERMS_VERSION);
  });
});

describe("all content", () => {
  it("uses only the documented command words in examples", () => {
    expect(ALL_EXAMPLES.length).toBeGreaterThan(50);
    for (const { command } of ALL_EXAMPLES) {
      expect(COMMAND_WORDS, command).toContain(command.split(" ")[0]);
    }
  });

  it("uses tickers the bot resolves (in crypto mode, which the examples assume)", () => {
    for (const { command } of ALL_EXAMPLES) {
      for (const ticker of tickersOf(command)) {
        const result = parseTicker(ticker, { mode: "crypto" });
        expect(result.ok, `${ticker} in "${command}"`).toBe(true);
      }
    }
  });

  it("shows first steps that work in the default (traditional) parsing mode as well as in crypto mode", () => {
    // The home page and /add are where a new user copies a first command from; a community starts in
    // traditional mode. A crypto-mode-only shortcut may be mentioned in an aside that says so.
    const commandsIn = (text: string) =>
      [...text.replace(/\([^)]*crypto mode[^)]*\)/g, "").matchAll(/`([^`]+)`/g)].map(
        (match) => match[1] ?? "",
      );
    const firstSteps = [
      ...commandsIn(HOME_HERO.lead),
      ...HIGHLIGHTS.map((highlight) => highlight.command),
      ...HOME_STEPS.flatMap((step) => commandsIn(step.body)),
      ...INSTALL_SECTIONS.flatMap((section) => [
        ...(section.steps ?? []).flatMap(commandsIn),
        ...(section.examples ?? []).map((example) => example.command),
      ]),
    ].filter((command) => COMMAND_WORDS.includes(command.split(" ")[0] ?? ""));
    expect(firstSteps).toContain("c btcusdt 1h rsi");
    for (const command of firstSteps) {
      for (const ticker of tickersOf(command)) {
        // The same market in both modes: what the page promises is what the member gets.
        const [traditional, crypto] = (["traditional", "crypto"] as const).map((mode) =>
          parseTicker(ticker, { mode }),
        );
        expect(traditional?.ok && traditional.symbol.id, `${ticker} in "${command}", traditional mode`).toBe(
          crypto?.ok && crypto.symbol.id,
        );
        expect(traditional?.ok, `${ticker} in "${command}"`).toBe(true);
      }
    }
  });

  it("links only to existing pages, dashboard routes and configured external links", () => {
    const anchors = new Set(PUBLIC_ROUTES);
    for (const text of ALL_TEXT) {
      for (const href of linksIn(text)) {
        if (href.startsWith("dashboard:"))
          expect(DASHBOARD_PATHS, href).toContain(href.slice("dashboard:".length));
        else if (href.startsWith("link:"))
          expect(SITE_LINK_NAMES, href).toContain(href.slice("link:".length));
        else expect(anchors.has(href.split("#")[0] ?? ""), href).toBe(true);
      }
    }
  });

  it("has no placeholder text", () => {
    for (const text of ALL_TEXT) expect(text).not.toMatch(/lorem|ipsum|todo|tbd|xxx/i);
  });
});

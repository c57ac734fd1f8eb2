import { ADDONS } from "@chartbot/addons";
import { parseTicker } from "@chartbot/ticker-parser";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getAddonPage } from "@/content/addons";
import { FEATURES } from "@/content/features";
import type { BotPost } from "@/content/types";
import { AddonView } from "@/views/addon-view";
import { FeatureView } from "@/views/feature-view";
import { BotPreview } from "./bot-preview";

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

const PAGES: readonly (readonly [string, BotPost, () => string])[] = [
  ...FEATURES.map(
    (doc) =>
      [`/features/${doc.slug}`, doc.preview, () => renderToStaticMarkup(<FeatureView doc={doc} />)] as const,
  ),
  ...ADDONS.map(
    (addon) =>
      [
        `/pro/${addon.slug}`,
        getAddonPage(addon.slug).preview,
        () => renderToStaticMarkup(<AddonView addon={addon} />),
      ] as const,
  ),
];

describe("what the bot posts, on every feature and add-on page", () => {
  it("covers all 13 feature pages and all 6 add-on pages", () => {
    expect(PAGES).toHaveLength(19);
  });

  it.each(PAGES)("%s shows one preview with its caption", (_, post, render) => {
    const html = render();
    expect(html.match(/data-bot-preview/g)).toHaveLength(1);
    expect(html).toContain(`<figcaption`);
    expect(html).toContain(escapeHtml(post.caption));
  });

  it.each(PAGES.filter(([, post]) => post.market))("%s shows the market it is about", (_, post, render) => {
    const market = post.market;
    if (!market) throw new Error("filtered on market");
    expect(render()).toContain(escapeHtml(`${market.label} · ${market.source}`));
  });
});

describe("commands in the previews", () => {
  const withTicker = PAGES.filter(([, post]) => post.command?.ticker);

  it("name a market on most pages", () => {
    expect(withTicker.length).toBeGreaterThanOrEqual(15);
  });

  it.each(withTicker)(
    "%s: the command's ticker parses to the market shown, in the mode stated",
    (_, post) => {
      const { command, market } = post;
      if (!command?.ticker) throw new Error("filtered on ticker");
      expect(command.text.split(" ")).toContain(command.ticker);
      expect(market, "a command with a ticker shows its market").toBeDefined();
      const result = parseTicker(command.ticker, { mode: command.mode });
      expect(result.ok, `${command.ticker} in ${command.mode} mode`).toBe(true);
      if (!result.ok || !market) return;
      expect(result.symbol.ticker).toBe(market.ticker);
      expect((result.symbol.exchange ?? result.symbol.provider).toLowerCase()).toBe(
        market.source.toLowerCase(),
      );
      expect(market.label.replace("/", "")).toBe(market.ticker);
    },
  );

  it.each(withTicker.filter(([, post]) => post.command?.mode === "crypto"))(
    "%s says crypto mode because the default mode reads the ticker differently",
    (_, post, render) => {
      const ticker = post.command?.ticker ?? "";
      const traditional = parseTicker(ticker, { mode: "traditional" });
      expect(traditional.ok && traditional.symbol.ticker === post.market?.ticker).toBe(false);
      expect(render()).toContain("Read in crypto ticker mode");
    },
  );

  it("states the default mode for a traditional-mode command", () => {
    const post = PAGES.find(([route]) => route === "/features/prices")?.[1];
    if (!post) throw new Error("prices page");
    const html = renderToStaticMarkup(<BotPreview post={post} />);
    expect(html).toContain("Read in traditional ticker mode, the default.");
  });
});

describe("BotPreview", () => {
  it("hides the decorative avatars and names the bot with its BOT tag", () => {
    const post = PAGES.find(([route]) => route === "/features/prices")?.[1];
    if (!post) throw new Error("prices page");
    const html = renderToStaticMarkup(<BotPreview post={post} />);
    expect(html.match(/<span class="[^"]*avatar[^"]*" aria-hidden="true">/g)).toHaveLength(2);
    expect(html).toMatch(/>Chartbot<\/span><span[^>]*>BOT<\/span>/);
    expect(html).toContain("<dt");
    expect(html).toContain("+2.41%");
  });

  it("shows a licensed bot under the community's own name, not Chartbot's", () => {
    const html = renderToStaticMarkup(<BotPreview post={getAddonPage("bot-license").preview} />);
    expect(html).toMatch(/>Moonshot Markets<\/span><span[^>]*>BOT<\/span>/);
    expect(html).not.toContain(">Chartbot<");
  });

  it("lists satellite bots with their price as name and change as status", () => {
    const html = renderToStaticMarkup(<BotPreview post={getAddonPage("price-satellite-bots").preview} />);
    expect(html).toContain("BTC $97,412");
    expect(html).toContain("▲ 2.41% 24h");
    expect(html).toContain("Price bots — 3");
  });

  it("mentions the role in a channel alert", () => {
    const html = renderToStaticMarkup(<BotPreview post={getAddonPage("price-alerts").preview} />);
    expect(html).toContain("@Crypto</span> Six figures!");
  });

  it("draws charts inline with an accessible name and requests no outside resource", () => {
    for (const [route, post, render] of PAGES) {
      const html = render();
      const preview = html.slice(
        html.indexOf("data-bot-preview"),
        html.indexOf("</figure>", html.indexOf("data-bot-preview")),
      );
      expect(preview, route).not.toMatch(/(src|href)="https?:/);
      const picture = post.post.kind === "message" ? post.post.embed?.picture : undefined;
      if (picture && picture.kind !== "image")
        expect(preview, route).toContain(`aria-label="${escapeHtml(picture.alt)}"`);
      if (picture?.kind === "image")
        expect(preview, route).toContain(`alt="${escapeHtml(picture.image.alt)}"`);
    }
  });
});

import { ADDON_SLUGS, ADDONS } from "@chartbot/addons";
import { addonPath, FEATURE_SLUGS, featurePath } from "@chartbot/marketing-paths";
import { describe, expect, it } from "vitest";
import { isLargeMegaMenu } from "./is-large-mega-menu";
import { isMenuItemActive } from "./is-menu-item-active";
import { createSiteMenu, siteMenu } from "./site-menu";
import type { MenuGroup, MenuItem } from "./types";

const FEATURE_PAGES = FEATURE_SLUGS.map(featurePath);
const ADD_ON_PAGES = ADDON_SLUGS.map(addonPath);

function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [
    item,
    ...flatten(item.children ?? []),
    ...flatten((item.groups ?? []).flatMap((group) => group.items)),
  ]);
}

function byId(id: string): MenuItem {
  const item = siteMenu.find((entry) => entry.id === id);
  if (!item) throw new Error(`no menu item ${id}`);
  return item;
}

const groups = (count: number): MenuGroup[] =>
  Array.from({ length: count }, (_, index) => ({ title: `Group ${index}`, image: "charts", items: [] }));

describe("site menu", () => {
  it("has the top-level items of the spec in order", () => {
    expect(siteMenu.map(({ name, href }) => [name, href])).toEqual([
      ["Introduction", "/"],
      ["Install", "/add"],
      ["Add-Ons & Pricing", "/pro"],
      ["Documentation", "/features"],
      ["Company", "/about"],
    ]);
  });

  it("lists the six add-on pages in the Add-Ons & Pricing dropdown", () => {
    const pro = byId("pro");
    expect(pro.type).toBe("dropdown");
    expect(pro.children?.map((child) => child.href)).toEqual(ADD_ON_PAGES);
    expect(ADD_ON_PAGES).toHaveLength(6);
  });

  it("lists all 13 feature pages in the Documentation mega menu", () => {
    const features = byId("features");
    expect(features.type).toBe("megaMenu");
    const hrefs = (features.groups ?? []).flatMap((group) => group.items.map((item) => item.href));
    expect(hrefs.filter((href) => href.startsWith("/features/")).sort()).toEqual([...FEATURE_PAGES].sort());
    expect(FEATURE_PAGES).toHaveLength(13);
  });

  it("describes each add-on with the catalogue's name and tagline, and its New badge", () => {
    const children = byId("pro").children ?? [];
    expect(
      children.map(({ name, description, isNew }) => ({ name, description, isNew: Boolean(isNew) })),
    ).toEqual(ADDONS.map(({ name, tagline, isNew }) => ({ name, description: tagline, isNew })));
  });

  it("marks exactly one item as new: TradingView Layouts", () => {
    const fresh = flatten(siteMenu).filter((item) => item.isNew);
    expect(fresh.map((item) => item.href)).toEqual(["/pro/tradingview-layouts"]);
  });

  it("opens only the external trading wiki in a new tab", () => {
    const external = flatten(siteMenu).filter((item) => item.targetBlank);
    expect(external).toHaveLength(1);
    expect(external[0]?.href).toMatch(/^https:\/\//);
    expect(flatten(siteMenu).filter((item) => !item.href.startsWith("/"))).toEqual(external);
  });

  it("takes the trading wiki URL as an option", () => {
    const menu = createSiteMenu({ tradingWikiUrl: "https://wiki.test/trading" });
    expect(flatten(menu).find((item) => item.id === "trading-wiki")?.href).toBe("https://wiki.test/trading");
  });

  it("uses unique ids", () => {
    const ids = flatten(siteMenu).map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every mega menu group a title, an icon and items", () => {
    for (const group of byId("features").groups ?? []) {
      expect(group.title).not.toBe("");
      expect(group.image).toBeTruthy();
      expect(group.items.length).toBeGreaterThan(0);
    }
  });
});

describe("isLargeMegaMenu", () => {
  it("is large above 3 groups only", () => {
    const mega = { id: "m", name: "M", href: "/m", type: "megaMenu" } as const;
    expect(isLargeMegaMenu({ ...mega, groups: groups(3) })).toBe(false);
    expect(isLargeMegaMenu({ ...mega, groups: groups(4) })).toBe(true);
  });

  it("is never large for dropdowns and links", () => {
    expect(isLargeMegaMenu({ id: "d", name: "D", href: "/d", type: "dropdown", groups: groups(5) })).toBe(
      false,
    );
    expect(isLargeMegaMenu(byId("about"))).toBe(false);
  });

  it("counts the Documentation mega menu as large", () => {
    expect(isLargeMegaMenu(byId("features"))).toBe(true);
  });
});

describe("isMenuItemActive", () => {
  it("matches exact items only on their own path", () => {
    expect(isMenuItemActive({ href: "/", exact: true }, "/")).toBe(true);
    expect(isMenuItemActive({ href: "/", exact: true }, "/pro")).toBe(false);
    expect(isMenuItemActive({ href: "/add", exact: true }, "/add/")).toBe(true);
  });

  it("matches other items on their path and below, ignoring query and hash", () => {
    expect(isMenuItemActive({ href: "/pro" }, "/pro/price-alerts?x=1")).toBe(true);
    expect(isMenuItemActive({ href: "/pro" }, "/professional")).toBe(false);
    expect(isMenuItemActive({ href: "/features" }, "/features#top")).toBe(true);
  });

  it("never matches external links or an unknown path", () => {
    expect(isMenuItemActive({ href: "https://example.test/" }, "/")).toBe(false);
    expect(isMenuItemActive({ href: "/pro" }, undefined)).toBe(false);
  });
});

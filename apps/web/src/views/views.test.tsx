import { ADDONS, formatPrice } from "@chartbot/addons";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FEATURES } from "@/content/features";
import { UNIT_LABELS } from "@/content/pricing";
import { env } from "@/env";
import { AddonView } from "./addon-view";
import { FeatureIndexView } from "./feature-index-view";
import { FeatureView } from "./feature-view";
import { PricingView } from "./pricing-view";

const subscribeHref = (slug: string) =>
  `${env.NEXT_PUBLIC_DASHBOARD_ORIGIN}/subscriptions?addon=${slug}`.replace(/&/g, "&amp;");

describe("add-on pages", () => {
  it.each(ADDONS.map((addon) => [addon.slug, addon] as const))(
    "%s shows the catalogue price, trial and limits",
    (_, addon) => {
      const html = renderToStaticMarkup(<AddonView addon={addon} />);
      expect(html).toContain(`data-testid="addon-price">${formatPrice(addon.monthlyPriceCents)}</span>`);
      expect(html).toContain(UNIT_LABELS[addon.unit]);
      expect(html).toContain(addon.trialDays > 0 ? `${addon.trialDays}-day free trial` : "No free trial");
      for (const limit of addon.limits) expect(html).toContain(limit.value.replace(/&/g, "&amp;"));
      expect(html).toContain(`href="${subscribeHref(addon.slug)}"`);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    },
  );
});

describe("pricing page", () => {
  it("lists all six add-ons with their price, page link and subscribe link", () => {
    const html = renderToStaticMarkup(<PricingView />);
    for (const addon of ADDONS) {
      expect(html).toContain(addon.name);
      expect(html).toContain(formatPrice(addon.monthlyPriceCents));
      expect(html).toContain(`href="/pro/${addon.slug}"`);
      expect(html).toContain(`href="${subscribeHref(addon.slug)}"`);
    }
  });
});

describe("documentation", () => {
  it("links the index to all 13 feature pages", () => {
    const html = renderToStaticMarkup(<FeatureIndexView />);
    for (const doc of FEATURES) expect(html).toContain(`href="/features/${doc.slug}"`);
  });

  it.each(FEATURES.map((doc) => [doc.slug, doc] as const))(
    "%s renders one h1 and every example",
    (_, doc) => {
      const html = renderToStaticMarkup(<FeatureView doc={doc} />);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      for (const example of doc.examples) expect(html).toContain(example.command.replace(/"/g, "&quot;"));
    },
  );
});

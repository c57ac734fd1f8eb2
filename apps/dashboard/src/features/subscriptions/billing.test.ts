import { describe, expect, it } from "vitest";
import { invoiceStatusDisplay } from "./billing-section";
import { previewSentences } from "./change-quantity-dialog";
import { canceledSentence, graceSentence } from "./past-due-banner";

describe("the quantity preview in words", () => {
  const preview = {
    quantity: 4,
    currency: "usd",
    nextInvoiceCents: 6500,
    nextInvoiceAt: "2026-04-01T12:00:00.000Z",
    prorationDate: 1_800_000_000,
  };

  it("says what more slots add to the next invoice", () => {
    const [change, next] = previewSentences({ ...preview, prorationCents: 1250 });
    expect(change).toBe("$12.50 for the rest of this period is added to your next invoice.");
    expect(next).toMatch(/^Next invoice on .*2026: \$65\.00\.$/);
  });

  it("says what fewer slots credit", () => {
    const [change] = previewSentences({ ...preview, prorationCents: -700 });
    expect(change).toBe("$7.00 for the rest of this period is credited on your next invoice.");
  });
});

describe("the past-due banner", () => {
  const now = Date.parse("2026-03-10T12:00:00Z");

  it("says until when the add-on stays on", () => {
    expect(graceSentence("Advanced Charting", "2026-03-14T12:00:00.000Z", now)).toMatch(
      /^The last payment for Advanced Charting failed\. It stays on until .*2026; after that it is switched off\.$/,
    );
  });

  it("says since when it is off once the grace period is over", () => {
    expect(graceSentence("Advanced Charting", "2026-03-09T12:00:00.000Z", now)).toMatch(
      /has been off since .*2026\.$/,
    );
    expect(graceSentence("Advanced Charting", null, now)).toBe(
      "The last payment for Advanced Charting failed, so it is switched off.",
    );
  });
});

describe("invoice statuses", () => {
  it.each([
    ["paid", "Paid", "positive"],
    ["open", "Due", "negative"],
    [null, "Unknown", "neutral"],
  ] as const)("shows %s as %s", (status, label, tone) => {
    expect(invoiceStatusDisplay(status)).toEqual({ label, tone });
  });
});

describe("a failed payment of a canceled subscription", () => {
  it("says when it ends even once paid, and nothing when it renews", () => {
    expect(
      canceledSentence({ cancelAtPeriodEnd: true, currentPeriodEnd: "2026-04-01T12:00:00.000Z" }),
    ).toMatch(/^It is also canceled: even once paid, it ends on .*2026/);
    expect(
      canceledSentence({ cancelAtPeriodEnd: false, currentPeriodEnd: "2026-04-01T12:00:00.000Z" }),
    ).toBeUndefined();
  });
});

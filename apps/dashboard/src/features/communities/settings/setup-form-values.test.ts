import { describe, expect, it } from "vitest";
import { guildFromQuery, INITIAL_SETUP_VALUES, toSetupBody } from "./setup-form-values";

const target = { guildId: "900000000000000003", termsVersion: "2026-11-21" };

describe("toSetupBody", () => {
  it("needs the terms accepted and a parsing mode", () => {
    expect(toSetupBody(INITIAL_SETUP_VALUES, target)).toEqual({
      ok: false,
      errors: {
        acceptTerms: "Accept the Terms of Service to use Chartbot in this server.",
        tickerMode: "Choose how the bot reads tickers in this server.",
      },
    });
    expect(toSetupBody({ acceptTerms: true, tickerMode: "" }, target).ok).toBe(false);
    expect(toSetupBody({ acceptTerms: false, tickerMode: "crypto" }, target).ok).toBe(false);
  });

  it("sends the server, the terms version accepted and the mode", () => {
    expect(toSetupBody({ acceptTerms: true, tickerMode: "crypto" }, target)).toEqual({
      ok: true,
      body: { guildId: "900000000000000003", acceptedTermsVersion: "2026-11-21", tickerMode: "crypto" },
    });
  });
});

describe("guildFromQuery", () => {
  it("takes a server id only", () => {
    expect(guildFromQuery("900000000000000003")).toBe("900000000000000003");
    expect(guildFromQuery(["900000000000000003", "1"])).toBe("900000000000000003");
    expect(guildFromQuery(undefined)).toBeNull();
    expect(guildFromQuery("abc")).toBeNull();
    expect(guildFromQuery("123")).toBeNull();
  });
});

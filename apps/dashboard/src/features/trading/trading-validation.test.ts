import { describe, expect, it } from "vitest";
import {
  validateApiKey,
  validateApiSecret,
  validateCredentialForm,
  validateLabel,
} from "./trading-validation";

const key = "abcdEFGH1234_-xyz";
const secret = "s3cr3t+/=s3cr3t+/=xx";

describe("trading key validation", () => {
  it("accepts a label, an exchange, a key and a different secret", () => {
    expect(
      validateCredentialForm({ label: "Main", exchange: "binance", apiKey: key, apiSecret: secret }),
    ).toEqual({});
  });

  it("names every missing field", () => {
    expect(validateCredentialForm({ label: " ", exchange: "", apiKey: "", apiSecret: "" })).toEqual({
      label: "Enter a label, such as “Main account”.",
      exchange: "Choose the exchange.",
      apiKey: "Paste the API key from the exchange.",
      apiSecret: "Paste the API secret the exchange showed with the key.",
    });
  });

  it("refuses labels over 50 characters or with control characters", () => {
    expect(validateLabel("x".repeat(51))).toBe("Use at most 50 characters.");
    expect(validateLabel("a\tb")).toBe("Remove tabs and other invisible characters.");
  });

  it("refuses keys and secrets of the wrong shape without repeating them", () => {
    const shortKey = validateApiKey("short");
    expect(shortKey).toMatch(/16 to 128/);
    expect(shortKey).not.toContain("short");
    expect(validateApiKey(`${key}!`)).toMatch(/letters, digits/);
    expect(validateApiSecret("tooshort", key)).toMatch(/16 to 256/);
  });

  it("refuses a secret equal to the key", () => {
    expect(validateApiSecret(` ${key} `, key)).toMatch(/must differ/);
  });
});

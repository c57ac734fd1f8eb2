import { randomKeysFor } from "@chartbot/contracts/trading";
import { describe, expect, it } from "vitest";
import {
  keyFormatHint,
  validateApiKey,
  validateApiSecret,
  validateCredentialForm,
  validateLabel,
} from "./trading-validation";

const { apiKey: key, apiSecret: secret } = randomKeysFor("binance");

describe("trading key validation", () => {
  it("accepts a label, an exchange, a key and a different secret", () => {
    expect(
      validateCredentialForm({ label: "Main", exchange: "binance", apiKey: key, apiSecret: secret }),
    ).toEqual({});
  });

  it("names every missing field", () => {
    expect(validateCredentialForm({ label: " ", exchange: "", apiKey: "", apiSecret: "" })).toEqual({
      label: "Enter a label for these keys, such as “Main account”.",
      exchange: "Choose the exchange.",
      apiKey: "Paste the API key from the exchange.",
      apiSecret: "Paste the API secret the exchange showed with the key.",
    });
  });

  it("refuses labels over 50 characters or with control characters", () => {
    expect(validateLabel("x".repeat(51), "token")).toBe("Use at most 50 characters.");
    expect(validateLabel("a\tb", "keys")).toBe("Remove tabs and other invisible characters.");
  });

  it("names what the missing label is for: the token's message is its own", () => {
    expect(validateLabel(" ", "token")).toBe("Enter a label for the token, such as “Webhook relay”.");
    expect(validateLabel("", "keys")).toBe("Enter a label for these keys, such as “Main account”.");
  });

  it("checks keys and secrets against the chosen exchange's format, without repeating them", () => {
    const shortKey = validateApiKey("short", "binance");
    expect(shortKey).toBe("This does not look like a Binance API key: check that it was copied whole.");
    expect(validateApiKey(`${key.slice(0, 32)} ${key.slice(32)}`, "binance")).toBe(
      "Remove the spaces or line breaks inside the key.",
    );
    expect(validateApiSecret(secret, key, "gate")).toBe(
      "This does not look like a Gate API secret: check that it was copied whole.",
    );
    expect(validateApiKey(key, "binance")).toBeUndefined();
    expect(validateApiSecret(secret, key, "binance")).toBeUndefined();
  });

  it("checks only that a key is there until an exchange is chosen", () => {
    expect(validateApiKey("short", "")).toBeUndefined();
    expect(validateApiKey(" ", "")).toBe("Paste the API key from the exchange.");
  });

  it("describes each exchange's format for the field hints", () => {
    expect(keyFormatHint("bybit", "apiKey")).toBe("Bybit API keys are 18 letters and digits.");
    expect(keyFormatHint("", "apiKey")).toBeUndefined();
  });

  it("refuses a secret equal to the key", () => {
    expect(validateApiSecret(` ${key} `, key, "binance")).toMatch(/must differ/);
  });
});

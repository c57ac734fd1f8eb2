import { memoryStorage } from "@chartbot/browser-storage/testing";
import { describe, expect, it } from "vitest";
import {
  clearVerificationSent,
  cooldownSecondsLeft,
  markVerificationSent,
  RESEND_COOLDOWN_SECONDS,
} from "./verification-cooldown";

describe("verification cooldown", () => {
  it("counts down from the moment the email was marked as sent", () => {
    const storage = memoryStorage();
    markVerificationSent(storage, 1_000_000);
    expect(cooldownSecondsLeft(storage, 1_000_000)).toBe(RESEND_COOLDOWN_SECONDS);
    expect(cooldownSecondsLeft(storage, 1_000_000 + 59_500)).toBe(1);
    expect(cooldownSecondsLeft(storage, 1_000_000 + 60_000)).toBe(0);
  });

  it("offers Resend at once after an email that was not sent is forgotten", () => {
    const storage = memoryStorage();
    markVerificationSent(storage, 1_000_000);
    clearVerificationSent(storage);
    expect(cooldownSecondsLeft(storage, 1_000_001)).toBe(0);
    expect(storage.toObject()).toEqual({});
  });

  it("has no cooldown without storage or with a value from the future", () => {
    expect(cooldownSecondsLeft(undefined)).toBe(0);
    expect(cooldownSecondsLeft(memoryStorage({ "chartbot:verificationSentAt": "9e15" }), 1000)).toBe(0);
    expect(() => clearVerificationSent(null)).not.toThrow();
  });
});

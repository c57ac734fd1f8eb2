import { type LicensedBot, SaveLicensedBotBodySchema } from "@chartbot/contracts/bot-license";
import { describe, expect, it } from "vitest";
import { botLicenseBody, botLicenseFormValues, validateBotLicenseForm } from "./bot-license-values";

const APPLICATION_ID = "123456789012345678";
const token = (applicationId = APPLICATION_ID) =>
  `${btoa(applicationId).replace(/=+$/, "")}.GaBcDe.Zx9-Qw_8erTy7uIo6pAs5dFg4hJ`;

const saved: LicensedBot = {
  name: "Alpha Charts",
  avatarUrl: null,
  applicationId: APPLICATION_ID,
  tokenEnding: "4hJ!",
  status: "live",
  submittedAt: "2025-03-03T10:00:00.000Z",
  inReviewAt: "2025-03-04T10:00:00.000Z",
  liveAt: "2025-03-05T10:00:00.000Z",
  createdAt: "2025-03-03T10:00:00.000Z",
  updatedAt: "2025-03-05T10:00:00.000Z",
};

const valid = { name: "Alpha Charts", avatarUrl: "", applicationId: APPLICATION_ID, token: token() };
const errorsOf = (values: Partial<typeof valid>, bot: LicensedBot | null = null) =>
  Object.fromEntries(
    Object.entries(validateBotLicenseForm({ ...valid, ...values }, bot)).filter(([, m]) => m !== undefined),
  );

describe("the Bot License form", () => {
  it("accepts what the API accepts, and sends the token only when one was typed", () => {
    expect(errorsOf({})).toEqual({});
    const body = botLicenseBody({ ...valid, avatarUrl: " https://cdn.example.com/a.webp " });
    expect(SaveLicensedBotBodySchema.safeParse(body).success).toBe(true);
    expect(botLicenseBody({ ...valid, token: "" })).not.toHaveProperty("token");
    expect(botLicenseBody(valid).avatarUrl).toBeNull();
  });

  it("starts from the saved bot, never with its token", () => {
    expect(botLicenseFormValues(saved)).toEqual({
      name: "Alpha Charts",
      avatarUrl: "",
      applicationId: APPLICATION_ID,
      token: "",
    });
  });

  it("needs a token the first time and for a new application, not for other edits", () => {
    expect(errorsOf({ token: "" })).toHaveProperty("token", expect.stringMatching(/Paste the bot's token/));
    expect(errorsOf({ token: "", name: "Beta Charts" }, saved)).toEqual({});
    expect(errorsOf({ token: "", applicationId: "223456789012345678" }, saved)).toHaveProperty(
      "token",
      "Paste the token of the new application.",
    );
  });

  it("refuses what Discord refuses, without repeating the token", () => {
    expect(errorsOf({ name: "A" })).toHaveProperty("name", "Use 2 to 32 characters.");
    expect(errorsOf({ name: "Discord Helper" })).toHaveProperty("name", expect.stringMatching(/discord/));
    expect(errorsOf({ avatarUrl: "http://cdn.example.com/a.png" })).toHaveProperty("avatarUrl");
    expect(errorsOf({ applicationId: "12ab" })).toHaveProperty(
      "applicationId",
      "An application id is 17 to 20 digits.",
    );
    const other = token("987654321098765432");
    const messages = [errorsOf({ token: "abc" }), errorsOf({ token: other })].map((e) => e.token ?? "");
    expect(messages[0]).toMatch(/three parts/);
    expect(messages[1]).toMatch(/another application/);
    for (const message of messages) expect(message).not.toContain(other);
  });
});

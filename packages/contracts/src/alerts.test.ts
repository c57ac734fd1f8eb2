import { describe, expect, it } from "vitest";
import {
  AlertListQuerySchema,
  alertBodyIssues,
  alertRuleIssues,
  CreateAlertBodySchema,
  MAX_ALERT_LEVEL,
  UpdateAlertBodySchema,
} from "./alerts.ts";

const valid = { ticker: "BTCUSD", placement: "above", level: 65000 } as const;

describe("CreateAlertBodySchema", () => {
  it("accepts a direct-message alert", () => {
    expect(CreateAlertBodySchema.safeParse(valid).success).toBe(true);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, MAX_ALERT_LEVEL * 10])(
    "refuses the level %s",
    (level) => {
      expect(CreateAlertBodySchema.safeParse({ ...valid, level }).success).toBe(false);
    },
  );

  it("refuses a placement or ticker mode it does not know", () => {
    expect(CreateAlertBodySchema.safeParse({ ...valid, placement: "through" }).success).toBe(false);
    expect(CreateAlertBodySchema.safeParse({ ...valid, mode: "forex" }).success).toBe(false);
  });

  it("refuses a channel without its community, and a role without a channel", () => {
    const channel = "123456789012345678";
    expect(CreateAlertBodySchema.safeParse({ ...valid, channelId: channel }).success).toBe(false);
    expect(CreateAlertBodySchema.safeParse({ ...valid, roleId: channel }).success).toBe(false);
  });

  it("refuses control characters in the message and unknown fields", () => {
    expect(CreateAlertBodySchema.safeParse({ ...valid, message: "a\u0007b" }).success).toBe(false);
    expect(CreateAlertBodySchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
  });
});

describe("conditions, expiry, repetition and delivery on create", () => {
  it("accepts crosses with a level and a percent move with a percent and a window", () => {
    expect(CreateAlertBodySchema.safeParse({ ...valid, placement: "crosses" }).success).toBe(true);
    const move = { ticker: "BTC", placement: "percent_move", percent: 5, window: "1h" };
    expect(CreateAlertBodySchema.safeParse(move).success).toBe(true);
    expect(CreateAlertBodySchema.safeParse({ ...move, window: "24h", percent: 0.5 }).success).toBe(true);
  });

  it("accepts a scheduled price update every whole number of hours, from one to a week", () => {
    for (const cooldownMinutes of [60, 240, 10_080]) {
      const body = { ticker: "BTC", placement: "every", cooldownMinutes };
      expect(CreateAlertBodySchema.safeParse(body).success, String(cooldownMinutes)).toBe(true);
    }
  });

  it.each([
    [{ ticker: "BTC", placement: "every" }, "cooldownMinutes"],
    [{ ticker: "BTC", placement: "every", cooldownMinutes: 90 }, "cooldownMinutes"],
    [{ ticker: "BTC", placement: "every", cooldownMinutes: 30 }, "cooldownMinutes"],
    [{ ticker: "BTC", placement: "every", cooldownMinutes: 60, level: 5 }, "level"],
    [{ ticker: "BTC", placement: "percent_move", percent: 5 }, "window"],
    [{ ticker: "BTC", placement: "percent_move", window: "1h" }, "percent"],
    [{ ticker: "BTC", placement: "percent_move", percent: 5, window: "1h", level: 3 }, "level"],
    [{ ticker: "BTC", placement: "percent_move", percent: 100.5, window: "1h" }, "percent"],
    [{ ticker: "BTC", placement: "percent_move", percent: 5, window: "1w" }, "window"],
    [{ ticker: "BTC", placement: "above" }, "level"],
    [{ ...valid, expiresAt: "2000-01-01T00:00:00Z" }, "expiresAt"],
    [{ ...valid, cooldownMinutes: 4 }, "cooldownMinutes"],
    [{ ...valid, cooldownMinutes: 10_081 }, "cooldownMinutes"],
    [{ ...valid, cooldownMinutes: 30.5 }, "cooldownMinutes"],
    [{ ...valid, webhookUrl: "http://example.com/hook" }, "webhookUrl"],
    [
      {
        ...valid,
        webhookUrl: "https://example.com/hook",
        communityId: "7f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0",
        channelId: "123456789012345678",
      },
      "webhookUrl",
    ],
  ])("refuses %j at %s", (body, path) => {
    const result = CreateAlertBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(path);
  });

  it("accepts an expiry in the future with an offset, a cooldown and an https webhook", () => {
    const body = {
      ...valid,
      expiresAt: "2999-01-01T00:00:00+02:00",
      cooldownMinutes: 60,
      webhookUrl: "https://hooks.example.com/a/b",
    };
    expect(CreateAlertBodySchema.safeParse(body).success).toBe(true);
  });

  it("leaves a stored expiry alone on edit unless asked to check it", () => {
    const rule = { placement: "above" as const, level: 1, expiresAt: "2000-01-01T00:00:00Z" };
    expect(alertRuleIssues(rule, { checkExpiry: false })).toEqual([]);
    expect(alertRuleIssues(rule).map((issue) => issue.path)).toEqual(["expiresAt"]);
  });
});

describe("alertBodyIssues", () => {
  it("finds nothing in a valid body, as the schema accepts it", () => {
    expect(alertBodyIssues(valid)).toEqual([]);
  });

  it("names every field out of bounds with zod's code, and the rule's problems too", () => {
    const issues = alertBodyIssues({
      ticker: " ",
      placement: "percent_move",
      percent: 150,
      message: "tab\there",
      communityId: "5d6f1b1e-8c1a-4a4e-9a57-1c1f0c2b7e01",
    });
    expect(issues.map(({ path, code }) => [path, code])).toEqual([
      ["ticker", "too_small"],
      ["percent", "too_big"],
      ["message", "invalid_format"],
      ["window", "rule"],
      ["channelId", "rule"],
    ]);
    expect(CreateAlertBodySchema.safeParse({ ...valid, percent: 150 }).success).toBe(false);
  });

  it("checks the expiry against the time it is given", () => {
    const body = { ...valid, expiresAt: "2026-06-01T00:00:00Z" };
    expect(alertBodyIssues(body, { now: new Date("2026-01-01T00:00:00Z") })).toEqual([]);
    expect(alertBodyIssues(body, { now: new Date("2026-07-01T00:00:00Z") })).toMatchObject([
      { path: "expiresAt", code: "rule" },
    ]);
  });
});

describe("UpdateAlertBodySchema", () => {
  it("pauses or resumes, and edits rule fields; never the ticker, a closed status or nothing", () => {
    expect(UpdateAlertBodySchema.safeParse({ status: "paused" }).success).toBe(true);
    expect(UpdateAlertBodySchema.safeParse({ level: 3, message: null, cooldownMinutes: null }).success).toBe(
      true,
    );
    expect(UpdateAlertBodySchema.safeParse({ status: "triggered" }).success).toBe(false);
    expect(UpdateAlertBodySchema.safeParse({ ticker: "ETH" }).success).toBe(false);
    expect(UpdateAlertBodySchema.safeParse({}).success).toBe(false);
    expect(UpdateAlertBodySchema.safeParse({ cooldownMinutes: 1 }).success).toBe(false);
  });
});

describe("AlertListQuerySchema", () => {
  it("takes a condition, a delivery and a sort it knows", () => {
    expect(
      AlertListQuerySchema.safeParse({ condition: "crosses", delivery: "webhook", sort: "level" }).success,
    ).toBe(true);
    expect(AlertListQuerySchema.safeParse({ sort: "price" }).success).toBe(false);
    expect(AlertListQuerySchema.safeParse({ delivery: "email" }).success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { CreateAlertBodySchema, MAX_ALERT_LEVEL, UpdateAlertBodySchema } from "./alerts";

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

describe("UpdateAlertBodySchema", () => {
  it("only pauses or resumes", () => {
    expect(UpdateAlertBodySchema.safeParse({ status: "paused" }).success).toBe(true);
    expect(UpdateAlertBodySchema.safeParse({ status: "triggered" }).success).toBe(false);
  });
});

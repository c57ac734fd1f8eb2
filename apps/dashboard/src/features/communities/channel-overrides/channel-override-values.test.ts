import { describe, expect, it } from "vitest";
import { communitySettings } from "@/test/community-settings";
import {
  describeOverride,
  overrideFormValues,
  SERVER_SETTING,
  toOverrideBody,
} from "./channel-override-values";

const settings = communitySettings({
  tickerMode: "traditional",
  autoDeleteMinutes: 30,
  tickerModes: [
    { value: "traditional", label: "Traditional", help: "" },
    { value: "crypto", label: "Crypto", help: "" },
  ],
});
const CHANNEL = "900000000000000101";

describe("overrideFormValues", () => {
  it("starts a new override with the other mode and the server's auto-delete", () => {
    expect(overrideFormValues(settings)).toEqual({
      channelId: "",
      tickerMode: "crypto",
      autoDelete: SERVER_SETTING,
      autoDeleteMinutes: "30",
    });
  });

  it("reads an override's values, 0 minutes as never", () => {
    const base = { channelId: CHANNEL, createdAt: "", updatedAt: "" };
    expect(overrideFormValues(settings, { ...base, tickerMode: null, autoDeleteMinutes: 0 })).toMatchObject({
      tickerMode: SERVER_SETTING,
      autoDelete: "never",
    });
    expect(
      overrideFormValues(settings, { ...base, tickerMode: "crypto", autoDeleteMinutes: 5 }),
    ).toMatchObject({
      tickerMode: "crypto",
      autoDelete: "after",
      autoDeleteMinutes: "5",
    });
  });
});

describe("toOverrideBody", () => {
  const values = {
    channelId: CHANNEL,
    tickerMode: "crypto",
    autoDelete: SERVER_SETTING,
    autoDeleteMinutes: "10",
  } as const;

  it("sends null for what follows the server, 0 for never, the minutes otherwise", () => {
    expect(toOverrideBody(settings, values)).toEqual({
      ok: true,
      channelId: CHANNEL,
      body: { tickerMode: "crypto", autoDeleteMinutes: null },
    });
    expect(
      toOverrideBody(settings, { ...values, tickerMode: SERVER_SETTING, autoDelete: "never" }),
    ).toMatchObject({
      body: { tickerMode: null, autoDeleteMinutes: 0 },
    });
    expect(toOverrideBody(settings, { ...values, autoDelete: "after" })).toMatchObject({
      body: { tickerMode: "crypto", autoDeleteMinutes: 10 },
    });
  });

  it("refuses no channel, bad minutes, and an override of nothing", () => {
    expect(toOverrideBody(settings, { ...values, channelId: "" })).toEqual({
      ok: false,
      errors: { channelId: "Choose a channel." },
    });
    expect(
      toOverrideBody(settings, { ...values, autoDelete: "after", autoDeleteMinutes: "0" }),
    ).toMatchObject({
      ok: false,
      errors: { autoDeleteMinutes: "Enter a number from 1 to 1440." },
    });
    expect(toOverrideBody(settings, { ...values, tickerMode: SERVER_SETTING })).toMatchObject({
      ok: false,
      errors: { tickerMode: expect.stringContaining("Choose a ticker parsing mode or an auto-delete") },
    });
  });
});

describe("describeOverride", () => {
  it("says each setting in words, with the server's value where the channel follows it", () => {
    expect(describeOverride(settings, { tickerMode: "crypto", autoDeleteMinutes: null })).toEqual([
      "Crypto mode",
      "Server's auto-delete (after 30 minutes)",
    ]);
    expect(describeOverride(settings, { tickerMode: null, autoDeleteMinutes: 0 })).toEqual([
      "Server's mode (Traditional)",
      "Never deletes messages",
    ]);
    expect(describeOverride(settings, { tickerMode: null, autoDeleteMinutes: 1 })[1]).toBe(
      "Deletes messages after 1 minute",
    );
  });
});

import { describe, expect, it } from "vitest";
import { PRICE_CHECKED_PLACEMENTS, PRICE_UNCHECKED_PLACEMENTS } from "./alert-trigger-price.ts";
import {
  ALERT_CONDITION_FIELDS,
  ALERT_CONDITIONS,
  ALERT_PLACEMENTS,
  ALERT_WINDOW_LABELS,
  ALERT_WINDOWS,
  type AlertConditionValues,
  alertCondition,
  listPlacements,
  placementDescriptions,
  placementsUsing,
} from "./alerts.ts";

// The table of conditions owns every fact of a kind: these check each row has them all, and how each kind reads.

const grouped = (level: number) => level.toLocaleString("en-US", { maximumFractionDigits: 20 });
const values = (given: Partial<AlertConditionValues>): AlertConditionValues => ({
  level: null,
  percent: null,
  window: null,
  ...given,
});

describe("ALERT_CONDITIONS rows", () => {
  it.each(ALERT_PLACEMENTS)(
    "%s has a label, fields, a description, a trigger-price rule and words",
    (kind) => {
      const row = alertCondition(kind);
      expect(row.label).not.toBe("");
      // Each kind waits for something: a field of its own, or its schedule.
      expect(row.fields.length > 0 || row.schedule === true).toBe(true);
      for (const field of row.fields) expect(ALERT_CONDITION_FIELDS).toContain(field);
      expect(row.description).toMatch(/^the price \S.*[^.]$/);
      expect(["decided", "undecided"]).toContain(row.triggerPrice.kind);
      const all = values({ level: 1, percent: 1, window: "1h", cooldownMinutes: 60 });
      expect(row.words(all, grouped)).toMatch(/^[a-z]/);
      expect(row.plainWords(all)).toMatch(/^[a-z]/);
      for (const field of Object.keys(row.hints ?? {})) expect(row.fields).toContain(field);
    },
  );

  it("every kind is described by its own row, every row by one kind", () => {
    expect(Object.keys(ALERT_CONDITIONS).sort()).toEqual([...ALERT_PLACEMENTS].sort());
  });

  it.each([
    ["above", values({ level: 65000 }), "above 65,000", "above 65000"],
    ["below", values({ level: 0.000123 }), "below 0.000123", "below 0.000123"],
    ["crosses", values({ level: 1.05 }), "crosses 1.05", "crosses 1.05"],
    [
      "percent_move",
      values({ percent: 5, window: "24h" }),
      "moves 5 % within 24 hours",
      "moving 5% within 24h",
    ],
    [
      "percent_move",
      values({ percent: 0.5, window: "15m" }),
      "moves 0.5 % within 15 minutes",
      "moving 0.5% within 15m",
    ],
    ["every", values({ cooldownMinutes: 240 }), "every 4 hours", "every 4 hours"],
    ["every", values({ cooldownMinutes: 60 }), "every hour", "every hour"],
  ] as const)("%s with %j reads %j, and plainly %j", (kind, given, words, plain) => {
    expect(alertCondition(kind).words(given, grouped)).toBe(words);
    expect(alertCondition(kind).plainWords(given)).toBe(plain);
  });

  it("writes a missing field as ?", () => {
    expect(alertCondition("above").words(values({}), grouped)).toBe("above ?");
    expect(alertCondition("percent_move").words(values({}), grouped)).toBe("moves ? % within ?");
    expect(alertCondition("every").words(values({}), grouped)).toBe("every ? hours");
  });

  it("names every window", () => {
    expect(Object.keys(ALERT_WINDOW_LABELS)).toEqual([...ALERT_WINDOWS]);
    expect(ALERT_WINDOW_LABELS["1h"]).toBe("1 hour");
  });

  it("gives the crosses level its own hint, and no other kind a hint", () => {
    expect(alertCondition("crosses").hints?.level).toBe(
      "Notifies when the price passes this level, up or down.",
    );
    for (const kind of ALERT_PLACEMENTS.filter((placement) => placement !== "crosses")) {
      expect(alertCondition(kind).hints, kind).toBeUndefined();
    }
  });

  it("checks a reported price against above and below only", () => {
    expect(PRICE_CHECKED_PLACEMENTS).toEqual(["above", "below"]);
    expect(PRICE_UNCHECKED_PLACEMENTS).toEqual(["crosses", "percent_move", "every"]);
  });
});

describe("the descriptions built from the rows", () => {
  it("describes every kind, those that wait for the same thing together", () => {
    expect(placementDescriptions()).toBe(
      "`above`/`below`: the price is past the level; `crosses`: the price passed the level either way since the last price seen; `percent_move`: the price moved `percent` or more either way within the window; `every`: the price is posted every `cooldownMinutes` (whole hours), whatever it is",
    );
  });

  it("lists the kinds that use a field, or leave it empty", () => {
    expect(placementsUsing("level")).toEqual(["above", "below", "crosses"]);
    expect(placementsUsing("level", false)).toEqual(["percent_move", "every"]);
    expect(listPlacements(placementsUsing("level"), "and")).toBe("above, below and crosses");
    expect(listPlacements(["above", "below"], "or", "code")).toBe("`above` or `below`");
    expect(listPlacements(["percent_move"], "and", "code")).toBe("`percent_move`");
    expect(listPlacements([], "and")).toBe("");
  });
});

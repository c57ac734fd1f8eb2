import {
  ALERT_CONDITION_FIELDS,
  ALERT_CONDITIONS,
  ALERT_PLACEMENTS,
  type AlertConditionField,
  alertRuleIssues,
} from "@chartbot/contracts/alerts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/open-database.js";
import { openTestDatabase } from "../support/test-app.js";

// The contract's table of alert conditions (`ALERT_CONDITIONS`) is the one owner of which fields a condition
// takes: the database's `alerts_condition_fields` constraint, as migrated, and the API's checks agree with it
// for every kind and every combination of condition fields.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const rowsOf = async <Row>(query: Promise<unknown>) => ((await query) as { rows: Row[] }).rows;

/** A valid value of each condition field. */
const VALUES = { level: 100, percent: 5, window: "1h" } as const;

/** Every subset of the condition fields. */
const SUBSETS: AlertConditionField[][] = Array.from(
  { length: 2 ** ALERT_CONDITION_FIELDS.length },
  (_, mask) => ALERT_CONDITION_FIELDS.filter((_, bit) => mask & (1 << bit)),
);

const sameFields = (a: readonly string[], b: readonly string[]) =>
  [...a].sort().join() === [...b].sort().join();

describe("ALERT_CONDITIONS", () => {
  it("the database's constraint takes exactly the fields the table lists, for every kind", async () => {
    const [definition] = await rowsOf<{ check: string }>(
      database.db.execute(
        sql`select pg_get_constraintdef(oid) as check from pg_constraint where conname = 'alerts_condition_fields'`,
      ),
    );
    const expression = /^CHECK \((.*)\)$/s.exec(definition?.check ?? "")?.[1];
    expect(expression, "the migrated alerts_condition_fields constraint").toBeTruthy();
    for (const placement of ALERT_PLACEMENTS) {
      for (const given of SUBSETS) {
        const value = (field: AlertConditionField) => (given.includes(field) ? VALUES[field] : null);
        const [row] = await rowsOf<{ ok: boolean | null }>(
          database.db.execute(
            sql`select (${sql.raw(expression as string)}) as ok from (select ${placement}::text as placement,
              ${value("level")}::float8 as level, ${value("percent")}::float8 as percent,
              ${value("window")}::text as "window", 60::int as cooldown_minutes) as alerts`,
          ),
        );
        // A CHECK passes when its expression is true or null.
        const accepted = row?.ok !== false;
        expect(accepted, `${placement} with ${given.join(", ") || "no condition field"}`).toBe(
          sameFields(given, ALERT_CONDITIONS[placement].fields),
        );
      }
    }
    // A kind on a schedule needs its period (the cooldown); the others do not.
    for (const placement of ALERT_PLACEMENTS) {
      const row = ALERT_CONDITIONS[placement] as { fields: readonly AlertConditionField[]; schedule?: true };
      const value = (field: AlertConditionField) => (row.fields.includes(field) ? VALUES[field] : null);
      const [check] = await rowsOf<{ ok: boolean | null }>(
        database.db.execute(
          sql`select (${sql.raw(expression as string)}) as ok from (select ${placement}::text as placement,
            ${value("level")}::float8 as level, ${value("percent")}::float8 as percent,
            ${value("window")}::text as "window", null::int as cooldown_minutes) as alerts`,
        ),
      );
      expect(check?.ok !== false, `${placement} without a cooldown`).toBe(!row.schedule);
    }
  });

  it("the API's rule check takes exactly the fields the table lists, naming each field wrongly given or left out", () => {
    for (const placement of ALERT_PLACEMENTS) {
      for (const given of SUBSETS) {
        // A period for the kinds on a schedule, which every kind takes (as a repeat's cooldown).
        const rule = {
          placement,
          cooldownMinutes: 60,
          ...Object.fromEntries(given.map((field) => [field, VALUES[field]])),
        };
        const paths = alertRuleIssues(rule).map((issue) => issue.path);
        const needed = ALERT_CONDITIONS[placement].fields as readonly AlertConditionField[];
        const wrong = ALERT_CONDITION_FIELDS.filter(
          (field) => needed.includes(field) !== given.includes(field),
        );
        expect(paths, `${placement} with ${given.join(", ") || "no condition field"}`).toEqual(wrong);
      }
    }
    expect(alertRuleIssues({ placement: "above", level: 100, percent: 5 })).toEqual([
      { path: "percent", message: 'not used by the "Above" condition: leave it empty' },
    ]);
    expect(alertRuleIssues({ placement: "percent_move", window: "1h" })).toEqual([
      { path: "percent", message: "enter the percent move to wait for" },
    ]);
  });
});

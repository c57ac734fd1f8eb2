import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { DASHBOARD_ORIGIN, WEB_ORIGIN } from "../support/env";
import { LOG_DIR } from "../support/stack";

/** Every line a production server wrote so far (its start-up lines at least), parsed; a line that is not JSON fails. */
function logLines(app: "web" | "dashboard"): Record<string, unknown>[] {
  const lines = readFileSync(join(LOG_DIR, `${app}.log`), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "");
  return lines.map((line) => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new Error(`${app}.log has a line that is not JSON: ${line}`);
    }
  });
}

test("the Next apps' production servers log JSON lines in the API's shape", async ({ request }) => {
  // A request to each, so each has served something since it started.
  expect((await request.get(`${WEB_ORIGIN}/`)).status()).toBe(200);
  expect((await request.get(`${DASHBOARD_ORIGIN}/login`)).status()).toBe(200);
  for (const app of ["web", "dashboard"] as const) {
    const lines = logLines(app);
    expect(lines.length, `${app}.log is empty`).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toMatchObject({
        app,
        level: expect.any(Number),
        time: expect.any(Number),
        msg: expect.any(String),
      });
    }
  }
});

// Prints a line per package and a closing "N passed, N failed" from the reports the test runners wrote
// to <package>/.test-results/ (packages/*, apps/*, tooling/*): vitest*.json (vitest's JSON reporter) and
// playwright*.json (Playwright's). Other JSON there (e.g. tooling/journeys' lighthouse.json) is not a test report.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

function countsOf(file) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (report.stats) {
    const { expected = 0, flaky = 0, unexpected = 0, skipped = 0 } = report.stats;
    return { passed: expected + flaky, failed: unexpected, skipped };
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests };
}

const rows = [];
for (const group of ["packages", "apps", "tooling"]) {
  if (!existsSync(group)) continue;
  for (const name of readdirSync(group)) {
    const dir = join(group, name, ".test-results");
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)
      .filter((f) => /^(vitest|playwright).*\.json$/.test(f))
      .sort()) {
      const kind = file.startsWith("playwright")
        ? "browser"
        : file.includes("reliability")
          ? "reliability"
          : "unit";
      rows.push({ name: `${group}/${name} (${kind})`, ...countsOf(join(dir, file)) });
    }
  }
}

const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);
console.log("\n== Test summary");
for (const row of rows) {
  console.log(`${row.name.padEnd(40)} ${row.passed} passed, ${row.failed} failed, ${row.skipped} skipped`);
}
if (rows.length === 0) console.log("No test reports were written: the run stopped before the tests.");
console.log(`Tests: ${total("passed")} passed, ${total("failed")} failed, ${total("skipped")} skipped`);

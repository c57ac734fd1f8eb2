// Prints one line per package and a closing "N passed, N failed" from the vitest JSON reports.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const rows = [];
for (const group of ["packages", "apps"]) {
  if (!existsSync(group)) continue;
  for (const name of readdirSync(group)) {
    const report = join(group, name, ".test-results", "vitest.json");
    if (!existsSync(report)) continue;
    const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(report, "utf8"));
    rows.push({
      name: `${group}/${name}`,
      passed: numPassedTests,
      failed: numFailedTests,
      skipped: numPendingTests,
    });
  }
}

const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);
console.log("\n== Test summary");
for (const row of rows) {
  console.log(`${row.name.padEnd(32)} ${row.passed} passed, ${row.failed} failed, ${row.skipped} skipped`);
}
if (rows.length === 0) console.log("No test reports were written: the run stopped before the tests.");
console.log(`Tests: ${total("passed")} passed, ${total("failed")} failed, ${total("skipped")} skipped`);

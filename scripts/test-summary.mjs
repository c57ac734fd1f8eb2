// The closing summary of a test run (scripts/test.sh, .ci/run), from what the run wrote down:
// - a line per package and a closing "N passed, N failed" from the reports the test runners wrote to
//   <package>/.test-results/ (packages/*, apps/*, tooling/*): vitest*.json (vitest's JSON reporter) and
//   playwright*.json (Playwright's). Other JSON there (e.g. tooling/journeys' lighthouse.json) is not a report;
// - every test that failed, by name, with the first lines of its error, so a run's tail says what broke;
// - every test that passed only on a retry, by name: a retry that hides a failure is a bug to find;
// - every warning a browser test left as an annotation of type "warning" (a pass with a reservation);
// - a table of each step's wall time and the run's total, from .test-results/steps.tsv (scripts/lib/steps.sh).
//
//   node scripts/test-summary.mjs [--budget-seconds N]   with a budget, a total over it prints a warning line
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const budgetArgument = process.argv.indexOf("--budget-seconds");
const budgetSeconds = budgetArgument > 0 ? Number(process.argv[budgetArgument + 1]) : undefined;

/** The first lines of an error, without colour codes: enough to tell one failure from another. */
function firstLines(message = "", count = 4) {
  return (
    message
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removes the terminal's colour codes (ESC [ ... m).
      .replace(/\u001b\[[0-9;]*m/g, "")
      .split("\n")
      .map((line) => line.trimEnd())
      .filter(Boolean)
      .slice(0, count)
  );
}

/** Playwright's specs, flattened from its nested suites. */
function* playwrightSpecs(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) yield { ...spec, titlePath: [...path, spec.title] };
  for (const child of suite.suites ?? []) yield* playwrightSpecs(child, path);
}

function countsOf(file) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (report.stats) {
    const { expected = 0, flaky = 0, unexpected = 0, skipped = 0 } = report.stats;
    const retried = (report.suites ?? [])
      .flatMap((suite) => [...playwrightSpecs(suite)])
      .filter((spec) => spec.tests.some((test) => test.status === "flaky"))
      .map((spec) => `${spec.file}:${spec.line} › ${spec.titlePath.slice(1).join(" › ")}`);
    const failures = (report.suites ?? [])
      .flatMap((suite) => [...playwrightSpecs(suite)])
      .flatMap((spec) =>
        spec.tests
          .filter((test) => test.status === "unexpected")
          .map((test) => ({
            name: `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.titlePath.slice(1).join(" › ")}`,
            error: firstLines(test.results.at(-1)?.error?.message),
          })),
      );
    // A test that passed with a reservation says so in an annotation of type "warning" (the Lighthouse budgets,
    // on a host that cannot judge the performance score).
    const warnings = (report.suites ?? [])
      .flatMap((suite) => [...playwrightSpecs(suite)])
      .flatMap((spec) =>
        spec.tests.flatMap((test) =>
          [...(test.annotations ?? []), ...(test.results ?? []).flatMap((result) => result.annotations ?? [])]
            .filter((annotation) => annotation.type === "warning")
            .map(
              (annotation) =>
                `${spec.file} › ${spec.titlePath.slice(1).join(" › ")}: ${annotation.description}`,
            ),
        ),
      );
    return {
      passed: expected + flaky,
      failed: unexpected,
      skipped,
      retried,
      failures,
      warnings: [...new Set(warnings)],
    };
  }
  const retried = (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === "passed" && (test.retryReasons?.length ?? 0) > 0)
      .map((test) => `${file.name} › ${test.fullName}`),
  );
  const failures = (report.testResults ?? []).flatMap((file) => {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    // A file that failed outside any test (an import, a hook) has no failed test: its message says why.
    if (failedTests.length === 0 && file.status === "failed") {
      return [{ name: file.name, error: firstLines(file.message) }];
    }
    return failedTests.map((test) => ({
      name: `${file.name} › ${test.fullName}`,
      error: firstLines(test.failureMessages?.[0]),
    }));
  });
  return {
    failures,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests,
    retried,
    warnings: [],
  };
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
      const label = file.replace(/^(vitest|playwright)-?/, "").replace(/\.json$/, "");
      const suffix = label && !["reliability"].includes(label) ? `: ${label}` : "";
      rows.push({ name: `${group}/${name} (${kind}${suffix})`, ...countsOf(join(dir, file)) });
    }
  }
}

const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);
console.log("\n== Test summary");
for (const row of rows) {
  console.log(`${row.name.padEnd(48)} ${row.passed} passed, ${row.failed} failed, ${row.skipped} skipped`);
}
if (rows.length === 0) console.log("No test reports were written: the run stopped before the tests.");
console.log(`Tests: ${total("passed")} passed, ${total("failed")} failed, ${total("skipped")} skipped`);
const failures = rows.flatMap((row) => row.failures);
if (failures.length > 0) {
  console.log(`\nFailed (${failures.length}):`);
  for (const { name, error } of failures) {
    console.log(`  ${name}`);
    for (const line of error) console.log(`      ${line}`);
  }
}
const retried = rows.flatMap((row) => row.retried);
if (retried.length > 0) {
  console.log(`\nPassed only on a retry (${retried.length}): each is a bug to find, not a retry to keep`);
  for (const name of retried) console.log(`  ${name}`);
}
const warnings = rows.flatMap((row) => row.warnings);
if (warnings.length > 0) {
  console.log(`\nWarnings (${warnings.length}):`);
  for (const warning of warnings) console.log(`  WARNING: ${warning}`);
}

const stepsFile = join(".test-results", "steps.tsv");
if (existsSync(stepsFile)) {
  const steps = readFileSync(stepsFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [name, started, ended, status, busy] = line.split("\t");
      return { name, started: Number(started), ended: Number(ended), status: Number(status), busy };
    })
    .sort((a, b) => a.started - b.started);
  if (steps.length > 0) {
    const first = Math.min(...steps.map((s) => s.started));
    const last = Math.max(...steps.map((s) => s.ended));
    const seconds = (ms) => `${Math.round(ms / 1000)} s`;
    const width = Math.max(...steps.map((s) => s.name.length), 5);
    console.log(
      "\n== Step times (wall clock; steps that ran side by side overlap; CPU: how busy the machine's cores were)",
    );
    console.log(
      `${"step".padEnd(width)}  ${"starts".padStart(7)}  ${"takes".padStart(7)}  ${"CPU".padStart(4)}  result`,
    );
    for (const s of steps) {
      const result = s.status === 0 ? "ok" : `failed (${s.status})`;
      const busy = s.busy ? `${s.busy}%` : "";
      console.log(
        `${s.name.padEnd(width)}  ${`+${seconds(s.started - first)}`.padStart(7)}  ${seconds(s.ended - s.started).padStart(7)}  ${busy.padStart(4)}  ${result}`,
      );
    }
    const wall = last - first;
    console.log(`${"total".padEnd(width)}  ${"".padStart(7)}  ${seconds(wall).padStart(7)}`);
    if (budgetSeconds !== undefined && wall / 1000 > budgetSeconds) {
      console.log(
        `WARNING: the run took ${seconds(wall)}, over its budget of ${budgetSeconds} s (${Math.round(budgetSeconds / 60)} minutes): find where the time went in the table above`,
      );
    }
  }
}

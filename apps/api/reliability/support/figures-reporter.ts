import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { Reporter, TestCase, TestModule } from "vitest/node";
import { type FigureValue, RELIABILITY_ITEMS } from "./figures.js";

interface ReportRow {
  item: string;
  check: string;
  file: string;
  result: "passed" | "failed" | "skipped" | "pending";
  durationMs: number;
  figures: Record<string, FigureValue>;
}

const formatValue = (value: FigureValue) =>
  typeof value === "number" && !Number.isInteger(value) ? value.toFixed(1) : String(value);

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [""];
}

/** The issue item a check belongs to: the nearest enclosing suite named after one. */
function itemOf(test: TestCase): string {
  for (let parent = test.parent; parent.type === "suite"; parent = parent.parent) {
    if ((RELIABILITY_ITEMS as readonly string[]).includes(parent.name)) return parent.name;
  }
  return test.module.relativeModuleId;
}

/** Prints one table of every reliability check with its figures, and writes them as JSON for the README. */
export class FiguresReporter implements Reporter {
  constructor(private readonly outputFile: string) {}

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const rows: ReportRow[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const meta = test.meta().reliability;
        const item = meta?.item ?? itemOf(test);
        rows.push({
          item,
          check: test.name,
          file: module.relativeModuleId,
          result: test.result().state,
          durationMs: Math.round(test.diagnostic()?.duration ?? 0),
          figures: meta?.figures ?? {},
        });
      }
    }
    const order = (item: string) => {
      const index = (RELIABILITY_ITEMS as readonly string[]).indexOf(item);
      return index === -1 ? RELIABILITY_ITEMS.length : index;
    };
    rows.sort((a, b) => order(a.item) - order(b.item));
    this.print(rows);
    mkdirSync(dirname(this.outputFile), { recursive: true });
    const summary = {
      finishedAt: new Date().toISOString(),
      passed: rows.filter((row) => row.result === "passed").length,
      failed: rows.filter((row) => row.result === "failed").length,
      skipped: rows.filter((row) => row.result === "skipped").length,
      checks: rows,
    };
    writeFileSync(this.outputFile, `${JSON.stringify(summary, null, 2)}\n`);
    console.log(`Figures written to ${this.outputFile}`);
  }

  private print(rows: ReportRow[]): void {
    const widths = { item: 17, check: 52, result: 7, figures: 70 };
    const rule = `+-${"-".repeat(widths.item)}-+-${"-".repeat(widths.check)}-+-${"-".repeat(widths.result)}-+-${"-".repeat(widths.figures)}-+`;
    const lines = ["", "== Reliability figures", rule];
    const cells = (item: string, check: string, result: string, figures: string) =>
      `| ${item.padEnd(widths.item)} | ${check.padEnd(widths.check)} | ${result.padEnd(widths.result)} | ${figures.padEnd(widths.figures)} |`;
    lines.push(cells("item", "check", "result", "figures"), rule);
    let lastItem = "";
    for (const row of rows) {
      const figures = Object.entries(row.figures)
        .map(([key, value]) => `${key}: ${formatValue(value)};`)
        .join(" ");
      const checkLines = wrap(row.check, widths.check);
      const figureLines = wrap(figures, widths.figures);
      const height = Math.max(checkLines.length, figureLines.length);
      if (lastItem && row.item !== lastItem) lines.push(rule);
      for (let index = 0; index < height; index++) {
        lines.push(
          cells(
            index === 0 && row.item !== lastItem ? row.item : "",
            checkLines[index] ?? "",
            index === 0 ? row.result : "",
            figureLines[index] ?? "",
          ),
        );
      }
      lastItem = row.item;
    }
    lines.push(rule);
    const passed = rows.filter((row) => row.result === "passed").length;
    const failed = rows.filter((row) => row.result === "failed").length;
    const skipped = rows.filter((row) => row.result === "skipped").length;
    lines.push(`Reliability: ${passed} passed, ${failed} failed, ${skipped} skipped`);
    console.log(lines.join("\n"));
  }
}

// Summarises a V8 CPU profile (`node --cpu-prof`) of the API: where its CPU time went, by package or
// source file, by function, and through the API's own functions (their callees included). The API
// benchmark prints it for the measured window when API_BENCH_CPU_PROF is set; it also runs on its own:
// `npx tsx bench/cpu-profile.ts <file.cpuprofile>`.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  /** Microseconds, on the monotonic clock `process.hrtime` reads. */
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A stretch of the profile, in microseconds on the monotonic clock (`process.hrtime.bigint() / 1000n`). */
export interface ProfileWindow {
  from: number;
  to: number;
}

const SPECIAL = new Set(["(garbage collector)", "(program)", "(idle)", "(root)"]);

/** What a frame belongs to: a package, a file of this repository, Node's own code, or V8. */
function whereOf(frame: CallFrame): string {
  if (SPECIAL.has(frame.functionName)) return frame.functionName;
  const { url } = frame;
  if (!url) return "(V8 and native code)";
  if (url.startsWith("node:")) return `node:${url.slice(5).split("/")[0]}`;
  const modules = url.lastIndexOf("/node_modules/");
  if (modules >= 0) {
    const [scope = "", name = ""] = url.slice(modules + "/node_modules/".length).split("/");
    return scope.startsWith("@") ? `${scope}/${name}` : scope;
  }
  const api = /\/apps\/api\/(src\/.+)$/.exec(url);
  if (api) return `api ${api[1]}`;
  const workspace = /\/(packages|tooling)\/([^/]+)\//.exec(url);
  if (workspace) return `@chartbot/${workspace[2]}`;
  return url;
}

const label = (frame: CallFrame) =>
  `${frame.functionName || "(anonymous)"} ${whereOf(frame)}${frame.lineNumber > 0 ? `:${frame.lineNumber + 1}` : ""}`;

/** Whether a frame is Node's or V8's own code, which works for whoever called it. */
const isRuntime = (where: string) => where.startsWith("node:") || where === "(V8 and native code)";

function top(totals: Map<string, number>, count: number, all: number): string[] {
  return [...totals]
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(([name, us]) => `  ${((100 * us) / all).toFixed(1).padStart(5)} %  ${name}`);
}

/**
 * The summary as printable lines: busy time (idle left out), then the largest shares by where the code
 * lives (self time, and with the Node and V8 work each package or file called: a socket write counts for
 * whoever wrote), and by function.
 */
export function summarizeCpuProfile(file: string, window?: ProfileWindow): string[] {
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  /** The nearest frame up the stack that is not Node's or V8's own code; the leaf's place if none is. */
  const callerOf = (id: number, leaf: string) => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = nodes.get(at)?.callFrame;
      const where = frame ? whereOf(frame) : "";
      if (frame && !isRuntime(where) && !SPECIAL.has(frame.functionName)) return where;
    }
    return leaf;
  };

  // Only the measured window, when the clocks agree (they do on Linux); otherwise the whole profile.
  const inWindow =
    window && window.from >= profile.startTime && window.to <= profile.endTime ? window : undefined;
  const bySelf = new Map<string, number>();
  const byWhere = new Map<string, number>();
  const byCaller = new Map<string, number>();
  const add = (totals: Map<string, number>, key: string, us: number) =>
    totals.set(key, (totals.get(key) ?? 0) + us);
  let busy = 0;
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (inWindow && (time < inWindow.from || time > inWindow.to)) return;
    const node = nodes.get(id);
    if (!node || node.callFrame.functionName === "(idle)") return;
    busy += delta;
    const where = whereOf(node.callFrame);
    add(bySelf, label(node.callFrame), delta);
    add(byWhere, where, delta);
    add(byCaller, isRuntime(where) ? callerOf(id, where) : where, delta);
  });
  return [
    `CPU profile ${file}`,
    `${inWindow ? "measured window" : "whole process"}: ${(busy / 1e6).toFixed(1)} s busy (idle left out); shares of it:`,
    "by package or file (self time):",
    ...top(byWhere, 12, busy),
    "by package or file, with the Node and V8 work it called:",
    ...top(byCaller, 12, busy),
    "by function (self time):",
    ...top(bySelf, 15, busy),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file] = process.argv.slice(2);
  if (!file) {
    console.error("usage: tsx bench/cpu-profile.ts <file.cpuprofile>");
    process.exit(1);
  }
  console.log(summarizeCpuProfile(file).join("\n"));
}

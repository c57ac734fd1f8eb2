// Summarises a V8 CPU profile (`node --cpu-prof`) of the API: where its CPU time went, by package or
// source file and by function. The API benchmark (API_BENCH_CPU_PROF) and the load test
// (RELIABILITY_LOAD_CPU_PROF) print it for their measured window; it also runs on its own:
// `npx tsx reliability/support/cpu-profile.ts <file.cpuprofile>`.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
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

/** A stretch of the profile, in microseconds on the monotonic clock (`profileClock()`). */
export interface ProfileWindow {
  from: number;
  to: number;
}

/** Now, on the clock of a profile's timestamps. */
export const profileClock = () => Number(process.hrtime.bigint() / 1000n);

/**
 * The main thread's profile of process `pid` in `dir`, if it was written. Node names them
 * CPU.<date>.<time>.<pid>.<thread>.<sequence>.cpuprofile; thread 0 is the main one (tsx's module loader
 * runs on another).
 */
export function mainThreadProfile(dir: string, pid: number): string | undefined {
  const name = readdirSync(dir).find((file) => file.includes(`.${pid}.0.`) && file.endsWith(".cpuprofile"));
  return name && join(dir, name);
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

/** A function with its file: the path inside its package, or inside apps/api. */
function label(frame: CallFrame): string {
  if (SPECIAL.has(frame.functionName)) return frame.functionName;
  const modules = frame.url.lastIndexOf("/node_modules/");
  const file =
    modules >= 0 ? frame.url.slice(modules + "/node_modules/".length) : whereOf(frame).replace(/^api /, "");
  return `${frame.functionName || "(anonymous)"} ${file}${frame.lineNumber > 0 ? `:${frame.lineNumber + 1}` : ""}`;
}

/** Whether a frame is Node's or V8's own code, which works for whoever called it. */
const isRuntime = (where: string) => where.startsWith("node:") || where === "(V8 and native code)";

function top(totals: Map<string, number>, count: number, all: number): string[] {
  return [...totals]
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(([name, us]) => `  ${((100 * us) / all).toFixed(1).padStart(5)} %  ${name}`);
}

/**
 * Socket writes. A sample is taken when the thread runs again, so on a machine with more runnable processes
 * than cores the wait for a CPU after a write has woken the reader (PostgreSQL, the Auth emulator) lands
 * here: these samples are set apart, not counted as the process's CPU time.
 */
const SOCKET_WRITE = "writev";

/**
 * The summary as printable lines: busy time (idle and socket writes left out), then the largest shares of it
 * by where the code lives (self time, and with the Node and V8 work each package or file called), and by
 * function.
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
  let writes = 0;
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (inWindow && (time < inWindow.from || time > inWindow.to)) return;
    const node = nodes.get(id);
    if (!node || node.callFrame.functionName === "(idle)") return;
    if (node.callFrame.functionName === SOCKET_WRITE && !node.callFrame.url) {
      writes += delta;
      return;
    }
    busy += delta;
    const where = whereOf(node.callFrame);
    add(bySelf, label(node.callFrame), delta);
    add(byWhere, where, delta);
    add(byCaller, isRuntime(where) ? callerOf(id, where) : where, delta);
  });
  return [
    `CPU profile ${file}`,
    `${inWindow ? "measured window" : "whole process"}: ${(busy / 1e6).toFixed(1)} s busy, shares of it below; ` +
      `left out: idle, and ${(writes / 1e6).toFixed(1)} s in socket writes (${SOCKET_WRITE}), which on a busy ` +
      "machine is mostly waiting for a CPU after waking the reader",
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
    console.error("usage: tsx reliability/support/cpu-profile.ts <file.cpuprofile>");
    process.exit(1);
  }
  console.log(summarizeCpuProfile(file).join("\n"));
}

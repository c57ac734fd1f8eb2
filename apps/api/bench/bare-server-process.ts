// Starts the reference servers (bare-server.ts) in a child process, as the API runs in one: for the throughput
// budget (api.bench.ts) and for the latency budget's bare run (reliability/load.reliability.ts).
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { BUNDLE_DIR, freePort } from "../reliability/support/api-process.js";

/**
 * Where the bare server is built for a run from compiled code, as the API's production bundle is: beside
 * that bundle, so neither side runs through tsx (a CPU profile's run, from the sources, is the exception).
 */
const BARE_BUNDLE = fileURLToPath(new URL(`../${BUNDLE_DIR}/bench-bare-server.js`, import.meta.url));

/** A signed-in user of the bare server's load routes: the session cookie the load test sends, and whose it is. */
export interface BareSession {
  cookie: string;
  accountId: string;
}

export interface BareServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Builds (unless `fromSources`) and starts the bare server on `databaseUrl` and a free port, and waits until it
 * answers. `sessions` are the cookies its load routes accept.
 */
export async function startBareServer(
  databaseUrl: string,
  options: { fromSources?: boolean; sessions?: readonly BareSession[] } = {},
): Promise<BareServer> {
  const port = await freePort();
  const source = fileURLToPath(new URL("./bare-server.ts", import.meta.url));
  if (!options.fromSources) {
    await build({
      entryPoints: [source],
      outfile: BARE_BUNDLE,
      bundle: true,
      packages: "external",
      platform: "node",
      format: "esm",
      target: "node24",
      logLevel: "warning",
    });
  }
  const child: ChildProcess = spawn(
    "node",
    options.fromSources ? ["--import", "tsx", source] : [BARE_BUNDLE],
    {
      cwd: fileURLToPath(new URL("..", import.meta.url)),
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        BARE_SESSIONS: JSON.stringify(options.sessions ?? []),
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const exited = once(child, "exit");
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while ((await fetch(`${url}/hello`).catch(() => undefined))?.status !== 200) {
    if (gone) throw new Error("the bare server exited while starting (its output is above)");
    if (Date.now() > deadline) throw new Error("the bare server did not answer within 60 s");
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    url,
    pid: child.pid as number,
    stop: async () => {
      process.off("exit", killOnExit);
      if (gone) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}

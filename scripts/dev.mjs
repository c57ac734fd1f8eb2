// `pnpm dev`: starts the Firebase Auth emulator, seeds the demo account, starts the local Discord (the
// sandbox of tooling/test-servers, with its demo world) and the local payments sandbox (Stripe's API, Checkout and
// Billing Portal) and the local mail catcher (the API's notice emails), then every app in watch mode, and once the API answers the reference bot (tooling/reference-bot).
// `pnpm start` (after `pnpm build`) does the same with the production artefacts (`node scripts/dev.mjs start`):
// each Next app's standalone server.js and the API's bundle, dist/server.js, all run by plain `node`.
// Ctrl-C stops everything it started (each child runs in its own process group, so Next's servers and
// the emulator's Java-free node processes go too). Data stays in .data/ for the next run.
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync } from "node:fs";
import { createInterface } from "node:readline";

const root = new URL("..", import.meta.url).pathname;
const dataDir = `${root}.data`;
const emulatorData = `${dataDir}/firebase`;
const bin = (name) => `${root}node_modules/.bin/${name}`;
const children = [];

const mode = process.argv[2] ?? "dev";
if (mode !== "dev" && mode !== "start") {
  console.error(`Unknown mode "${mode}": use "dev" (watch mode) or "start" (production builds).`);
  process.exit(2);
}
/** What each app's `start` script runs (docs/deployment.md). */
const artefacts = {
  web: "apps/web/.next/standalone/apps/web/server.js",
  dashboard: "apps/dashboard/.next/standalone/apps/dashboard/server.js",
  api: "apps/api/dist/server.js",
};
const unbuilt = Object.keys(artefacts).filter((app) => !existsSync(`${root}${artefacts[app]}`));
if (mode === "start" && unbuilt.length > 0) {
  console.error(`No production build of ${unbuilt.join(", ")}: run \`pnpm build\` first.`);
  process.exit(1);
}

const apps = [
  ["web", "Marketing site", "http://localhost:3000"],
  ["dashboard", "Dashboard", "http://localhost:3001"],
  ["api", "API", "http://127.0.0.1:4000/api (docs: /api/docs)"],
];

async function answers(url) {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
}

async function waitFor(url, what, seconds = 60) {
  for (let i = 0; i < seconds * 4; i += 1) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not start within ${seconds} s`);
}

function start(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, detached: true, stdio: "inherit", ...options });
  children.push(child);
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(
        `\n${command} ${args[0] ?? ""} stopped (${signal ?? `exit ${code}`}); stopping everything.`,
      );
      stop(1);
    }
  });
  return child;
}

/**
 * A local stand-in of tooling/test-servers (`script`, run by tsx) unless one already answers at `healthUrl`: its
 * output goes to .data/<log>.log, and this waits until it answers.
 */
async function startLocalServer({ what, script, log: logName, healthUrl, env }) {
  if (await answers(healthUrl)) {
    console.log(`Using ${what} already running on ${new URL(healthUrl).origin}.`);
    return;
  }
  console.log(`Starting ${what} (log: .data/${logName}.log)...`);
  const log = createWriteStream(`${dataDir}/${logName}.log`, { flags: "a" });
  const server = start(
    `${root}tooling/test-servers/node_modules/.bin/tsx`,
    [`tooling/test-servers/src/${script}`],
    {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    },
  );
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  await waitFor(healthUrl, what.replace(/^the/, "The"), 30);
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log("\nStopping Chartbot...");
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGINT");
    } catch {}
  }
  const deadline = setTimeout(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
    }
    process.exit(code);
  }, 15_000);
  Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((r) => child.on("exit", r)) : null)),
  ).then(() => {
    clearTimeout(deadline);
    process.exit(code);
  });
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

mkdirSync(emulatorData, { recursive: true });
process.env.FIREBASE_AUTH_EMULATOR_HOST = "127.0.0.1:9099";
process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.TURBO_TELEMETRY_DISABLED = "1";

if (await answers("http://127.0.0.1:9099/")) {
  console.log("Using the Firebase Auth emulator already running on 127.0.0.1:9099.");
} else {
  console.log("Starting the Firebase Auth emulator (log: .data/firebase-emulator.log)...");
  const log = createWriteStream(`${dataDir}/firebase-emulator.log`, { flags: "a" });
  const imports = existsSync(`${emulatorData}/firebase-export-metadata.json`)
    ? ["--import", emulatorData]
    : [];
  const emulator = start(
    bin("firebase"),
    [
      "emulators:start",
      "--only",
      "auth",
      "--project",
      "demo-chartbot",
      "--config",
      "firebase.json",
      ...imports,
      "--export-on-exit",
      emulatorData,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  emulator.stderr.pipe(log);
  // The emulator sends no email: it logs each email's link instead. Show those links here, so signing up,
  // verifying and resetting a password work locally without searching the log.
  createInterface({ input: emulator.stdout }).on("line", (line) => {
    log.write(`${line}\n`);
    if (/follow this link: \S+/.test(line))
      console.log(`\n[email not sent, local emulator] ${line.replace(/^i\s+/, "").trim()}\n`);
  });
  await waitFor("http://127.0.0.1:9099/", "The Firebase Auth emulator");
}

// The seed runs the API's code, which imports the published packages from their `dist`: build them first
// (Turbo's cache makes this a no-op when nothing changed). On a fresh clone nothing else has built them yet.
const built = spawnSync(
  "pnpm",
  ["exec", "turbo", "run", "build", "--filter=@chartbot/api^...", "--output-logs=errors-only"],
  { cwd: root, stdio: "inherit" },
);
if (built.status !== 0) {
  console.error("Building the packages the API needs failed (see above); nothing was started.");
  stop(1);
} else {
  const seeded = spawnSync("pnpm", ["--silent", "--filter", "@chartbot/api", "seed"], {
    cwd: root,
    stdio: "inherit",
  });
  if (seeded.status !== 0) {
    console.error("Seeding the demo data failed (see above); nothing else was started.");
    stop(1);
  }
}
if (stopping) await new Promise(() => {});

// The local Discord: sign-in with Discord, the server picker, adding the bot and the channel and role pickers
// work with no Discord application. Skipped when a DISCORD_* variable points the API at an application of your
// own; otherwise the API gets the sandbox's variables (it asks the sandbox which: GET /_sandbox/env).
const discordVariables = [
  "DISCORD_API_BASE_URL",
  "DISCORD_CLIENT_ID",
  "DISCORD_CLIENT_SECRET",
  "DISCORD_BOT_TOKEN",
];
const ownDiscord = discordVariables.filter((name) => process.env[name]);
// 4100: the port of DISCORD_SANDBOX (@chartbot/contracts/discord), the API's and the dashboard's defaults.
const sandboxOrigin = `http://127.0.0.1:${Number(process.env.DISCORD_SANDBOX_PORT || 4100)}`;
let discordLine = `${sandboxOrigin} (demo Discord user: demo_trader)`;
if (ownDiscord.length > 0) {
  discordLine = `not started: your Discord application (${ownDiscord.join(", ")} set)`;
  // The dashboard's Discord buttons need the same application.
  if (!process.env.NEXT_PUBLIC_DISCORD_CLIENT_ID && process.env.DISCORD_CLIENT_ID) {
    process.env.NEXT_PUBLIC_DISCORD_CLIENT_ID = process.env.DISCORD_CLIENT_ID;
  }
} else {
  await startLocalServer({
    what: "the local Discord",
    script: "discord-sandbox-main.ts",
    log: "discord-sandbox",
    healthUrl: `${sandboxOrigin}/_sandbox/health`,
    env: { DISCORD_SANDBOX_PORT: new URL(sandboxOrigin).port },
  });
  const sandboxEnv = await fetch(`${sandboxOrigin}/_sandbox/env`).then((response) => response.json());
  for (const name of discordVariables) process.env[name] = sandboxEnv[name];
  // The dashboard defaults to the sandbox on 4100; tell it where this one is (`pnpm start` serves the build's).
  if (!process.env.NEXT_PUBLIC_DISCORD_CLIENT_ID && !process.env.NEXT_PUBLIC_DISCORD_AUTHORIZE_URL) {
    process.env.NEXT_PUBLIC_DISCORD_CLIENT_ID = sandboxEnv.DISCORD_CLIENT_ID;
    process.env.NEXT_PUBLIC_DISCORD_AUTHORIZE_URL = `${sandboxOrigin}/oauth2/authorize`;
  }
}

// The local payments sandbox: the Stripe API the API calls, pages standing in for Checkout and the Billing Portal,
// and signed webhooks to the API, so subscribing, changing and canceling work with no Stripe account. Skipped when
// STRIPE_SECRET_KEY points the API at a Stripe account of your own; otherwise the API gets the sandbox's keys and
// address (GET /_sandbox/env), and `pnpm dev`'s dashboard its publishable key and stand-in Stripe.js, so checkout is
// embedded in the dashboard (docs/decisions/local-payments-sandbox.md). `pnpm start` serves the dashboard as
// `pnpm build` made it: hosted checkout on the sandbox's page unless the build had those two variables.
const paymentsOrigin = `http://127.0.0.1:${Number(process.env.PAYMENTS_SANDBOX_PORT || 4300)}`;
let paymentsLine = `${paymentsOrigin} (checkout and billing portal pages; no card is charged)`;
if (process.env.STRIPE_SECRET_KEY) {
  paymentsLine = "not started: your Stripe account (STRIPE_SECRET_KEY set)";
} else {
  await startLocalServer({
    what: "the local payments sandbox",
    script: "payments-sandbox-main.ts",
    log: "payments-sandbox",
    healthUrl: `${paymentsOrigin}/_sandbox/health`,
    env: {
      PAYMENTS_SANDBOX_PORT: new URL(paymentsOrigin).port,
      PAYMENTS_SANDBOX_WEBHOOK_URL: "http://127.0.0.1:4000/api/payments/webhook",
      // Its customers outlive a restart, like the customer ids the API keeps in .data.
      PAYMENTS_SANDBOX_STATE: `${dataDir}/payments-sandbox.json`,
    },
  });
  const sandboxEnv = await fetch(`${paymentsOrigin}/_sandbox/env`).then((response) => response.json());
  for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE_URL"]) {
    process.env[name] = sandboxEnv[name];
  }
  if (!process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY) {
    process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = sandboxEnv.STRIPE_PUBLISHABLE_KEY;
    process.env.NEXT_PUBLIC_STRIPE_JS_URL = sandboxEnv.STRIPE_JS_URL;
  }
}

// The local mail catcher: the API's notice emails go to it over SMTP and its page lists them, so every email can be
// read locally. Skipped when SMTP_URL points the API at a mail server of your own.
const mailCatcherOrigin = `http://127.0.0.1:${Number(process.env.MAIL_CATCHER_HTTP_PORT || 4600)}`;
const mailCatcherSmtp = `smtp://127.0.0.1:${Number(process.env.MAIL_CATCHER_SMTP_PORT || 4625)}`;
let emailsLine = `${mailCatcherOrigin} (every email the API sends; SMTP ${mailCatcherSmtp})`;
if (process.env.SMTP_URL) {
  emailsLine = "not started: your mail server (SMTP_URL set)";
} else {
  await startLocalServer({
    what: "the local mail catcher",
    script: "mail-catcher-main.ts",
    log: "mail-catcher",
    healthUrl: `${mailCatcherOrigin}/health`,
    env: {
      MAIL_CATCHER_HTTP_PORT: new URL(mailCatcherOrigin).port,
      MAIL_CATCHER_SMTP_PORT: new URL(mailCatcherSmtp).port,
    },
  });
  process.env.SMTP_URL = mailCatcherSmtp;
}

start("pnpm", ["exec", "turbo", "run", mode, "--output-logs=new-only"]);

// The reference bot (tooling/reference-bot): a stand-in for the real bot, speaking the bot API with the seeded
// local bot token. It joins the demo servers, syncs the change feed, sends heartbeats and runs scheduled posts;
// its page fires alerts and fails posts on command. It starts once the API answers; CHARTBOT_REFERENCE_BOT=0
// skips it. Its end (a port taken, say) is reported but stops nothing else: the product runs without it.
const botPort = Number(process.env.REFERENCE_BOT_PORT || 4200);
const botLine =
  process.env.CHARTBOT_REFERENCE_BOT === "0"
    ? "not started (CHARTBOT_REFERENCE_BOT=0)"
    : `http://127.0.0.1:${botPort} (fire alerts, fail posts; starts once the API answers)`;
async function startReferenceBot() {
  await waitFor("http://127.0.0.1:4000/api/health/ready", "The API", 600);
  if (stopping) return;
  const log = createWriteStream(`${dataDir}/reference-bot.log`, { flags: "a" });
  const bot = spawn(
    `${root}tooling/reference-bot/node_modules/.bin/tsx`,
    ["tooling/reference-bot/src/main.ts"],
    {
      cwd: root,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        CHARTBOT_API_URL: "http://127.0.0.1:4000",
        REFERENCE_BOT_PORT: String(botPort),
        REFERENCE_BOT_DISCORD_API_URL: `${sandboxOrigin}/api`,
      },
    },
  );
  children.push(bot);
  bot.stderr.pipe(log);
  createInterface({ input: bot.stdout }).on("line", (line) => {
    log.write(`${line}\n`);
    console.log(`[reference bot] ${line}`);
  });
  bot.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(
        `\nThe reference bot stopped (${signal ?? `exit ${code}`}); see .data/reference-bot.log. The rest keeps running.`,
      );
    }
  });
}
if (process.env.CHARTBOT_REFERENCE_BOT !== "0") {
  startReferenceBot().catch((error) =>
    console.error(`\nThe reference bot was not started: ${error.message}`),
  );
}

console.log(`\nChartbot is starting (${mode === "dev" ? "watch mode" : "production builds"}):`);
for (const [, name, url] of apps) console.log(`  ${name.padEnd(16)} ${url}`);
console.log(`  ${"Auth emulator".padEnd(16)} http://127.0.0.1:9099`);
console.log(`  ${"Local Discord".padEnd(16)} ${discordLine}`);
console.log(`  ${"Payments".padEnd(16)} ${paymentsLine}`);
console.log(`  ${"Emails".padEnd(16)} ${emailsLine}`);
console.log(`  ${"Reference bot".padEnd(16)} ${botLine}`);
console.log("Press Ctrl-C to stop everything.\n");

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, expect, it } from "vitest";
import { DEMO_DISCORD } from "./discord/demo-world";
import { type StartedProcess, startProcess, stopProcess } from "./processes";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const logDir = mkdtempSync(join(tmpdir(), "discord-sandbox-"));
let sandbox: StartedProcess | undefined;

afterEach(async () => {
  await stopProcess(sandbox);
  rmSync(logDir, { recursive: true, force: true });
});

/** The URL the runner prints once it listens. */
async function printedUrl(run: StartedProcess): Promise<string> {
  for (let i = 0; i < 120; i += 1) {
    const match = /Local Discord \(sandbox\) on (http:\S+)/.exec(readFileSync(run.logFile, "utf8"));
    if (match?.[1]) return match[1];
    if (run.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The sandbox printed no URL: ${readFileSync(run.logFile, "utf8")}`);
}

it("runs the demo world standalone on DISCORD_SANDBOX_PORT, with the redirects of DISCORD_SANDBOX_REDIRECTS", async () => {
  sandbox = startProcess(
    "discord-sandbox",
    join(packageDir, "node_modules", ".bin", "tsx"),
    ["src/discord-sandbox-main.ts"],
    {
      cwd: packageDir,
      env: {
        PATH: process.env.PATH,
        DISCORD_SANDBOX_PORT: "0",
        DISCORD_SANDBOX_REDIRECTS: "http://127.0.0.1:3999/account/action",
      },
      logDir,
    },
  );
  const url = await printedUrl(sandbox);
  const env = await (await fetch(`${url}/_sandbox/env`)).json();
  expect(env).toMatchObject({ DISCORD_API_BASE_URL: `${url}/api`, DISCORD_BOT_TOKEN: DEMO_DISCORD.botToken });

  const guild = await fetch(`${url}/api/v10/guilds/${DEMO_DISCORD.guilds.tradingFloor.id}`, {
    headers: { authorization: `Bot ${DEMO_DISCORD.botToken}` },
  });
  expect(((await guild.json()) as { name: string }).name).toBe("Satoshi's Trading Floor");

  const authorize = (redirect: string) =>
    fetch(
      `${url}/oauth2/authorize?${new URLSearchParams({
        client_id: DEMO_DISCORD.clientId,
        response_type: "code",
        scope: "identify",
        redirect_uri: redirect,
      })}`,
    );
  expect((await authorize("http://127.0.0.1:3999/account/action")).status).toBe(200);
  expect((await authorize("http://localhost:3001/account/action")).status).toBe(400);

  await stopProcess(sandbox);
  expect(sandbox.child.exitCode ?? sandbox.child.signalCode).not.toBeNull();
  expect(
    await fetch(`${url}/_sandbox/health`).then(
      () => "up",
      () => "down",
    ),
  ).toBe("down");
});

import { randomBytes } from "node:crypto";
import { FakeDiscord } from "@chartbot/test-servers/fake-discord";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/open-database.js";
import { createIdentity, type Identity } from "../src/identity/identity.js";
import { signInWithPassword } from "../test/support/firebase-users.js";
import { TEST_DISCORD_CLIENT } from "../test/support/test-app.js";
import { type ApiProcess, startApiProcess } from "./support/api-process.js";
import { dumpDatabase } from "./support/database-state.js";
import { recordFigures } from "./support/figures.js";
import { createDatabase, openForChecks } from "./support/postgres.js";

const REDIRECT = "http://localhost:3001/account/action";

let discord: FakeDiscord;
let database: { url: string; drop(): Promise<void> };
let api: ApiProcess;
let checks: Database;
let identity: Identity;

beforeAll(async () => {
  discord = await new FakeDiscord(TEST_DISCORD_CLIENT).start();
  database = await createDatabase();
  api = await startApiProcess({
    ...discord.env,
    DATABASE_URL: database.url,
    // Everything the API can log, so a token in any log line shows.
    LOG_LEVEL: "trace",
    ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    AUTH_RATE_LIMIT_MAX: "100000",
  });
  checks = await openForChecks(database.url);
  identity = createIdentity({ projectId: "demo-chartbot", emulatorHost: "127.0.0.1:9099" });
});
afterAll(async () => {
  await api?.stop();
  await checks?.close();
  await database?.drop();
  await identity?.close();
  await discord?.stop();
});

const signIn = (code: string) =>
  fetch(`${api.url}/api/account/create`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code, redirect: REDIRECT }),
  });

describe("Discord sign-in over HTTP", () => {
  it("never signs into a password account holding the Discord user's email, whatever runs at once; no token leaks", async (context) => {
    const suffix = randomBytes(6).toString("hex");
    const email = `collision-${suffix}@example.com`;
    const password = `pw-${suffix}`;
    const owner = await identity.auth.createUser({ email, password, emailVerified: true });
    const taker = discord.world.addUser({ username: `taker${suffix}`, email, verified: true });
    // A second Discord user with an email of their own, signing in alongside: the one that must succeed.
    const newcomer = discord.world.addUser({
      username: `new${suffix}`,
      email: `new-${suffix}@example.com`,
      verified: true,
    });

    const attempts = 20;
    const answers = await Promise.all([
      ...Array.from({ length: attempts }, () => signIn(discord.codeFor(taker.id))),
      signIn(discord.codeFor(newcomer.id)),
    ]);
    const statuses = answers.map((answer) => answer.status);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(statuses.slice(0, attempts)).toEqual(Array(attempts).fill(409));
    for (const body of bodies.slice(0, attempts)) {
      expect(JSON.parse(body).error.code).toBe("discord_email_in_use");
    }
    expect(statuses[attempts]).toBe(200);

    // The password account is as it was: still its password's, linked to nobody.
    expect(await signInWithPassword(email, password)).toEqual(expect.any(String));
    const record = await identity.auth.getUser(owner.uid);
    expect(record.providerData.map((provider) => provider.providerId)).toEqual(["password"]);
    const text = await dumpDatabase(checks.db);
    expect(text).not.toContain(taker.id);
    expect(text).toContain(newcomer.id);

    // Every grant Discord gave the refused sign-ins was revoked there: the API keeps none of them.
    const takerGrants = [...discord.world.grants.values()].filter((grant) => grant.userId === taker.id);
    expect(takerGrants).toHaveLength(attempts);
    expect(takerGrants.filter((grant) => !grant.revoked)).toEqual([]);

    // Neither the answers nor any log line holds a Discord token; the stored ones are sealed.
    const grants = discord.world.grants;
    const tokens = [...grants.values()].map((grant) => grant.refreshToken);
    for (const [accessToken, access] of discord.world.accessTokens) {
      if (grants.has(access.grant.id)) tokens.push(accessToken);
    }
    expect(tokens.length).toBeGreaterThan(0);
    const output = api.output.join("\n");
    for (const token of tokens) {
      expect(output).not.toContain(token);
      for (const body of bodies) expect(body).not.toContain(token);
      expect(text).not.toContain(token);
    }
    recordFigures(context, "Authorization", {
      "colliding sign-ins refused": attempts,
      "Discord tokens checked": tokens.length,
      "log lines checked": api.output.length,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app.js";
import type { Database } from "../src/db/open-database.js";
import { redactRelaySecrets } from "../src/log-requests.js";
import { createTestAccount } from "./support/accounts.js";
import { createCommunity } from "./support/communities.js";
import { addTestServer, startFakeDiscord } from "./support/discord.js";
import { request } from "./support/request.js";
import { openTestDatabase, testConfig } from "./support/test-app.js";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe("request logs", () => {
  it("redacts a relay URL's secret and keeps the relay id", () => {
    expect(redactRelaySecrets("POST /api/relay/abc/s3cr3t-Value_x?dryRun=1")).toBe(
      "POST /api/relay/abc/[secret]?dryRun=1",
    );
    expect(redactRelaySecrets("Route GET:/api/relay/abc/s3cr3t not found")).toBe(
      "Route GET:/api/relay/abc/[secret] not found",
    );
    expect(redactRelaySecrets("/api/communities/x/relays/y")).toBe("/api/communities/x/relays/y");
  });

  it("never writes a relay's secret in a log line: the request lines carry the URL without it", async () => {
    const lines: string[] = [];
    const discord = await startFakeDiscord();
    const server = addTestServer(discord.world);
    const app: App = await buildApp(testConfig(discord.env), {
      database,
      logger: { level: "info", stream: { write: (line) => void lines.push(line) } },
    });
    await app.ready();
    try {
      const owner = await createTestAccount({ app, database });
      const communityId = await createCommunity(database.db, [owner.accountId], { guildId: server.guildId });
      const created = await request(app, "POST", `/api/communities/${communityId}/relays`, {
        as: owner,
        body: { channelId: server.channelId },
      });
      expect(created.statusCode, created.body).toBe(201);
      const url = new URL(created.json().url);
      const secret = url.pathname.split("/").at(-1) as string;
      expect((await request(app, "POST", url.pathname, { body: { content: "hi" } })).statusCode).toBe(204);
      expect(
        (
          await request(app, "POST", `${url.pathname}?dryRun=1`, {
            body: "hi",
            headers: { "content-type": "text/plain" },
          })
        ).statusCode,
      ).toBe(200);
      // A wrong method meets the not-found handler, whose line names the URL too.
      expect((await request(app, "GET", url.pathname)).statusCode).toBe(404);
      const relayLines = lines.filter((line) => line.includes("/api/relay/"));
      expect(relayLines.length).toBeGreaterThanOrEqual(3);
      for (const line of lines) expect(line).not.toContain(secret);
      expect(relayLines.some((line) => line.includes(`/api/relay/${created.json().id}/[secret]`))).toBe(true);
    } finally {
      await app.close();
      await discord.stop();
    }
  });
});

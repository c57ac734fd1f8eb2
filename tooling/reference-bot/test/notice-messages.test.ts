import { once } from "node:events";
import { createServer, type Server } from "node:http";
import { createApiClient } from "@chartbot/api-client";
import type { BotNoticeMessage } from "@chartbot/contracts/notices";
import { DEMO_DISCORD, demoWorld, FakeDiscord } from "@chartbot/test-servers/fake-discord";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deliverNoticeMessages, noticeMessageText } from "../src/notice-messages";

const notice = (changes: Partial<BotNoticeMessage>): BotNoticeMessage => ({
  id: crypto.randomUUID(),
  discordUserId: DEMO_DISCORD.user.id,
  kind: "alert_undelivered",
  title: "Your BTCUSD alert could not be delivered",
  message: "Your alert triggered at 101,234.5 but its message could not be sent (Missing Access).",
  fixUrl: "http://localhost:3001/account/alerts?edit=1",
  fixLabel: "Edit the alert",
  occurredAt: "2026-11-30T09:00:00.000Z",
  ...changes,
});

let discord: FakeDiscord;
let api: Server;
/** What the stand-in API's feed serves (once each), and the reports it received. */
let feed: BotNoticeMessage[];
let reports: { line: string; body: unknown }[];
let apiOrigin: string;

beforeEach(async () => {
  discord = await new FakeDiscord(demoWorld()).start(0);
  feed = [];
  reports = [];
  // The bot API's two routes, as the contract declares them: the feed hands out what is pending, a report takes
  // the notice out of it.
  api = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const id = /^\/api\/bot\/v1\/notice-messages\/([^/]+)$/.exec(request.url ?? "")?.[1];
      response.writeHead(200, { "content-type": "application/json" });
      if (request.method === "GET") return response.end(JSON.stringify({ items: feed }));
      reports.push({ line: `${request.method} ${request.url}`, body: JSON.parse(body) });
      feed = feed.filter((item) => item.id !== id);
      response.end(JSON.stringify({ id, status: JSON.parse(body).status }));
    });
  }).listen(0, "127.0.0.1");
  await once(api, "listening");
  apiOrigin = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
});
afterEach(async () => {
  api.close();
  await discord.stop();
});

const client = () => createApiClient({ origin: apiOrigin, token: "cbb_test" });
const discordAccess = () => ({ apiUrl: discord.apiBaseUrl, botToken: demoWorld().botToken ?? "" });

describe("the reference bot's notice messages", () => {
  it("writes a notice as a direct message: the title in bold, what happened, the fix link", () => {
    expect(noticeMessageText(notice({}))).toBe(
      "**Your BTCUSD alert could not be delivered**\nYour alert triggered at 101,234.5 but its message could not be sent (Missing Access).\nEdit the alert: <http://localhost:3001/account/alerts?edit=1>",
    );
  });

  it("sends each notice to its user's direct messages on the local Discord and reports it sent, or failed with Discord's reason", async () => {
    const loner = discord.world.addUser({ username: "loner" });
    const sent = notice({});
    const refused = notice({ discordUserId: loner.id, title: "A payment failed" });
    feed = [sent, refused];
    const lines: string[] = [];

    expect(await deliverNoticeMessages(client(), discordAccess(), (line) => lines.push(line))).toEqual({
      sent: 1,
      failed: 1,
    });
    expect(discord.world.messages).toEqual([
      expect.objectContaining({
        guildId: null,
        recipientId: DEMO_DISCORD.user.id,
        content: noticeMessageText(sent),
      }),
    ]);
    expect(reports).toEqual([
      { line: `PUT /api/bot/v1/notice-messages/${sent.id}`, body: { status: "sent" } },
      {
        line: `PUT /api/bot/v1/notice-messages/${refused.id}`,
        body: { status: "failed", reason: "Discord answered 403: Cannot send messages to this user" },
      },
    ]);
    expect(lines).toHaveLength(2);
    // Drained: nothing is sent twice.
    expect(await deliverNoticeMessages(client(), discordAccess(), () => {})).toEqual({ sent: 0, failed: 0 });
    expect(discord.world.messages).toHaveLength(1);
  });

  it("reports a user Discord does not know as failed, and stands in without a local Discord: logged and reported sent", async () => {
    const unknown = notice({ discordUserId: "123456789012345678" });
    feed = [unknown];
    await deliverNoticeMessages(client(), discordAccess(), () => {});
    expect(reports.at(-1)?.body).toEqual({
      status: "failed",
      reason: "Discord answered 400: Invalid Recipient(s)",
    });

    const plain = notice({});
    feed = [plain];
    const lines: string[] = [];
    expect(await deliverNoticeMessages(client(), undefined, (line) => lines.push(line))).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(reports.at(-1)).toEqual({
      line: `PUT /api/bot/v1/notice-messages/${plain.id}`,
      body: { status: "sent" },
    });
    expect(lines[0]).toContain(plain.title);
    expect(discord.world.messages).toEqual([]);
  });
});

import { knownPlaceholderList } from "@chartbot/contracts/message-templates";
import { beforeAll, describe, expect, it } from "vitest";
import { createBotToken } from "../../../src/data/bot-tokens/bot-tokens.js";
import { createApiToken } from "../../support/api-tokens.js";
import { communitySuite, grantAddon } from "../../support/communities.js";
import { request } from "../../support/request.js";

// Message templates (alerts, scheduled posts, relays): unknown placeholders and templates that could pass
// Discord's 2,000 characters are refused on create and on edit, by the dashboard's routes and the public API.

const suite = communitySuite({ discord: true });
let botToken = "";
beforeAll(async () => {
  botToken = (await createBotToken(suite.t.database.db, "template test")).token;
});

const ok = (response: { statusCode: number; body: string }) => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return JSON.parse(response.body);
};
/** Expects the contract's 400 with this message. */
const refused = (response: { statusCode: number; body: string }, message: string) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(JSON.parse(response.body)).toEqual({ error: { code: "validation_failed", message } });
};
const tooLong = (field: string, characters: string) =>
  `${field}: with every placeholder at its longest the message is ${characters} characters, over Discord's 2,000: use fewer placeholders or less text`;
/** 20 `{role}` (101 characters each at their longest): 2,020 characters. */
const OVER = "{role}".repeat(20);

describe("alert message templates", () => {
  it("stores a template and gives the bot the values the alert fills it with", async () => {
    const created = ok(
      await suite.request("POST", "/api/alerts", {
        ticker: "BTCUSD",
        placement: "above",
        level: 65000,
        message: "{ticker} is {condition}: {price} at {time}",
      }),
    );
    expect(created.message).toBe("{ticker} is {condition}: {price} at {time}");
    const page = ok(await request(suite.t.app, "GET", "/api/bot/v1/alerts?limit=100", { as: botToken }));
    const seen = page.symbols.flatMap((symbol: { alerts: { id: string }[] }) => symbol.alerts);
    expect(seen.find((alert: { id: string }) => alert.id === created.id)).toMatchObject({
      message: "{ticker} is {condition}: {price} at {time}",
      templateValues: { ticker: "BTCUSD", level: "65,000", condition: "above 65,000" },
    });
  });

  it("refuses an unknown placeholder, naming it and the known ones, on create and on edit", async () => {
    const body = { ticker: "BTCUSD", placement: "below", level: 60000 };
    refused(
      await suite.request("POST", "/api/alerts", { ...body, message: "{tickr} fell" }),
      `message: unknown placeholder {tickr}: use ${knownPlaceholderList("alert")}`,
    );
    const { id } = ok(await suite.request("POST", "/api/alerts", body));
    refused(
      await suite.request("PATCH", `/api/alerts/${id}`, { message: "{content} and {foo}" }),
      `message: unknown placeholders {content}, {foo}: use ${knownPlaceholderList("alert")}`,
    );
    expect(
      ok(await suite.request("PATCH", `/api/alerts/${id}`, { message: "{name} {change}" })).message,
    ).toBe("{name} {change}");
  });

  it("refuses a template whose longest expansion passes 2,000 characters, also through the public API", async () => {
    const body = { ticker: "ETHUSD", placement: "above", level: 5000 };
    refused(
      await suite.request("POST", "/api/alerts", { ...body, message: OVER }),
      tooLong("message", "2,020"),
    );
    const { token } = await createApiToken(suite.t.app, suite.owner, "read-write");
    const viaToken = (method: "POST" | "PATCH", path: string, payload: object) =>
      request(suite.t.app, method, `/api/v1${path}`, { as: token, body: payload });
    refused(await viaToken("POST", "/alerts", { ...body, message: OVER }), tooLong("message", "2,020"));
    const { id } = ok(await viaToken("POST", "/alerts", { ...body, message: "{role}".repeat(19) }));
    refused(await viaToken("PATCH", `/alerts/${id}`, { message: `${OVER}!` }), tooLong("message", "2,021"));
  });
});

describe("scheduled post message templates", () => {
  it("accepts the post's placeholders and refuses others and over-long ones on create and on edit", async () => {
    const { id, channelId } = await suite.serverCommunity();
    await grantAddon(suite.t.database.db, suite.ownerId, id, "scheduled-posting");
    const url = `/api/communities/${id}/scheduled-posts`;
    const post = {
      command: "p",
      arguments: "BTCUSD",
      channelId,
      periodMinutes: 60,
      timeZone: "Europe/Paris",
    };
    refused(
      await suite.request("POST", url, { ...post, message: "{condition} at {time}" }),
      `message: unknown placeholder {condition}: use ${knownPlaceholderList("post")}`,
    );
    refused(await suite.request("POST", url, { ...post, message: OVER }), tooLong("message", "2,020"));
    const created = ok(await suite.request("POST", url, { ...post, message: "{ticker} at {time}" }));
    expect(created.message).toBe("{ticker} at {time}");
    refused(
      await suite.request("PATCH", `${url}/${created.id}`, { message: "{level}" }),
      `message: unknown placeholder {level}: use ${knownPlaceholderList("post")}`,
    );
    refused(
      await suite.request("PATCH", `${url}/${created.id}`, { message: `${OVER} and more` }),
      tooLong("message", "2,029"),
    );
    expect(
      ok(await suite.request("PATCH", `${url}/${created.id}`, { message: "{price} ({change})" })).message,
    ).toBe("{price} ({change})");
  });
});

describe("relay templates", () => {
  it("sets, changes and clears a relay's template, and the bot's feed carries it", async () => {
    const { id, channelId } = await suite.serverCommunity();
    const base = `/api/communities/${id}/relays`;
    refused(
      await suite.request("POST", base, { channelId, template: "{price}: {content}" }),
      `template: unknown placeholder {price}: use ${knownPlaceholderList("relay")}`,
    );
    refused(await suite.request("POST", base, { channelId, template: OVER }), tooLong("template", "2,020"));
    const relay = ok(await suite.request("POST", base, { channelId, template: "{role} {content} ({time})" }));
    expect(relay.template).toBe("{role} {content} ({time})");

    refused(
      await suite.request("PATCH", `${base}/${relay.id}`, { template: "{content} {level}" }),
      `template: unknown placeholder {level}: use ${knownPlaceholderList("relay")}`,
    );
    refused(
      await suite.request("PATCH", `${base}/${relay.id}`, { template: "x".repeat(501) }),
      "template: Too big: expected string to have <=500 characters",
    );
    const changed = ok(
      await suite.request("PATCH", `${base}/${relay.id}`, { template: "{name}: {content}" }),
    );
    expect(changed).toMatchObject({ id: relay.id, template: "{name}: {content}" });

    expect(
      (await request(suite.t.app, "POST", new URL(relay.url).pathname, { body: { content: "Long BTC" } }))
        .statusCode,
    ).toBe(204);
    const feed = ok(await request(suite.t.app, "GET", "/api/bot/v1/relay-messages", { as: botToken }));
    expect(feed.messages.find((m: { relayId: string }) => m.relayId === relay.id)).toMatchObject({
      content: "Long BTC",
      template: "{name}: {content}",
    });

    expect(ok(await suite.request("PATCH", `${base}/${relay.id}`, { template: null })).template).toBeNull();
    const log = ok(await suite.request("GET", `/api/communities/${id}/audit-log`));
    const templates = log.items
      .filter((entry: { setting: string }) => entry.setting === "relay")
      .map((entry: { after: { template?: string | null } | null }) => entry.after?.template);
    expect(templates).toEqual([null, "{name}: {content}", "{role} {content} ({time})"]);
  });

  it("lets a token holder set a relay's template through the public API", async () => {
    const { id, channelId } = await suite.serverCommunity();
    const { token } = await createApiToken(suite.t.app, suite.owner, "read-write");
    const base = `/api/v1/communities/${id}/relays`;
    const relay = ok(await request(suite.t.app, "POST", base, { as: token, body: { channelId } }));
    expect(relay.template).toBeNull();
    refused(
      await request(suite.t.app, "PATCH", `${base}/${relay.id}`, {
        as: token,
        body: { template: "{tickr}" },
      }),
      `template: unknown placeholder {tickr}: use ${knownPlaceholderList("relay")}`,
    );
    const changed = await request(suite.t.app, "PATCH", `${base}/${relay.id}`, {
      as: token,
      body: { template: "{ticker} {content}" },
    });
    expect(ok(changed).template).toBe("{ticker} {content}");
  });
});

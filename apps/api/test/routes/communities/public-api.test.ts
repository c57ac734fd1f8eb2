import { DEFAULT_SYMBOL_IDS } from "@chartbot/symbol-catalogue";
import { describe, expect, it } from "vitest";
import { createApiToken } from "../../support/api-tokens.js";
import { communitySuite, grantAddon } from "../../support/communities.js";
import { request } from "../../support/request.js";

const suite = communitySuite({ discord: true });

const CHART = "https://www.tradingview.com/chart/AbCd1234/";
const [BTCUSD, ETHUSD] = DEFAULT_SYMBOL_IDS;
/** The community resources the public API serves, each read with GET `/communities/:id/<resource>`. */
const RESOURCES = ["scheduled-posts", "satellites", "layouts", "channel-overrides", "audit-log"] as const;

/** A community of `accountId` in the fake Discord with Scheduled Posting and TradingView Layouts. */
async function fullCommunity(accountId: string) {
  const server = await suite.serverCommunity([accountId]);
  for (const slug of ["scheduled-posting", "tradingview-layouts"] as const) {
    await grantAddon(suite.t.database.db, accountId, server.id, slug);
  }
  return server;
}

/** One of each resource in the community, made on the dashboard as `accountId`'s user: their ids. */
async function populate(communityId: string, channelId: string, as = suite.owner) {
  const base = `/api/communities/${communityId}`;
  const made = async (method: "POST" | "PUT" | "PATCH", path: string, body: object) => {
    const response = await suite.request(method, `${base}${path}`, body, as);
    expect(response.statusCode, `${method} ${path}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  const post = await made("POST", "/scheduled-posts", {
    command: "c",
    arguments: "BTCUSD 4H",
    channelId,
    periodMinutes: 60,
  });
  const satellite = await made("POST", "/satellites", { symbolId: BTCUSD });
  const layout = await made("POST", "/layouts", { label: "BTC daily", url: CHART });
  await made("PUT", `/channel-overrides/${channelId}`, { tickerMode: "crypto", autoDeleteMinutes: null });
  await made("PATCH", "", { tickerMode: "crypto" });
  const entries = (await suite.request("GET", `${base}/audit-log`, undefined, as)).json().items;
  return { postId: post.id, satelliteId: satellite.id, layoutId: layout.id, entryId: entries[0].id };
}

/** Every change the public API takes on a community's resources, with a body where it needs one. */
function writes(communityId: string, channelId: string, ids: Awaited<ReturnType<typeof populate>>) {
  const base = `/api/v1/communities/${communityId}`;
  return [
    ["POST", `${base}/scheduled-posts`, { command: "c", arguments: "ETHUSD", channelId, periodMinutes: 60 }],
    ["PATCH", `${base}/scheduled-posts/${ids.postId}`, { paused: true }],
    ["DELETE", `${base}/scheduled-posts/${ids.postId}`, undefined],
    ["POST", `${base}/satellites`, { symbolId: ETHUSD }],
    ["DELETE", `${base}/satellites/${ids.satelliteId}`, undefined],
    ["POST", `${base}/layouts`, { label: "ETH", url: CHART }],
    ["PATCH", `${base}/layouts/${ids.layoutId}`, { wide: true }],
    ["DELETE", `${base}/layouts/${ids.layoutId}`, undefined],
    ["PUT", `${base}/channel-overrides/${channelId}`, { tickerMode: null, autoDeleteMinutes: 5 }],
    ["DELETE", `${base}/channel-overrides/${channelId}`, undefined],
    ["POST", `${base}/audit-log/${ids.entryId}/revert`, undefined],
  ] as const;
}

describe("a community's resources in the public API (/api/v1)", () => {
  it("lets a read token list posts, satellites, layouts, channel overrides and the audit log, and refuses every change with 403", async () => {
    const { token } = await createApiToken(suite.t.app, suite.owner, "read");
    const { id, channelId } = await fullCommunity(suite.ownerId);
    const ids = await populate(id, channelId);
    for (const resource of RESOURCES) {
      const viaToken = await request(suite.t.app, "GET", `/api/v1/communities/${id}/${resource}`, {
        as: token,
      });
      expect(viaToken.statusCode, `${resource}: ${viaToken.body}`).toBe(200);
      // The dashboard's handler: the same answer.
      expect(viaToken.json()).toEqual(
        (await suite.request("GET", `/api/communities/${id}/${resource}`)).json(),
      );
    }
    // A satellite's state and its own invite are there too.
    const satellites = await request(suite.t.app, "GET", `/api/v1/communities/${id}/satellites`, {
      as: token,
    });
    expect(satellites.json().satellites[0]).toMatchObject({
      id: ids.satelliteId,
      state: "waiting_for_invite",
      inviteUrl: expect.stringContaining("scope=bot"),
    });
    for (const [method, url, body] of writes(id, channelId, ids)) {
      const refused = await request(suite.t.app, method, url, { as: token, body });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().error).toEqual({
        code: "forbidden",
        message: "This token can only read. Create a read-write token to change things.",
      });
    }
    const after = (await suite.request("GET", `/api/communities/${id}/scheduled-posts`)).json();
    expect(
      after.scheduledPosts.map((p: { id: string; pausedAt: string | null }) => [p.id, p.pausedAt]),
    ).toEqual([[ids.postId, null]]);
  });

  it("lets a read-write token make every change the dashboard makes", async () => {
    const { token } = await createApiToken(suite.t.app, suite.owner, "read-write");
    const { id, channelId } = await fullCommunity(suite.ownerId);
    const ids = await populate(id, channelId);
    for (const [method, url, body] of writes(id, channelId, ids)) {
      const response = await request(suite.t.app, method, url, { as: token, body });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    }
    const read = async (resource: string) =>
      (await request(suite.t.app, "GET", `/api/v1/communities/${id}/${resource}`, { as: token })).json();
    expect((await read("scheduled-posts")).scheduledPosts).toEqual([
      expect.objectContaining({ arguments: "ETHUSD" }),
    ]);
    expect((await read("layouts")).layouts).toEqual([expect.objectContaining({ label: "ETH" })]);
    expect((await read("channel-overrides")).overrides).toEqual([]);
    // The revert of the ticker mode change put back the server's old mode.
    expect((await suite.request("GET", `/api/communities/${id}`)).json().tickerMode).toBe("traditional");
  });

  it("answers 404 on every route of a community the token's owner does not manage", async () => {
    const { token } = await createApiToken(suite.t.app, suite.owner, "read-write");
    const { id, channelId } = await fullCommunity(suite.strangerId);
    const ids = await populate(id, channelId, suite.stranger);
    const reads = RESOURCES.map(
      (resource) => ["GET", `/api/v1/communities/${id}/${resource}`, undefined] as const,
    );
    for (const [method, url, body] of [...reads, ...writes(id, channelId, ids)]) {
      const response = await request(suite.t.app, method, url, { as: token, body });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.code).toBe("not_found");
    }
  });
});

import { UNREVERTABLE_KINDS } from "@chartbot/contracts/audit-log";
import { DEFAULT_SYMBOL_IDS } from "@chartbot/symbol-catalogue";
import { describe, expect, it } from "vitest";
import { subscriptions } from "../../../src/db/schema.js";
import { createApiToken } from "../../support/api-tokens.js";
import { communitySuite, grantAddon } from "../../support/communities.js";
import { request } from "../../support/request.js";

const suite = communitySuite({ discord: true });
const CHART = "https://www.tradingview.com/chart/AbCd1234/";
const [BTCUSD] = DEFAULT_SYMBOL_IDS;

/** A community of the owner in the fake Discord with Scheduled Posting and TradingView Layouts. */
async function community() {
  const server = await suite.serverCommunity();
  for (const slug of ["scheduled-posting", "tradingview-layouts"] as const) {
    await grantAddon(suite.t.database.db, suite.ownerId, server.id, slug);
  }
  return server;
}

/** The community's audit log, newest first. */
const log = async (id: string) =>
  (await suite.request("GET", `/api/communities/${id}/audit-log`)).json().items;
const revert = (id: string, entryId: string) =>
  suite.request("POST", `/api/communities/${id}/audit-log/${entryId}/revert`);
const ok = (response: { statusCode: number; body: string }) => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.statusCode === 204 ? undefined : JSON.parse(response.body);
};
const owner = () => ({ accountId: suite.ownerId, name: suite.owner.email, apiToken: null });

describe("the audit log of a community's resources", () => {
  it("records a scheduled post's creation (by an API token), pause and deletion, and a revert puts it back as it was", async () => {
    const { id, channelId } = await community();
    const { token, label } = await createApiToken(suite.t.app, suite.owner, "read-write");
    const base = `/api/communities/${id}/scheduled-posts`;
    const post = ok(
      await request(suite.t.app, "POST", `/api/v1${base.slice(4)}`, {
        as: token,
        body: { command: "c", arguments: "BTCUSD 4H", channelId, periodMinutes: 60 },
      }),
    );
    const [created] = await log(id);
    expect(created).toMatchObject({
      setting: "scheduledPost",
      subjectId: post.id,
      channelId: null,
      before: null,
      after: { command: "c", arguments: "BTCUSD 4H", channelId, periodMinutes: 60, paused: false },
      actor: { accountId: suite.ownerId, name: suite.owner.email, apiToken: { label } },
      revertOf: null,
    });

    ok(await suite.request("PATCH", `${base}/${post.id}`, { paused: true }));
    ok(await suite.request("DELETE", `${base}/${post.id}`));
    const [deleted, paused] = await log(id);
    expect(paused).toMatchObject({ before: { paused: false }, after: { paused: true }, actor: owner() });
    expect(deleted).toMatchObject({
      subjectId: post.id,
      before: { paused: true },
      after: null,
      actor: owner(),
    });

    const reverted = ok(await revert(id, deleted.id));
    expect(reverted).toMatchObject({ revertOf: deleted.id, before: null, after: deleted.before });
    const [back] = (await suite.request("GET", base)).json().scheduledPosts;
    expect(back).toMatchObject({ id: post.id, arguments: "BTCUSD 4H", pausedAt: expect.any(String) });

    // The creation entry's `after` (not paused) is no longer the post's value.
    const refused = await revert(id, created.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/changed again since/);
    // Undoing the pause resumes it.
    expect((await revert(id, paused.id)).statusCode).toBe(201);
    expect((await suite.request("GET", base)).json().scheduledPosts[0].pausedAt).toBeNull();
  });

  it("records a layout's creation, edit and deletion, and reverts an edit and a deletion", async () => {
    const { id } = await community();
    const base = `/api/communities/${id}/layouts`;
    const layout = ok(await suite.request("POST", base, { label: "BTC daily", url: CHART }));
    ok(await suite.request("PATCH", `${base}/${layout.id}`, { label: "BTC weekly", wide: true }));
    const [edited, created] = await log(id);
    expect(created).toMatchObject({
      setting: "layout",
      subjectId: layout.id,
      before: null,
      after: { label: "BTC daily" },
    });
    expect(edited).toMatchObject({
      before: { label: "BTC daily", url: CHART, theme: "dark", wide: false },
      after: { label: "BTC weekly", url: CHART, theme: "dark", wide: true },
    });
    ok(await revert(id, edited.id));
    expect((await suite.request("GET", base)).json().layouts).toEqual([
      expect.objectContaining({ id: layout.id, label: "BTC daily", wide: false }),
    ]);

    ok(await suite.request("DELETE", `${base}/${layout.id}`));
    const [deleted] = await log(id);
    expect(deleted).toMatchObject({ setting: "layout", before: { label: "BTC daily" }, after: null });
    ok(await suite.request("POST", base, { label: "BTC daily", url: CHART }));
    // Another layout took the label since: refused with the reason.
    const taken = await revert(id, deleted.id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toMatch(/labelled "BTC daily"/);
  });

  it("records a satellite's addition and removal; a revert adds it back, and reverting the addition removes it", async () => {
    const { id } = await community();
    const base = `/api/communities/${id}/satellites`;
    const satellite = ok(await suite.request("POST", base, { symbolId: BTCUSD }));
    ok(await suite.request("DELETE", `${base}/${satellite.id}`));
    const [removed, added] = await log(id);
    expect(added).toMatchObject({
      setting: "satellite",
      subjectId: satellite.id,
      before: null,
      after: { symbolId: BTCUSD, ticker: "BTCUSD" },
    });
    expect(removed).toMatchObject({ before: { symbolId: BTCUSD }, after: null });
    ok(await revert(id, removed.id));
    expect((await suite.request("GET", base)).json().satellites.map((s: { id: string }) => s.id)).toEqual([
      satellite.id,
    ]);
    ok(await revert(id, added.id));
    expect((await suite.request("GET", base)).json().satellites).toEqual([]);
    expect((await log(id))[0]).toMatchObject({
      revertOf: added.id,
      before: { symbolId: BTCUSD },
      after: null,
    });
  });

  it("records a Bot License save with the token's last characters only, and refuses its revert with the reason", async () => {
    const server = await suite.serverCommunity();
    await grantAddon(suite.t.database.db, suite.ownerId, server.id, "bot-license");
    const applicationId = "123456789012345678";
    const token = `${Buffer.from(applicationId).toString("base64url")}.GaBcDe.Zx9-Qw_8erTy7uIo6pAs5dFg4hJ`;
    const bot = { name: "Alpha Charts", avatarUrl: null, applicationId };
    ok(await suite.request("PUT", `/api/communities/${server.id}/licensed-bot`, { ...bot, token }));
    ok(
      await suite.request("PUT", `/api/communities/${server.id}/licensed-bot`, {
        ...bot,
        name: "Beta Charts",
      }),
    );
    const [renamed, submitted] = await log(server.id);
    expect(submitted).toMatchObject({
      setting: "botLicense",
      before: null,
      after: { ...bot, tokenEnding: token.slice(-4) },
      actor: owner(),
    });
    expect(renamed).toMatchObject({ before: { name: "Alpha Charts" }, after: { name: "Beta Charts" } });
    expect(JSON.stringify(await log(server.id))).not.toContain(token);
    const refused = await revert(server.id, submitted.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain("submit the bot again");
  });

  it("records the slots a subscription gives the community, and refuses the revert: slots are billing", async () => {
    const server = await suite.serverCommunity();
    const subscriptionId = await grantAddon(
      suite.t.database.db,
      suite.ownerId,
      server.id,
      "scheduled-posting",
    );
    ok(await suite.request("PUT", `/api/subscriptions/${subscriptionId}/slots`, { assignments: [] }));
    const [taken] = await log(server.id);
    expect(taken).toMatchObject({
      setting: "slotAssignment",
      before: { addon: "Scheduled Posting", slots: 1 },
      after: { addon: "Scheduled Posting", slots: 0 },
      actor: owner(),
    });
    expect((await revert(server.id, taken.id)).statusCode).toBe(409);
  });

  it("records a channel alert's creation (by an API token), edits, pause and deletion, not a direct-message alert; refuses their revert", async () => {
    const { id, channelId } = await community();
    await suite.t.database.db
      .insert(subscriptions)
      .values({ accountId: suite.ownerId, addonSlug: "price-alerts", status: "active" });
    const { token, label } = await createApiToken(suite.t.app, suite.owner, "read-write");
    const alert = ok(
      await request(suite.t.app, "POST", "/api/v1/alerts", {
        as: token,
        body: { ticker: "EURUSD", placement: "above", level: 1.2, communityId: id, channelId },
      }),
    );
    const [created] = await log(id);
    expect(created).toMatchObject({
      setting: "channelAlert",
      subjectId: alert.id,
      before: null,
      after: { ticker: "EURUSD", placement: "above", level: 1.2, channelId, roleId: null, paused: false },
      actor: { accountId: suite.ownerId, apiToken: { label } },
    });

    ok(await suite.request("PATCH", `/api/alerts/${alert.id}`, { level: 1.25, message: "EUR up" }));
    ok(await suite.request("PATCH", `/api/alerts/${alert.id}`, { status: "paused" }));
    // A direct-message alert is the account's own: the community's log does not see it.
    ok(await suite.request("POST", "/api/alerts", { ticker: "EURUSD", placement: "below", level: 1 }));
    const [paused, edited] = await log(id);
    expect(edited).toMatchObject({
      subjectId: alert.id,
      before: { level: 1.2, message: null },
      after: { level: 1.25, message: "EUR up", paused: false },
      actor: owner(),
    });
    expect(paused).toMatchObject({ before: { paused: false }, after: { level: 1.25, paused: true } });

    ok(await suite.request("DELETE", `/api/alerts/${alert.id}`));
    const [deleted] = await log(id);
    expect(deleted).toMatchObject({
      setting: "channelAlert",
      subjectId: alert.id,
      before: { ticker: "EURUSD", level: 1.25, channelId, paused: true },
      after: null,
      actor: owner(),
    });
    expect(await log(id)).toHaveLength(4);
    for (const entry of [deleted, created]) {
      const refused = await revert(id, entry.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(UNREVERTABLE_KINDS.channelAlert);
    }
  });
});

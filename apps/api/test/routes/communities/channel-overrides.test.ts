import { MAX_CHANNEL_OVERRIDES } from "@chartbot/contracts/channel-overrides";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { channelOverrides, communities } from "../../../src/db/schema.js";
import { communitySuite, snowflake } from "../../support/communities.js";
import { addTestServer } from "../../support/discord.js";

const suite = communitySuite({ discord: true });
const { request } = suite;
const url = (communityId: string, channelId?: string) =>
  `/api/communities/${communityId}/channel-overrides${channelId ? `/${channelId}` : ""}`;

describe("channel overrides", () => {
  it("lists nothing at first, then adds, edits and removes a channel's override", async () => {
    const { id, channelId } = await suite.serverCommunity();
    expect((await request("GET", url(id))).json()).toEqual({ overrides: [], limit: MAX_CHANNEL_OVERRIDES });

    const added = await request("PUT", url(id, channelId), { tickerMode: "crypto", autoDeleteMinutes: null });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({
      channelId,
      tickerMode: "crypto",
      autoDeleteMinutes: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const edited = await request("PUT", url(id, channelId), { tickerMode: null, autoDeleteMinutes: 0 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ tickerMode: null, autoDeleteMinutes: 0 });
    expect((await request("GET", url(id))).json().overrides).toEqual([edited.json()]);

    expect((await request("DELETE", url(id, channelId))).statusCode).toBe(204);
    expect((await request("GET", url(id))).json().overrides).toEqual([]);
    const again = await request("DELETE", url(id, channelId));
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe("not_found");
  });

  it("refuses an override that overrides nothing, and values out of bounds", async () => {
    const { id, channelId } = await suite.serverCommunity();
    for (const body of [
      { tickerMode: null, autoDeleteMinutes: null },
      { tickerMode: "biased", autoDeleteMinutes: null },
      { tickerMode: null, autoDeleteMinutes: -1 },
      { tickerMode: null, autoDeleteMinutes: 1441 },
      { tickerMode: "crypto" },
      { tickerMode: "crypto", autoDeleteMinutes: null, extra: 1 },
    ]) {
      const response = await request("PUT", url(id, channelId), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe("validation_failed");
    }
    expect(
      (await request("PUT", url(id, "general"), { tickerMode: "crypto", autoDeleteMinutes: null }))
        .statusCode,
    ).toBe(400);
    expect((await request("GET", url(id))).json().overrides).toEqual([]);
  });

  it("takes only a text or announcement channel of the community's server", async () => {
    const mine = await suite.serverCommunity();
    const other = addTestServer(suite.discord.world);
    const voice = suite.discord.world.addChannel(mine.guildId, { name: "Voice", type: 2 });
    const news = suite.discord.world.addChannel(mine.guildId, { name: "news", type: 5 });
    const body = { tickerMode: "crypto", autoDeleteMinutes: null };
    for (const channelId of [other.channelId, voice.id, snowflake()]) {
      const response = await request("PUT", url(mine.id, channelId), body);
      expect(response.statusCode, channelId).toBe(400);
      expect(response.json().error.message).toMatch(/^channelId: /);
    }
    expect((await request("PUT", url(mine.id, news.id), body)).statusCode).toBe(201);
  });

  it("still edits and removes the override of a channel deleted since", async () => {
    const { id } = await suite.serverCommunity();
    const gone = snowflake();
    await suite.t.database.db
      .insert(channelOverrides)
      .values({ communityId: id, channelId: gone, tickerMode: "crypto" });
    const edited = await request("PUT", url(id, gone), { tickerMode: "crypto", autoDeleteMinutes: 10 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await request("DELETE", url(id, gone))).statusCode).toBe(204);
  });

  it(`keeps at most ${MAX_CHANNEL_OVERRIDES} overrides per community, editing one still allowed`, async () => {
    const { id, channelId } = await suite.serverCommunity();
    const filler = Array.from({ length: MAX_CHANNEL_OVERRIDES }, () => ({
      communityId: id,
      channelId: snowflake(),
      autoDeleteMinutes: 5,
    }));
    await suite.t.database.db.insert(channelOverrides).values(filler);
    const refused = await request("PUT", url(id, channelId), {
      tickerMode: "crypto",
      autoDeleteMinutes: null,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: "limit_reached",
      message: expect.stringContaining(`${MAX_CHANNEL_OVERRIDES}`),
    });
    const first = filler[0]?.channelId ?? "";
    expect(
      (await request("PUT", url(id, first), { tickerMode: "crypto", autoDeleteMinutes: 5 })).statusCode,
    ).toBe(200);
    expect((await request("GET", url(id))).json().overrides).toHaveLength(MAX_CHANNEL_OVERRIDES);
  });

  it("is for the community's admins only: another account's community is not found", async () => {
    const { id, channelId } = await suite.serverCommunity();
    await request("PUT", url(id, channelId), { tickerMode: "crypto", autoDeleteMinutes: null });
    const body = { tickerMode: "traditional", autoDeleteMinutes: null };
    for (const [method, path, payload] of [
      ["GET", url(id), undefined],
      ["PUT", url(id, channelId), body],
      ["DELETE", url(id, channelId), undefined],
    ] as const) {
      const response = await request(method, path, payload, suite.stranger);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().error.code).toBe("not_found");
    }
    expect((await request("GET", url(id))).json().overrides).toMatchObject([
      { channelId, tickerMode: "crypto" },
    ]);
  });

  it("refuses changes once the community is disconnected, and still lists its overrides", async () => {
    const { id, channelId } = await suite.serverCommunity();
    await request("PUT", url(id, channelId), { tickerMode: "crypto", autoDeleteMinutes: null });
    await suite.t.database.db
      .update(communities)
      .set({ disconnectedAt: new Date() })
      .where(eq(communities.id, id));
    const refused = await request("PUT", url(id, channelId), { tickerMode: null, autoDeleteMinutes: 5 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("community_disconnected");
    expect((await request("GET", url(id))).json().overrides).toHaveLength(1);
  });
});

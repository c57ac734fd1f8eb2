import { TERMS_VERSION } from "@chartbot/contracts/communities";
import { beforeAll, describe, expect, it } from "vitest";
import { createBotToken } from "../../../src/data/bot-tokens/bot-tokens.js";
import { communitySuite } from "../../support/communities.js";
import { addTestServer } from "../../support/discord.js";
import type { TestUser } from "../../support/firebase-users.js";
import { request } from "../../support/request.js";

const suite = communitySuite({ discord: true });
let botToken = "";

beforeAll(async () => {
  botToken = (await createBotToken(suite.t.database.db, "presence test")).token;
});

const report = (method: "PUT" | "DELETE", guildId: string, name = "Reported name") =>
  request(suite.t.app, method, `/api/bot/v1/guilds/${guildId}`, {
    as: botToken,
    ...(method === "PUT" && { body: { name, icon: null } }),
  });

const picker = async (user: TestUser, refresh = false) =>
  (
    await suite.request("GET", `/api/discord/servers${refresh ? "?refresh=true" : ""}`, undefined, user)
  ).json().servers as { guildId: string; botPresent: boolean }[];
const presenceOf = (servers: { guildId: string; botPresent: boolean }[], guildId: string) =>
  servers.find((server) => server.guildId === guildId)?.botPresent;

describe("Chartbot is here, as the bot reports it", () => {
  it("the server picker believes the bot's reports over Discord, at once, and asks Discord only for the others", async () => {
    const { user, discordId } = await suite.linkedUser();
    const reportedIn = addTestServer(suite.discord.world, { ownerId: discordId, name: "Joined", bot: false });
    const reportedLeft = addTestServer(suite.discord.world, { ownerId: discordId, name: "Left" });
    const unreported = addTestServer(suite.discord.world, { ownerId: discordId, name: "Unreported" });
    const unreportedAbsent = addTestServer(suite.discord.world, { ownerId: discordId, bot: false });

    const before = await picker(user);
    expect(presenceOf(before, reportedIn.guildId)).toBe(false);
    expect(presenceOf(before, reportedLeft.guildId)).toBe(true);

    expect((await report("PUT", reportedIn.guildId)).statusCode).toBe(200);
    expect((await report("DELETE", reportedLeft.guildId)).statusCode).toBe(200);
    // The cached list (younger than 5 minutes) shows the reports without asking Discord again.
    for (const servers of [await picker(user), await picker(user, true)]) {
      expect(presenceOf(servers, reportedIn.guildId)).toBe(true);
      expect(presenceOf(servers, reportedLeft.guildId)).toBe(false);
      expect(presenceOf(servers, unreported.guildId)).toBe(true);
      expect(presenceOf(servers, unreportedAbsent.guildId)).toBe(false);
    }
  });

  it("setting a community up follows the reports: present without Discord's bot, absent once it left", async () => {
    const { user, discordId } = await suite.linkedUser();
    const setup = (guildId: string) =>
      suite.request(
        "POST",
        "/api/communities",
        { guildId, acceptedTermsVersion: TERMS_VERSION, tickerMode: "crypto" },
        user,
      );
    const joined = addTestServer(suite.discord.world, {
      ownerId: discordId,
      name: "Discord's name",
      bot: false,
    });
    await report("PUT", joined.guildId, "The bot's name");
    const created = await setup(joined.guildId);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ guildId: joined.guildId, name: "The bot's name" });
    const renamed = await report("PUT", joined.guildId, "Renamed");
    expect(renamed.json()).toEqual({
      guildId: joined.guildId,
      present: true,
      communityId: created.json().id,
    });

    const left = addTestServer(suite.discord.world, { ownerId: discordId });
    await report("DELETE", left.guildId);
    const refused = await setup(left.guildId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("bot_not_in_server");
  });

  it("a community disconnected by the bot's report is connected again when the bot comes back", async () => {
    const { user, discordId } = await suite.linkedUser();
    const server = addTestServer(suite.discord.world, { ownerId: discordId, name: "Back" });
    await report("PUT", server.guildId, "Back");
    const created = await suite.request(
      "POST",
      "/api/communities",
      { guildId: server.guildId, acceptedTermsVersion: TERMS_VERSION, tickerMode: "crypto" },
      user,
    );
    const id = created.json().id as string;
    await report("DELETE", server.guildId);
    const settings = async () =>
      (await suite.request("GET", `/api/communities/${id}`, undefined, user)).json();
    expect((await settings()).connection.status).toBe("disconnected");
    expect(presenceOf(await picker(user), server.guildId)).toBe(false);

    const back = await report("PUT", server.guildId, "Back again");
    expect(back.json()).toEqual({ guildId: server.guildId, present: true, communityId: id });
    expect(await settings()).toMatchObject({ name: "Back again", status: "connected" });
    expect(presenceOf(await picker(user), server.guildId)).toBe(true);
  });
});

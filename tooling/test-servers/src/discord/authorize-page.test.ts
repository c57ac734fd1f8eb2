import { BOT_PERMISSIONS, SATELLITE_PERMISSIONS, satelliteInviteUrl } from "@chartbot/contracts/discord";
import {
  type APIGuild,
  type APIGuildMember,
  type APIRole,
  type RESTGetAPICurrentUserResult,
  type RESTPostOAuth2AccessTokenResult,
  Routes,
} from "discord-api-types/v10";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { USER_COOKIE } from "./authorize-page";
import { DEMO_DISCORD, demoWorld } from "./demo-world";
import { FakeDiscord } from "./server";
import { botClient, oauthClient, postToken, userClient } from "./test-clients";

const { guilds, user, otherUser } = DEMO_DISCORD;
const REDIRECT = "http://localhost:3001/account/action";
let fake: FakeDiscord;

beforeEach(async () => {
  fake = await new FakeDiscord(demoWorld()).start();
});
afterEach(() => fake.stop());

function authorizeQuery(extra: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    client_id: DEMO_DISCORD.clientId,
    response_type: "code",
    scope: "identify email guilds",
    redirect_uri: REDIRECT,
    state: "state-123",
    ...extra,
  });
}

const BOT_QUERY = {
  scope: "bot applications.commands",
  permissions: BOT_PERMISSIONS,
  guild_id: guilds.forexFriends.id,
  disable_guild_select: "true",
};

async function getPage(query: URLSearchParams, cookie?: string) {
  const response = await fetch(`${fake.baseUrl}/oauth2/authorize?${query}`, {
    headers: cookie ? { cookie } : {},
  });
  return { response, html: await response.text() };
}

/** The POST the page's form sends: its hidden fields, what the user picked, the button pressed. */
async function submit(query: URLSearchParams, fields: Record<string, string>, cookie?: string) {
  const body = new URLSearchParams(query);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return fetch(`${fake.baseUrl}/oauth2/authorize`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: cookie ? { cookie } : {},
  });
}

/** The hidden inputs and the selected options of the page's POST form, as a browser would send them. */
function postForm(html: string): Record<string, string> {
  const form = html.slice(html.indexOf('<form method="post"'));
  const fields: Record<string, string> = {};
  for (const [, name, value] of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[name ?? ""] = (value ?? "").replaceAll("&amp;", "&").replaceAll("&quot;", '"');
  }
  const select = /<select id="guild_id" name="guild_id">(.*?)<\/select>/s.exec(form);
  const selected = select?.[1] ? /<option value="(\d+)" selected>/.exec(select[1]) : null;
  if (selected?.[1]) fields.guild_id = selected[1];
  return fields;
}

describe("the sandbox's authorize page over HTTP", () => {
  it("shows who signs in (the demo user by default), the scopes, and labelled buttons; no external assets", async () => {
    const { response, html } = await getPage(authorizeQuery());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("Sandbox Discord");
    expect(html).toContain('<label for="user_id">Signed in as</label>');
    expect(html).toMatch(
      /<option value="900000000000000900" selected>Demo Trader \(@demo_trader\)<\/option>/,
    );
    expect(html).toContain("Access your email address");
    expect(html).toContain("Know what servers you&#39;re in");
    expect(html).toContain('value="authorize" class="primary">Authorize</button>');
    expect(html).toContain('value="cancel">Cancel</button>');
    expect(html).toContain("prefers-color-scheme: dark");
    expect(html).not.toMatch(/<(script|link|img)\b/);
  });

  it("signs in: Authorize redirects with code and state; the code is exchanged for that user's tokens", async () => {
    const query = authorizeQuery();
    const { html } = await getPage(query);
    const response = await submit(query, { ...postForm(html), action: "authorize" });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get("state")).toBe("state-123");
    expect(location.searchParams.has("guild_id")).toBe(false);

    const token = (await postToken(oauthClient(fake), fake, {
      grant_type: "authorization_code",
      code: location.searchParams.get("code") ?? "",
      redirect_uri: REDIRECT,
    })) as RESTPostOAuth2AccessTokenResult;
    expect(token.scope).toBe("identify email guilds");
    const me = (await userClient(fake, token.access_token).get(Routes.user())) as RESTGetAPICurrentUserResult;
    expect([me.id, me.email]).toEqual([user.id, "demo.discord@chartbot.local"]);
  });

  it("remembers the user switched to in a cookie, and signs in as that user", async () => {
    const switched = await getPage(authorizeQuery({ user_id: otherUser.id }));
    const cookie = (switched.response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toBe(`${USER_COOKIE}=${otherUser.id}`);

    const { html } = await getPage(authorizeQuery(), cookie);
    expect(html).toMatch(/<option value="900000000000000901" selected>/);
    const response = await submit(authorizeQuery(), { ...postForm(html), action: "authorize" }, cookie);
    const code = new URL(response.headers.get("location") ?? "").searchParams.get("code") ?? "";
    const token = (await postToken(oauthClient(fake), fake, {
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT,
    })) as RESTPostOAuth2AccessTokenResult;
    const me = (await userClient(fake, token.access_token).get(Routes.user())) as RESTGetAPICurrentUserResult;
    expect(me.id).toBe(otherUser.id);
  });

  it("adds the bot: the server and permissions shown, the redirect carries guild_id and permissions", async () => {
    expect(fake.world.botPresent(guilds.forexFriends.id)).toBe(false);
    const query = authorizeQuery(BOT_QUERY);
    const { html } = await getPage(query);
    expect(html).toContain('<p class="chosen">Forex Friends</p>');
    expect(html).toContain("<li>Manage Webhooks</li>");
    expect(html).not.toContain("Other permissions");
    expect(html).toContain(`Permissions asked (${BOT_PERMISSIONS})`);

    const response = await submit(query, { ...postForm(html), action: "authorize" });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      code: expect.any(String),
      state: "state-123",
      guild_id: guilds.forexFriends.id,
      permissions: BOT_PERMISSIONS,
    });

    const guild = (await botClient(fake).get(Routes.guild(guilds.forexFriends.id))) as APIGuild;
    expect(guild.name).toBe("Forex Friends");
    const roles = (await botClient(fake).get(Routes.guildRoles(guilds.forexFriends.id))) as APIRole[];
    expect(roles.filter((role) => role.managed).map((role) => [role.name, role.permissions])).toEqual([
      ["Chartbot", BOT_PERMISSIONS],
    ]);
  });

  it("lets the user pick among the servers it manages when no guild_id is given", async () => {
    const query = authorizeQuery({ scope: "bot", permissions: String(2048 + 4096) });
    const { html } = await getPage(query);
    // 2048 is Send Messages; 4096 (Send TTS Messages) is not one the product uses.
    expect(html).toContain("<li>Send Messages</li><li>Other permissions (4096)</li>");
    const picker = /<select id="guild_id" name="guild_id">(.*?)<\/select>/s.exec(html)?.[1] ?? "";
    expect([...picker.matchAll(/<option value="(\d+)"/g)].map((m) => m[1])).toEqual([
      guilds.tradingFloor.id,
      guilds.wallStreet.id,
      guilds.forexFriends.id,
    ]);
    const response = await submit(query, {
      ...postForm(html),
      guild_id: guilds.forexFriends.id,
      action: "authorize",
    });
    expect(new URL(response.headers.get("location") ?? "").searchParams.get("guild_id")).toBe(
      guilds.forexFriends.id,
    );
    expect(fake.world.botPresent(guilds.forexFriends.id)).toBe(true);
  });

  it("refuses to add the bot where the user cannot manage the server", async () => {
    const query = authorizeQuery({ ...BOT_QUERY, guild_id: guilds.cryptoCafe.id });
    const { html } = await getPage(query);
    expect(html).toContain("does not have Manage Server in Crypto Café");
    expect(html).toMatch(/class="primary" disabled>Authorize/);
    const response = await submit(query, { ...postForm(html), action: "authorize" });
    expect(response.status).toBe(400);
    expect(fake.world.botPresent(guilds.cryptoCafe.id)).toBe(false);
  });

  it("Cancel redirects with error=access_denied and the state, and adds no bot", async () => {
    const query = authorizeQuery(BOT_QUERY);
    const { html } = await getPage(query);
    const response = await submit(query, { ...postForm(html), action: "cancel" });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.searchParams.get("error")).toBe("access_denied");
    expect(location.searchParams.get("error_description")).toBeTruthy();
    expect(location.searchParams.get("state")).toBe("state-123");
    expect(location.searchParams.has("code")).toBe(false);
    expect(fake.world.botPresent(guilds.forexFriends.id)).toBe(false);
  });

  it.each([
    ["an unknown client_id", { client_id: "123" }, "Unknown application"],
    [
      "a redirect_uri not registered",
      { redirect_uri: "https://evil.example/account/action" },
      "redirect_uri",
    ],
    ["another response_type", { response_type: "token" }, "response_type"],
    ["an unknown scope", { scope: "identify messages.read" }, "Invalid scope"],
  ])("answers a 400 page for %s", async (_label, extra, message) => {
    const { response, html } = await getPage(authorizeQuery(extra));
    expect(response.status).toBe(400);
    expect(html).toContain(message);
    const posted = await submit(authorizeQuery(extra), { user_id: user.id, action: "authorize" });
    expect(posted.status).toBe(400);
  });

  it("the code of the page is bound to its redirect_uri", async () => {
    const query = authorizeQuery({ redirect_uri: "http://127.0.0.1:3001/account/action" });
    const { html } = await getPage(query);
    const response = await submit(query, { ...postForm(html), action: "authorize" });
    const code = new URL(response.headers.get("location") ?? "").searchParams.get("code") ?? "";
    const refused = await fetch(`${fake.apiBaseUrl}/v10/oauth2/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: REDIRECT,
        client_id: DEMO_DISCORD.clientId,
        client_secret: DEMO_DISCORD.clientSecret,
      }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: "invalid_grant" });
  });
});

describe("a satellite's invite", () => {
  const BTCUSD = "751080162300526653";
  const invite = (guildId: string, extra: Record<string, string> = {}) =>
    new URLSearchParams(
      new URL(
        satelliteInviteUrl({
          authorizeUrl: `${fake.baseUrl}/oauth2/authorize`,
          applicationId: BTCUSD,
          guildId,
        }),
      ).searchParams,
    ).toString() + (Object.keys(extra).length > 0 ? `&${new URLSearchParams(extra)}` : "");

  it("shows the satellite application and its one permission, adds its bot on Authorize and lists it as a member", async () => {
    const query = new URLSearchParams(invite(guilds.tradingFloor.id));
    const { response, html } = await getPage(query);
    expect(response.status).toBe(200);
    expect(html).toContain("BTCUSD price wants to access your account");
    expect(html).toContain(`<p class="chosen">${guilds.tradingFloor.name.replace("'", "&#39;")}</p>`);
    expect(html).toContain(`Permissions asked (${SATELLITE_PERMISSIONS})`);
    expect(html).toContain("<li>Change Nickname</li>");

    const added = await submit(query, { ...postForm(html), action: "authorize" });
    expect(added.status).toBe(200);
    expect(await added.text()).toContain(`BTCUSD price was added to`);
    expect(fake.world.satelliteMembers(guilds.tradingFloor.id)).toEqual([BTCUSD]);

    const members = (await botClient(fake).get(Routes.guildMembers(guilds.tradingFloor.id), {
      query: new URLSearchParams({ limit: "1000" }),
    })) as APIGuildMember[];
    expect(members.find((member) => member.user.id === BTCUSD)?.user).toMatchObject({
      username: "BTCUSD price",
      bot: true,
    });
    const roles = (await botClient(fake).get(Routes.guildRoles(guilds.tradingFloor.id))) as APIRole[];
    expect(roles.find((role) => role.name === "BTCUSD price")?.permissions).toBe(SATELLITE_PERMISSIONS);
  });

  it("refuses a user without Manage Server, and a satellite asked with other scopes", async () => {
    const query = new URLSearchParams(invite(guilds.cryptoCafe.id));
    const { html } = await getPage(query);
    expect(html).toContain("does not have Manage Server in Crypto Café");
    const refused = await submit(query, { ...postForm(html), action: "authorize" });
    expect(refused.status).toBe(400);
    expect(fake.world.satelliteMembers(guilds.cryptoCafe.id)).toEqual([]);

    const withCommands = new URLSearchParams(invite(guilds.tradingFloor.id));
    withCommands.set("scope", "bot applications.commands");
    const { response, html: error } = await getPage(withCommands);
    expect(response.status).toBe(400);
    expect(error).toContain("A satellite is added with the &quot;bot&quot; scope alone.");
  });

  it("leaves the server when kicked, and knows no application that is not a catalogue symbol", async () => {
    fake.world.addApplicationBot(guilds.tradingFloor.id, { id: BTCUSD, username: "BTCUSD price" }, "0");
    fake.world.removeApplicationBot(guilds.tradingFloor.id, BTCUSD);
    expect(fake.world.satelliteMembers(guilds.tradingFloor.id)).toEqual([]);
    const unknown = new URLSearchParams({ client_id: "123456789012345678", scope: "bot" });
    const { response, html } = await getPage(unknown);
    expect(response.status).toBe(400);
    expect(html).toContain("Unknown application: client_id &quot;123456789012345678&quot;.");
  });
});

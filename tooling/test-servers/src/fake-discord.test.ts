import { afterEach, describe, expect, it } from "vitest";
import { discordCodeFor, FakeDiscord, type FakeDiscordUser } from "./fake-discord";

const USER: FakeDiscordUser = { id: "42", username: "trader", email: "t@example.com", verified: true };
const CLIENT = { id: "client", secret: "secret", redirectPath: "/account/action" };
let fake: FakeDiscord | undefined;

afterEach(async () => {
  await fake?.stop();
  fake = undefined;
});

async function exchange(code: string, overrides: Record<string, string> = {}) {
  const form = new URLSearchParams({
    grant_type: "authorization_code",
    code,
    client_id: CLIENT.id,
    client_secret: CLIENT.secret,
    redirect_uri: "http://localhost:3001/account/action",
    ...overrides,
  });
  const response = await fetch(`${fake?.baseUrl}/oauth2/token`, { method: "POST", body: form });
  return { status: response.status, body: (await response.json()) as { access_token?: string } };
}

async function me(token: string | undefined) {
  const response = await fetch(`${fake?.baseUrl}/users/@me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: await response.json() };
}

describe("FakeDiscord", () => {
  it("exchanges an issued code once and describes its user", async () => {
    fake = await new FakeDiscord(CLIENT).start();
    fake.issueCode("issued", USER);
    const first = await exchange("issued");
    expect(first.status).toBe(200);
    expect(await me(first.body.access_token)).toMatchObject({ status: 200, body: USER });
    expect((await exchange("issued")).status).toBe(400);
  });

  it("accepts a self-describing code once, for tests in another process", async () => {
    fake = await new FakeDiscord(CLIENT).start();
    const code = discordCodeFor(USER);
    const first = await exchange(code);
    expect((await me(first.body.access_token)).body).toMatchObject(USER);
    expect((await exchange(code)).status).toBe(400);
  });

  it.each([
    ["an unknown code", "nope", {}, 400],
    ["a wrong secret", "issued", { client_secret: "other" }, 401],
    ["a wrong client id", "issued", { client_id: "other" }, 401],
    ["another redirect", "issued", { redirect_uri: "http://localhost:3001/elsewhere" }, 400],
    ["another grant", "issued", { grant_type: "client_credentials" }, 400],
  ])("refuses %s", async (_label, code, overrides, status) => {
    fake = await new FakeDiscord(CLIENT).start();
    fake.issueCode("issued", USER);
    expect((await exchange(code, overrides)).status).toBe(status);
    expect((await exchange("issued")).status).toBe(200);
  });

  it("refuses an unknown token and answers every request with failWith when set", async () => {
    fake = await new FakeDiscord(CLIENT).start();
    expect((await me("unknown")).status).toBe(401);
    fake.failWith = 503;
    expect((await me("unknown")).status).toBe(503);
  });

  it("answers every request with a failWith answer as given, a body that is not JSON too", async () => {
    fake = await new FakeDiscord(CLIENT).start();
    fake.issueCode("issued", USER);
    fake.failWith = { status: 200, body: '{"access_token": ' };
    const response = await fetch(`${fake.baseUrl}/oauth2/token`, { method: "POST", body: "code=issued" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.text()).toBe('{"access_token": ');
    fake.failWith = undefined;
    expect((await exchange("issued")).status).toBe(200);
  });

  it("fails only the requests failRequest answers for", async () => {
    fake = await new FakeDiscord(CLIENT).start();
    fake.issueCode("issued", USER);
    fake.failRequest = (method, route) => (method === "GET" && route === "/users/@me" ? 404 : undefined);
    const { status, body } = await exchange("issued");
    expect(status).toBe(200);
    expect((await me(body.access_token)).status).toBe(404);
  });
});

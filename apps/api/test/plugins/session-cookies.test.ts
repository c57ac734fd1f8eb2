import cookie from "@fastify/cookie";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { clearSessionCookies, setSessionCookies } from "../../src/plugins/session-cookies.js";
import { testConfig } from "../support/test-app.js";

async function cookiesSetBy(production: boolean, cookieDomain?: string) {
  const base = testConfig();
  const config = { ...base, production, session: { cookieDomain } };
  const app = Fastify();
  await app.register(cookie);
  app.get("/set", (_request, reply) => setSessionCookies(reply, config, "secret", 60).send());
  app.get("/clear", (_request, reply) => clearSessionCookies(reply, config).send());
  const set = await app.inject({ method: "GET", url: "/set" });
  const clear = await app.inject({ method: "GET", url: "/clear" });
  await app.close();
  return { set: [set.headers["set-cookie"]].flat(), clear: [clear.headers["set-cookie"]].flat() };
}

describe("session cookies", () => {
  it("are Secure in production, HttpOnly (the hint is not), SameSite=Strict, and shared on the configured domain", async () => {
    const { set, clear } = await cookiesSetBy(true, "chartbot.example");
    const [session, hint] = set;
    expect(session).toMatch(/^__session=secret;/);
    for (const part of [
      "Max-Age=60",
      "Path=/",
      "HttpOnly",
      "Secure",
      "SameSite=Strict",
      "Domain=chartbot.example",
    ]) {
      expect(session).toContain(part);
    }
    expect(hint).toMatch(/^chartbot_signed_in=1;/);
    expect(hint).toContain("Secure");
    expect(hint).not.toContain("HttpOnly");
    // Clearing must use the same attributes, or the browser keeps the original.
    expect(clear[0]).toMatch(/^__session=;.*Domain=chartbot\.example.*Secure/);
  });

  it("are not Secure in development (plain http://localhost)", async () => {
    const { set } = await cookiesSetBy(false);
    expect(set[0]).not.toContain("Secure");
    expect(set[0]).not.toContain("Domain=");
  });
});

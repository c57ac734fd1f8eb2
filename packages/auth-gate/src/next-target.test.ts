import { memoryStorage } from "@chartbot/browser-storage/testing";
import { describe, expect, it } from "vitest";
import { EXTERNAL_RETURN_KEY, parseNextTarget, rememberNextTarget, takeExternalReturn } from "./next-target";

const WEB = "https://chartbot.example";

describe("parseNextTarget", () => {
  it("accepts a same-site path, normalised", () => {
    expect(parseNextTarget("/subscriptions", WEB)).toEqual({ kind: "path", path: "/subscriptions" });
    expect(parseNextTarget("/communities/1?tab=alerts#top", WEB)).toEqual({
      kind: "path",
      path: "/communities/1?tab=alerts#top",
    });
    expect(parseNextTarget("/a/../account", WEB)).toEqual({ kind: "path", path: "/account" });
  });

  it("accepts an absolute URL on the marketing origin", () => {
    expect(parseNextTarget(`${WEB}/pro/price-alerts?plan=yearly`, WEB)).toEqual({
      kind: "external",
      url: `${WEB}/pro/price-alerts?plan=yearly`,
    });
    expect(parseNextTarget(WEB, WEB)).toEqual({ kind: "external", url: `${WEB}/` });
  });

  it.each([
    null,
    "",
    "//evil.example/path",
    "/%2F%2Fevil.example",
    "/\\evil.example",
    "https://evil.example/pro",
    "https://chartbot.example.evil.example/",
    "http://chartbot.example/pro",
    "https://user:pass@chartbot.example/",
    "javascript:alert(1)",
    "data:text/html,hi",
    "pro",
    `${WEB}//evil.example`,
    `${WEB}/%2F%2Fevil.example`,
  ])("refuses %j", (value) => {
    expect(parseNextTarget(value, WEB)).toBeNull();
  });

  it("refuses the sign-in pages themselves, which would loop", () => {
    expect(parseNextTarget("/login", WEB)).toBeNull();
    expect(parseNextTarget("/signup?next=/x", WEB)).toBeNull();
    expect(parseNextTarget("/account/action", WEB)).toBeNull();
  });
});

describe("rememberNextTarget", () => {
  it("stores a path as the gate's lastPage (no leading slash) and drops an older marketing return", () => {
    const local = memoryStorage();
    const session = memoryStorage({ [EXTERNAL_RETURN_KEY]: `${WEB}/old` });
    rememberNextTarget({ kind: "path", path: "/communities/1" }, { local, session });
    expect(local.toObject()).toEqual({ lastPage: "communities/1" });
    expect(session.toObject()).toEqual({});
  });

  it("keeps a marketing URL for this tab only", () => {
    const local = memoryStorage();
    const session = memoryStorage();
    rememberNextTarget({ kind: "external", url: `${WEB}/pro` }, { local, session });
    expect(local.toObject()).toEqual({});
    expect(session.toObject()).toEqual({ [EXTERNAL_RETURN_KEY]: `${WEB}/pro` });
  });
});

describe("takeExternalReturn", () => {
  it("returns the remembered marketing URL once", () => {
    const session = memoryStorage({ [EXTERNAL_RETURN_KEY]: `${WEB}/pro` });
    expect(takeExternalReturn(session, WEB)).toBe(`${WEB}/pro`);
    expect(takeExternalReturn(session, WEB)).toBeNull();
  });

  it("re-checks the stored value, which another script could have changed", () => {
    const session = memoryStorage({ [EXTERNAL_RETURN_KEY]: "https://evil.example/" });
    expect(takeExternalReturn(session, WEB)).toBeNull();
  });

  it("survives missing or throwing storage", () => {
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(takeExternalReturn(undefined, WEB)).toBeNull();
    expect(takeExternalReturn(throwing, WEB)).toBeNull();
  });
});

import { memoryStorage } from "@chartbot/browser-storage/testing";
import { describe, expect, it } from "vitest";
import { takeContinueTarget } from "./continue-after-sign-in";
import { EXTERNAL_RETURN_KEY } from "./next-target";

const WEB = "https://chartbot.example";

function storages(local: Record<string, string> = {}, session: Record<string, string> = {}) {
  return { local: memoryStorage(local), session: memoryStorage(session) };
}

describe("takeContinueTarget", () => {
  it("continues to the remembered page with its query and forgets it", () => {
    const storage = storages({ lastPage: "subscriptions?addon=price-alerts" });
    expect(takeContinueTarget(storage, WEB)).toEqual({
      href: "/subscriptions?addon=price-alerts",
      external: false,
    });
    expect(storage.local.toObject()).toEqual({});
  });

  it("prefers a marketing page remembered from ?next= and forgets both", () => {
    const storage = storages(
      { lastPage: "subscriptions" },
      { [EXTERNAL_RETURN_KEY]: `${WEB}/pro?plan=yearly` },
    );
    expect(takeContinueTarget(storage, WEB)).toEqual({ href: `${WEB}/pro?plan=yearly`, external: true });
    expect(storage.local.toObject()).toEqual({});
    expect(storage.session.toObject()).toEqual({});
  });

  it("goes to /account when nothing is remembered", () => {
    expect(takeContinueTarget(storages(), WEB)).toEqual({ href: "/account", external: false });
  });

  it.each(["/evil.example?addon=x", "%2F%2Fevil.example?addon=x", "subscriptions?next=%5Cevil.example"])(
    "goes to /account for the tampered lastPage %j",
    (lastPage) => {
      expect(takeContinueTarget(storages({ lastPage }), WEB)).toEqual({ href: "/account", external: false });
    },
  );
});

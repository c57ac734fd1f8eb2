import { describe, expect, it } from "vitest";
import { formatUnsubscribeToken, readUnsubscribeTokenParts, unsubscribeTokenSubject } from "./notices.ts";

const accountId = "00000000-0000-4000-8000-00000000000a";

describe("unsubscribe tokens' shape", () => {
  it("reads back the parts it was made of, for a kind and for every notice email", () => {
    for (const kind of ["post_paused", null] as const) {
      const parts = { keyId: "k1", accountId, kind, signature: "c2ln" };
      const token = formatUnsubscribeToken(parts);
      expect(token).toBe(`v1.k1.${unsubscribeTokenSubject(accountId, kind)}.c2ln`);
      expect(readUnsubscribeTokenParts(token)).toEqual(parts);
    }
    expect(unsubscribeTokenSubject(accountId, null)).toBe(`${accountId}.all`);
  });

  it("refuses what is not shaped like one", () => {
    for (const token of [
      "",
      "nonsense",
      `v2.k1.${accountId}.all.c2ln`,
      `v1..${accountId}.all.c2ln`,
      `v1.k1.not-an-account.all.c2ln`,
      `v1.k1.${accountId}.no_such_kind.c2ln`,
      `v1.k1.${accountId}.all.`,
      `v1.k1.${accountId}.all.c2ln.extra`,
    ]) {
      expect(readUnsubscribeTokenParts(token), token).toBeUndefined();
    }
  });
});

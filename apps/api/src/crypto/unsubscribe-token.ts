import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import {
  formatUnsubscribeToken,
  type NoticeKind,
  readUnsubscribeTokenParts,
  unsubscribeTokenSubject,
} from "@chartbot/contracts/notices";
import type { Keyring } from "./secret-box.js";

/**
 * The token of an email's one-click unsubscribe (its shape is the contract's: `formatUnsubscribeToken`), signed
 * with an HMAC-SHA256 of the account and the kind under a key derived from the encryption key named (HKDF, its
 * own purpose). It needs no sign-in and cannot be made for another account or kind without the key; after a key
 * rotation the old key still verifies while it is one of the read-only keys.
 */
const PURPOSE = "chartbot notice unsubscribe v1";

/** What a token unsubscribes: one kind of notice email of the account, or all of them (`kind` null). */
export interface Unsubscription {
  accountId: string;
  kind: NoticeKind | null;
}

const signingKey = (key: Buffer) => Buffer.from(hkdfSync("sha256", key, Buffer.alloc(0), PURPOSE, 32));

const signature = (key: Buffer, { accountId, kind }: Unsubscription) =>
  createHmac("sha256", signingKey(key)).update(unsubscribeTokenSubject(accountId, kind)).digest("base64url");

/** The token for `unsubscription`, signed with the keyring's current key. */
export function unsubscribeToken(keyring: Keyring, unsubscription: Unsubscription): string {
  return formatUnsubscribeToken({
    keyId: keyring.current.id,
    ...unsubscription,
    signature: signature(keyring.current.key, unsubscription),
  });
}

/** What a token unsubscribes, or undefined when it is not one of ours (changed, made up, of an unknown key). */
export function readUnsubscribeToken(keyring: Keyring, token: string): Unsubscription | undefined {
  const parts = readUnsubscribeTokenParts(token);
  const key = parts && keyring.keys.get(parts.keyId);
  if (!parts || !key) return undefined;
  const unsubscription = { accountId: parts.accountId, kind: parts.kind };
  const expected = Buffer.from(signature(key, unsubscription));
  const actual = Buffer.from(parts.signature);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return unsubscription;
}

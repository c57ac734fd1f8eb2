import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { NOTICE_KINDS, type NoticeKind } from "@chartbot/contracts/notices";
import type { Keyring } from "./secret-box.js";

/**
 * The token of an email's one-click unsubscribe: `v1.<key id>.<account id>.<kind or all>.<signature>`, the
 * signature an HMAC-SHA256 of the account and the kind under a key derived from the encryption key named (HKDF,
 * its own purpose). It needs no sign-in and cannot be made for another account or kind without the key; after
 * a key rotation the old key still verifies while it is one of the read-only keys.
 */
const VERSION = "v1";
const PURPOSE = "chartbot notice unsubscribe v1";
const ALL = "all";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const KINDS = new Set<string>(NOTICE_KINDS);

/** What a token unsubscribes: one kind of notice email of the account, or all of them (`kind` null). */
export interface Unsubscription {
  accountId: string;
  kind: NoticeKind | null;
}

const signingKey = (key: Buffer) => Buffer.from(hkdfSync("sha256", key, Buffer.alloc(0), PURPOSE, 32));

const signature = (key: Buffer, accountId: string, kind: string) =>
  createHmac("sha256", signingKey(key)).update(`${accountId}.${kind}`).digest("base64url");

/** The token for `unsubscription`, signed with the keyring's current key. */
export function unsubscribeToken(keyring: Keyring, { accountId, kind }: Unsubscription): string {
  const subject = kind ?? ALL;
  return [
    VERSION,
    keyring.current.id,
    accountId,
    subject,
    signature(keyring.current.key, accountId, subject),
  ].join(".");
}

/** What a token unsubscribes, or undefined when it is not one of ours (changed, made up, of an unknown key). */
export function readUnsubscribeToken(keyring: Keyring, token: string): Unsubscription | undefined {
  const parts = token.split(".");
  if (parts.length !== 5) return undefined;
  const [version, keyId, accountId, subject, given] = parts as [string, string, string, string, string];
  if (version !== VERSION || !UUID.test(accountId) || (subject !== ALL && !KINDS.has(subject)))
    return undefined;
  const key = keyring.keys.get(keyId);
  if (!key) return undefined;
  const expected = Buffer.from(signature(key, accountId, subject));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return { accountId, kind: subject === ALL ? null : (subject as NoticeKind) };
}

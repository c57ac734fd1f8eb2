import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Format 1 (written before key ids): base64 of the version byte 1, IV, tag and ciphertext. */
const V1_VERSION = 1;
const V1_HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;
/** Format 2: `v2:<key id>:` then base64 of IV, tag and ciphertext. */
const V2_PREFIX = "v2:";

/** What a key id may be: it is stored in every sealed value, between two colons. */
export const KEY_ID_PATTERN = /^[A-Za-z0-9._-]{1,40}$/;

/**
 * The key id values sealed before key ids existed (format 1) are read with: the one key there was then.
 * It is also the id of `ENCRYPTION_KEY` when `ENCRYPTION_KEY_ID` is not set, so an upgrade reads them
 * without any change to the configuration.
 */
export const LEGACY_KEY_ID = "default";

/** A sealed value could not be opened: wrong key, wrong context, tampered, malformed or unknown key id. */
export class SecretBoxError extends Error {
  override name = "SecretBoxError";
}

/** A sealed value names a key id the keyring does not hold: nothing was tried, nothing is returned. */
export class UnknownKeyIdError extends SecretBoxError {
  override name = "UnknownKeyIdError";
  constructor(readonly keyId: string) {
    super(`the value is sealed under key id "${keyId}", which is not configured`);
  }
}

/** One 32-byte AES-256 key and its id. */
export interface SecretKey {
  readonly id: string;
  readonly key: Buffer;
}

/** The key new values are sealed with, and every key values may be opened with (the current one included). */
export interface Keyring {
  readonly current: SecretKey;
  readonly keys: ReadonlyMap<string, Buffer>;
}

function checkKey({ id, key }: SecretKey): void {
  if (!KEY_ID_PATTERN.test(id))
    throw new SecretBoxError(`the key id "${id}" is not 1-40 of A-Z a-z 0-9 . _ -`);
  if (key.length !== 32) throw new SecretBoxError(`the encryption key "${id}" must be 32 bytes`);
}

/** A keyring that seals with `current` and also opens values sealed with any of `readOnly`. */
export function createKeyring(current: SecretKey, readOnly: readonly SecretKey[] = []): Keyring {
  const keys = new Map<string, Buffer>();
  for (const entry of [current, ...readOnly]) {
    checkKey(entry);
    if (keys.has(entry.id)) throw new SecretBoxError(`the key id "${entry.id}" is used twice`);
    keys.set(entry.id, entry.key);
  }
  return { current, keys };
}

/** The prefix of every value sealed under `keyId` (to find values under another key, in SQL too). */
export function sealedPrefix(keyId: string): string {
  return `${V2_PREFIX}${keyId}:`;
}

/** A sealed value split into its parts; `aad` is what it authenticates besides the context. */
interface Parsed {
  keyId: string;
  aad: string;
  iv: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
}

function parse(sealed: string): Parsed {
  if (sealed.startsWith(V2_PREFIX)) {
    const end = sealed.indexOf(":", V2_PREFIX.length);
    const keyId = sealed.slice(V2_PREFIX.length, end);
    const body = sealed.slice(end + 1);
    const bytes = Buffer.from(body, "base64");
    if (end < 0 || !KEY_ID_PATTERN.test(keyId) || bytes.length < IV_BYTES + TAG_BYTES) {
      throw new SecretBoxError("the sealed value is malformed");
    }
    if (bytes.toString("base64") !== body) throw new SecretBoxError("the sealed value is malformed");
    return {
      keyId,
      aad: sealedPrefix(keyId),
      iv: bytes.subarray(0, IV_BYTES),
      tag: bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES),
      ciphertext: bytes.subarray(IV_BYTES + TAG_BYTES),
    };
  }
  const version = /^v(\d+):/.exec(sealed)?.[1];
  if (version) throw new SecretBoxError(`unknown sealed value version ${version}`);
  const bytes = Buffer.from(sealed, "base64");
  if (bytes.length < V1_HEADER_BYTES || bytes.toString("base64") !== sealed) {
    throw new SecretBoxError("the sealed value is malformed");
  }
  if (bytes[0] !== V1_VERSION) throw new SecretBoxError(`unknown sealed value version ${bytes[0]}`);
  return {
    keyId: LEGACY_KEY_ID,
    aad: "",
    iv: bytes.subarray(1, 1 + IV_BYTES),
    tag: bytes.subarray(1 + IV_BYTES, V1_HEADER_BYTES),
    ciphertext: bytes.subarray(V1_HEADER_BYTES),
  };
}

/** The id of the key a value was sealed with (`LEGACY_KEY_ID` for values without one); throws if malformed. */
export function sealedKeyId(sealed: string): string {
  return parse(sealed).keyId;
}

/**
 * Encrypts a secret with AES-256-GCM under the keyring's current key and a fresh random 12-byte IV.
 * `context` is authenticated but not stored (e.g. `exchange-credential:<account>:secret`), so a sealed
 * value copied to another row, account or column no longer opens. Returns `v2:<key id>:` followed by
 * base64 of IV, tag (16 bytes) and ciphertext; the prefix is authenticated too.
 */
export function sealSecret(keyring: Keyring, plaintext: string, context: string): string {
  const { id, key } = keyring.current;
  checkKey(keyring.current);
  const prefix = sealedPrefix(id);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(prefix + context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return prefix + Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64");
}

/**
 * Decrypts a value from `sealSecret` (or one of format 1, read with the key `LEGACY_KEY_ID`) in the same
 * context. Throws `UnknownKeyIdError` when the keyring lacks its key, `SecretBoxError` when it does not
 * authenticate or is malformed: never returns anything but the original text.
 */
export function openSecret(keyring: Keyring, sealed: string, context: string): string {
  const parsed = parse(sealed);
  const key = keyring.keys.get(parsed.keyId);
  if (!key) throw new UnknownKeyIdError(parsed.keyId);
  checkKey({ id: parsed.keyId, key });
  const decipher = createDecipheriv("aes-256-gcm", key, parsed.iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(parsed.aad + context, "utf8"));
  decipher.setAuthTag(parsed.tag);
  try {
    return Buffer.concat([decipher.update(parsed.ciphertext), decipher.final()]).toString("utf8");
  } catch (error) {
    // Node's message says only "Unsupported state or unable to authenticate data": nothing secret in it.
    throw new SecretBoxError(
      `the sealed value does not authenticate with key "${parsed.keyId}" (wrong key or tampered)`,
      { cause: error },
    );
  }
}

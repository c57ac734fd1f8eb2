import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** Format version, first byte of every sealed value, so the scheme can change without a migration. */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;

/** A sealed value could not be opened: wrong key, wrong context, tampered or malformed. */
export class SecretBoxError extends Error {
  override name = "SecretBoxError";
}

function checkKey(key: Buffer): void {
  if (key.length !== 32) throw new SecretBoxError("the encryption key must be 32 bytes");
}

/**
 * Encrypts a secret with AES-256-GCM under a fresh random 12-byte IV. `context` is authenticated but not
 * stored (e.g. `exchange-credential:<account>:secret`), so a sealed value copied to another row, account
 * or column no longer opens. Returns base64 of version (1 byte), IV, tag (16 bytes) and ciphertext.
 */
export function sealSecret(key: Buffer, plaintext: string, context: string): string {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([Buffer.of(VERSION), iv, cipher.getAuthTag(), ciphertext]).toString("base64");
}

/** Decrypts a value from `sealSecret` with the same key and context; throws `SecretBoxError` otherwise. */
export function openSecret(key: Buffer, sealed: string, context: string): string {
  checkKey(key);
  const bytes = Buffer.from(sealed, "base64");
  if (bytes.length < HEADER_BYTES || bytes.toString("base64") !== sealed) {
    throw new SecretBoxError("the sealed value is malformed");
  }
  if (bytes[0] !== VERSION) throw new SecretBoxError(`unknown sealed value version ${bytes[0]}`);
  const iv = bytes.subarray(1, 1 + IV_BYTES);
  const tag = bytes.subarray(1 + IV_BYTES, HEADER_BYTES);
  const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(bytes.subarray(HEADER_BYTES)), decipher.final()]).toString("utf8");
  } catch (error) {
    // Node's message says only "Unsupported state or unable to authenticate data": nothing secret in it.
    throw new SecretBoxError("the sealed value does not authenticate (wrong key or tampered)", {
      cause: error,
    });
  }
}

import { createCipheriv, randomBytes } from "node:crypto";

/**
 * Seals a value exactly as the API did before key ids (format 1): base64 of the version byte 1, a 12-byte
 * IV, the 16-byte tag and the AES-256-GCM ciphertext, with only `context` authenticated. For tests of
 * values written by earlier versions.
 */
export function sealLegacySecret(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: 16 });
  cipher.setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([Buffer.of(1), iv, cipher.getAuthTag(), ciphertext]).toString("base64");
}

import { hash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { BOT_TOKEN_PREFIX } from "@chartbot/contracts/bot";
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { botTokens } from "../../db/schema.js";

/** `cbb_<token id, 32 hex>_<secret, 43 base64url>`: the only shape a bot token has. */
const TOKEN_SHAPE = /^cbb_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;

/** `last_used_at` is written at most this often per token. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export type BotTokenRow = typeof botTokens.$inferSelect;

/** What a list of tokens shows: never the secret or its hash. */
export type BotTokenInfo = Omit<BotTokenRow, "secretHash">;

/** A token as the one who created it receives it (the only time its value is shown). */
export interface IssuedBotToken {
  token: string;
  info: BotTokenInfo;
}

const hashOf = (secret: string) => hash("sha256", secret, "buffer");

const hex = (uuid: string) => uuid.replaceAll("-", "");
const uuidOf = (h: string) =>
  `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;

/** The token's value for an id and secret. */
export const formatBotToken = (id: string, secret: string) => `${BOT_TOKEN_PREFIX}${hex(id)}_${secret}`;

/** The id and secret of a token value, or undefined when it does not have a bot token's shape. */
export function parseBotToken(value: string): { id: string; secret: string } | undefined {
  const match = TOKEN_SHAPE.exec(value);
  if (!match) return undefined;
  return { id: uuidOf(match[1] as string), secret: match[2] as string };
}

/** A new secret: 32 random bytes, 43 base64url characters. */
const newSecret = () => randomBytes(32).toString("base64url");

/** What `secret_hash` holds for a token value (hex SHA-256 of its secret); for seeds of known tokens. */
export function botTokenRowValues(token: string): { id: string; secretHash: string } {
  const parsed = parseBotToken(token);
  if (!parsed) throw new Error("not a bot token (cbb_<32 hex>_<43 base64url>)");
  return { id: parsed.id, secretHash: hashOf(parsed.secret).toString("hex") };
}

const info = ({ secretHash: _hidden, ...rest }: BotTokenRow): BotTokenInfo => rest;

/** Creates a token labelled `label`; its value is in the answer and nowhere else. */
export async function createBotToken(db: Db, label: string): Promise<IssuedBotToken> {
  const id = randomUUID();
  const secret = newSecret();
  const [row] = await db
    .insert(botTokens)
    .values({ id, label, secretHash: hashOf(secret).toString("hex") })
    .returning();
  if (!row) throw new Error("bot token missing after insert");
  return { token: formatBotToken(id, secret), info: info(row) };
}

/** Every token, oldest first, with whether it still works. */
export async function listBotTokens(db: Db): Promise<BotTokenInfo[]> {
  const rows = await db.select().from(botTokens).orderBy(asc(botTokens.createdAt), asc(botTokens.id));
  return rows.map(info);
}

/** Whether a token is usable at `now`: not revoked, not past its expiry. */
export const isBotTokenUsable = (row: Pick<BotTokenRow, "revokedAt" | "expiresAt">, now: Date) =>
  row.revokedAt === null && (row.expiresAt === null || row.expiresAt > now);

/**
 * Rotates token `id`: a new token with the same label, and the old one expires `overlapHours` from now (or
 * sooner if it already expires sooner), so deployments can switch over. Undefined when there is no usable
 * token `id`.
 */
export async function rotateBotToken(
  db: Db,
  id: string,
  overlapHours: number,
  now = new Date(),
): Promise<{ issued: IssuedBotToken; oldExpiresAt: Date } | undefined> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(botTokens).where(eq(botTokens.id, id)).for("update");
    if (!old || !isBotTokenUsable(old, now)) return undefined;
    const overlapEnd = new Date(now.getTime() + overlapHours * 3_600_000);
    const oldExpiresAt = old.expiresAt && old.expiresAt < overlapEnd ? old.expiresAt : overlapEnd;
    await tx.update(botTokens).set({ expiresAt: oldExpiresAt }).where(eq(botTokens.id, id));
    const issued = await createBotToken(tx, old.label);
    return { issued, oldExpiresAt };
  });
}

/** Revokes token `id` at once; false when there is no such token (revoking twice is fine). */
export async function revokeBotToken(db: Db, id: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(botTokens)
    .set({ revokedAt: sql`coalesce(${botTokens.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(botTokens.id, id))
    .returning({ id: botTokens.id });
  return rows.length > 0;
}

/**
 * The usable token a presented value names, or undefined: unknown id, wrong secret (compared as SHA-256
 * digests in constant time), revoked or expired. Records the use, at most once a minute per token.
 */
export async function verifyBotToken(
  db: Db,
  value: string,
  now = new Date(),
): Promise<BotTokenInfo | undefined> {
  const parsed = parseBotToken(value);
  if (!parsed) return undefined;
  const [row] = await db.select().from(botTokens).where(eq(botTokens.id, parsed.id));
  const presented = hashOf(parsed.secret);
  // Compare even for an unknown id, so the time taken does not depend on whether the id exists.
  const stored = row ? Buffer.from(row.secretHash, "hex") : Buffer.alloc(presented.length);
  const matches = stored.length === presented.length && timingSafeEqual(stored, presented);
  if (!row || !matches || !isBotTokenUsable(row, now)) return undefined;
  if (row.lastUsedAt === null || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    const before = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    await db
      .update(botTokens)
      .set({ lastUsedAt: now })
      .where(
        and(eq(botTokens.id, row.id), or(isNull(botTokens.lastUsedAt), lt(botTokens.lastUsedAt, before))),
      );
  }
  return info(row);
}

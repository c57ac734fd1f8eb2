import type { FastifyRequest } from "fastify";
import {
  type Community,
  findAdministeredCommunity,
} from "../../data/communities/find-administered-community.js";
import { ACCESS_RECHECK_MS } from "../../data/discord/servers.js";
import { AppError } from "../../errors.js";
import { accountOf } from "../../plugins/authenticate.js";
import { communityNotFound } from "./community-messages.js";

/**
 * The community `id` if the caller administers it; otherwise a 404 that does not reveal whether it exists.
 * Access checked by Discord more than `ACCESS_RECHECK_MS` ago is checked again first (a member who lost
 * Manage Server gets the 404 at once; Discord unreachable is a 502, never access unchecked). A disconnected
 * community stays readable; any other method than GET answers 409 `community_disconnected`.
 */
export async function administeredCommunity(request: FastifyRequest, id: string): Promise<Community> {
  const { db } = request.server.database;
  const accountId = accountOf(request).id;
  let found = await findAdministeredCommunity(db, accountId, id);
  if (found && Date.now() - found.checkedAt.getTime() > ACCESS_RECHECK_MS) {
    await request.server.discord.recheckAccess(accountId);
    found = await findAdministeredCommunity(db, accountId, id);
  }
  if (!found) throw communityNotFound();
  const { checkedAt: _, ...community } = found;
  if (request.method !== "GET" && community.disconnectedAt) throw new AppError("community_disconnected");
  return community;
}

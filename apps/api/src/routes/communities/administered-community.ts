import type { FastifyRequest } from "fastify";
import {
  type Community,
  findAdministeredCommunity,
} from "../../data/communities/find-administered-community.js";
import { communityNotFound } from "../../data/communities/lock-administered-community.js";
import { accountOf } from "../../plugins/authenticate.js";

/** The community `id` if the caller administers it; otherwise a 404 that does not reveal whether it exists. */
export async function administeredCommunity(request: FastifyRequest, id: string): Promise<Community> {
  const community = await findAdministeredCommunity(request.server.database.db, accountOf(request).id, id);
  if (!community) throw communityNotFound();
  return community;
}

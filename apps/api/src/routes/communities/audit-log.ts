import { auditLogEndpoints } from "@chartbot/contracts/endpoints/audit-log";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listAuditLog } from "../../data/communities/audit-log.js";
import { revertAuditEntry } from "../../data/communities/revert-audit-entry.js";
import { accountOf } from "../../plugins/authenticate.js";
import { addEndpoint } from "../endpoint-route.js";
import { pageRequest } from "../paging.js";
import { administeredCommunity } from "./administered-community.js";

/** Who changed which setting of a community when, and putting a change back. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  addEndpoint(app, auditLogEndpoints.list, async (request) => {
    const community = await administeredCommunity(request, request.params.id);
    return listAuditLog(db, community.id, pageRequest(request.query, `audit-log:${community.id}`));
  });

  addEndpoint(app, auditLogEndpoints.revert, async (request, reply) => {
    const { id, entryId } = request.params;
    const community = await administeredCommunity(request, id);
    const entry = await revertAuditEntry(db, accountOf(request).id, community.id, entryId);
    return reply.code(201).send(entry);
  });
};

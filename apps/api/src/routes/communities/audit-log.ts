import {
  AuditEntryParamsSchema,
  AuditLogEntrySchema,
  AuditLogPageSchema,
} from "@chartbot/contracts/audit-log";
import { CommunityParamsSchema } from "@chartbot/contracts/communities";
import { AddonRequiredResponse, ErrorResponses } from "@chartbot/contracts/errors";
import { PageQuerySchema } from "@chartbot/contracts/paging";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listAuditLog } from "../../data/communities/audit-log.js";
import { revertAuditEntry } from "../../data/communities/revert-audit-entry.js";
import { pageRequest } from "../../data/paging.js";
import { accountOf } from "../../plugins/authenticate.js";
import { administeredCommunity } from "./administered-community.js";

/** Who changed which setting of a community when, and putting a change back. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/communities/:id/audit-log",
    {
      schema: {
        tags: ["communities"],
        summary: "Changes of the community's settings and channel overrides, newest first (kept 90 days)",
        params: CommunityParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: AuditLogPageSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const community = await administeredCommunity(request, request.params.id);
      return listAuditLog(db, community.id, pageRequest(request.query, `audit-log:${community.id}`));
    },
  );

  app.post(
    "/communities/:id/audit-log/:entryId/revert",
    {
      schema: {
        tags: ["communities"],
        summary: "Puts back the value a change replaced, as a new change (recorded too)",
        description:
          "409 conflict when the setting has changed since the entry (revert the newer change instead); 402 addon_required when the old value needs an add-on the community no longer has.",
        params: AuditEntryParamsSchema,
        response: { 201: AuditLogEntrySchema, ...ErrorResponses, ...AddonRequiredResponse },
      },
    },
    async (request, reply) => {
      const { id, entryId } = request.params;
      const community = await administeredCommunity(request, id);
      const entry = await revertAuditEntry(db, accountOf(request).id, community.id, entryId);
      return reply.code(201).send(entry);
    },
  );
};

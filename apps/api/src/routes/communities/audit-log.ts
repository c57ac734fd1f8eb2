import { auditLogEndpoints } from "@chartbot/contracts/endpoints/audit-log";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listAuditLog } from "../../data/communities/audit-log.js";
import { revertAuditEntry } from "../../data/communities/revert-audit-entry.js";
import { AppError } from "../../errors.js";
import { actorOf } from "../../plugins/authenticate.js";
import { addEndpoint } from "../endpoint-route.js";
import { pageRequest } from "../paging.js";
import { administeredCommunity } from "./administered-community.js";
import { addonRequired, channelOverrideLimitReached, communityNotFound } from "./community-messages.js";

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
    const result = await revertAuditEntry(db, actorOf(request), community.id, entryId);
    switch (result.outcome) {
      case "reverted":
        return reply.code(201).send(result.entry);
      case "community_not_found":
        throw communityNotFound();
      case "entry_not_found":
        throw new AppError("not_found", "This community's audit log has no entry with this id.");
      case "changed_since":
        throw new AppError(
          "conflict",
          "This has been changed again since this entry, so it cannot be reverted: revert the newer change instead.",
        );
      case "chart_choice_locked":
        throw addonRequired(result.locked.addon, result.locked.toDoWhat);
      case "limit_reached":
        throw channelOverrideLimitReached(result.max);
      case "not_revertable":
        throw new AppError("conflict", result.reason);
      case "addon_required":
        throw addonRequired(result.addon, "put this back");
      case "label_taken":
        throw new AppError("conflict", `Another layout is labelled "${result.label}" now: rename it first.`);
      case "duplicate":
        throw new AppError(
          "conflict",
          "The community runs a satellite of this symbol again: nothing to put back.",
        );
      case "no_room":
        throw new AppError(
          "limit_reached",
          "The community has no room to put this back (its limit, or its add-on slots, are used): remove one first.",
        );
    }
  });
};

import { AuditEntryParamsSchema, AuditLogEntrySchema, AuditLogPageSchema } from "../audit-log.ts";
import { CommunityParamsSchema } from "../communities.ts";
import { endpoint } from "../endpoint.ts";
import { AddonRequiredResponse, ErrorResponses } from "../errors.ts";
import { PageQuerySchema } from "../paging.ts";

export const auditLogEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/communities/:id/audit-log",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary:
      "Changes of the community's settings, channel overrides, scheduled posts, satellites and layouts, newest first (kept 90 days)",
    params: CommunityParamsSchema,
    query: PageQuerySchema,
    responses: { 200: AuditLogPageSchema, ...ErrorResponses },
  }),
  revert: endpoint({
    method: "POST",
    path: "/communities/:id/audit-log/:entryId/revert",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary: "Puts back the value a change replaced, as a new change (recorded too)",
    description:
      "409 conflict when the setting or resource has changed since the entry (revert the newer change instead), when it cannot be put back (a layout label taken, no room), and for the kinds never reverted (slot assignments, the Bot License, channel alerts), with the reason; 402 addon_required when the old value needs an add-on the community no longer has.",
    params: AuditEntryParamsSchema,
    responses: { 201: AuditLogEntrySchema, ...ErrorResponses, ...AddonRequiredResponse },
  }),
};

import { getAddon } from "@chartbot/addons";
import { LicensedBotSchema, LicensedBotStateSchema, SaveLicensedBotBodySchema } from "../bot-license.ts";
import { CommunityParamsSchema } from "../communities.ts";
import { endpoint } from "../endpoint.ts";
import { AddonRequiredResponse, ErrorResponses } from "../errors.ts";

const ADDON_NAME = getAddon("bot-license")?.name ?? "Bot License";

export const botLicenseEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/communities/:id/licensed-bot",
    api: "dashboard",
    auth: "session",
    tag: "communities",
    summary: `The community's own bot (${ADDON_NAME}) and its onboarding steps; null until submitted`,
    params: CommunityParamsSchema,
    responses: { 200: LicensedBotStateSchema, ...ErrorResponses, ...AddonRequiredResponse },
  }),
  save: endpoint({
    method: "PUT",
    path: "/communities/:id/licensed-bot",
    api: "dashboard",
    auth: "session",
    tag: "communities",
    summary: `Submits the community's own bot (${ADDON_NAME}) or changes it; a change restarts the review`,
    params: CommunityParamsSchema,
    body: SaveLicensedBotBodySchema,
    responses: { 200: LicensedBotSchema, ...ErrorResponses, ...AddonRequiredResponse },
  }),
};

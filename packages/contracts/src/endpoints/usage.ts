import { CommunityParamsSchema } from "../communities.ts";
import { endpoint } from "../endpoint.ts";
import { ErrorResponses } from "../errors.ts";
import { POST_LATE_AFTER_SECONDS, UsageQuerySchema, UsageSchema } from "../usage.ts";

/** What the add-ons did in a community, as the dashboard charts it (the bot's report is `botEndpoints.reportUsage`). */
export const usageEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/communities/:id/usage",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary: "What the add-ons did in a community over the last 7 or 30 days, a day at a time",
    description: `Days are UTC, today included (so far). Commands and relay messages are what the bot reported; posts are counted from the bot's run reports (late: delivered more than ${POST_LATE_AFTER_SECONDS} s after the time the post was due), alerts from the community's channel alert deliveries, satellite hours from heartbeats (an hour with a heartbeat is an hour up; the current hour is not counted yet). \`days\` other than 7 or 30 is 400.`,
    params: CommunityParamsSchema,
    query: UsageQuerySchema,
    responses: { 200: UsageSchema, ...ErrorResponses },
  }),
};

import { BotGuildParamsSchema } from "../bot.ts";
import { CommunityParamsSchema } from "../communities.ts";
import { ChannelDiagnosisSchema, DIAGNOSIS_CAUSES, DiagnosisQuerySchema } from "../diagnosis.ts";
import { endpoint } from "../endpoint.ts";
import { ErrorResponses } from "../errors.ts";

const causesInOrder = DIAGNOSIS_CAUSES.map((code) => `\`${code}\``).join(", ");
const description = (who: string) =>
  `Every reason Chartbot would not answer in the channel, in this order: ${causesInOrder}; each with a message and a fix where one exists (Discord's authorization asking for a missing permission, a dashboard page, resuming a paused post). With \`command\` (as a member types it, e.g. \`c btc 4h\`) its ticker is read in the channel's parsing mode and in the other one, and the add-on it needs is checked. Discord unreachable is a cause (\`discord_unreachable\`), not an error. ${who}`;

/** A channel's diagnosis: the same check for the dashboard, the public API and the bot. */
export const diagnosisEndpoints = {
  channel: endpoint({
    method: "GET",
    path: "/communities/:id/diagnosis",
    api: "dashboard",
    publicApi: true,
    auth: "session",
    tag: "communities",
    summary: "Why Chartbot would not answer in a channel of the community, and how to fix each cause",
    description: description(
      "`discord_reconnect_required` names the caller's own Discord connection when Discord refused it.",
    ),
    params: CommunityParamsSchema,
    query: DiagnosisQuerySchema,
    responses: { 200: ChannelDiagnosisSchema, ...ErrorResponses },
  }),
  bot: endpoint({
    method: "GET",
    path: "/communities/:guildId/diagnosis",
    api: "bot",
    auth: "bot",
    tag: "bot",
    summary:
      "Why the bot would not answer in a channel of a server: what the bot tells a member who asks why",
    description: description(
      "A server without a community is 404 `not_found`. Fix links point at the dashboard, for the server's admins.",
    ),
    params: BotGuildParamsSchema,
    query: DiagnosisQuerySchema,
    responses: { 200: ChannelDiagnosisSchema, ...ErrorResponses },
  }),
};

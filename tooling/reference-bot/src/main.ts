// `pnpm --filter @chartbot/reference-bot bot`: the reference bot against a running API (see README.md).
import { DEMO_DISCORD } from "@chartbot/test-servers/fake-discord";
import { LOCAL_BOT_TOKEN } from "@chartbot/test-servers/local-bot-token";
import { z } from "zod";
import { DEMO_BOT_GUILD_IDS } from "./guild-names";
import { DEFAULT_CONTROL_PORT, startReferenceBot } from "./start-reference-bot";

const seconds = z.coerce.number().min(0).max(86_400);
const EnvSchema = z.object({
  CHARTBOT_API_URL: z.url().default("http://127.0.0.1:4000"),
  CHARTBOT_BOT_TOKEN: z.string().startsWith("cbb_").default(LOCAL_BOT_TOKEN),
  REFERENCE_BOT_PORT: z.coerce.number().int().min(0).max(65_535).default(DEFAULT_CONTROL_PORT),
  REFERENCE_BOT_GUILDS: z
    .string()
    .default(DEMO_BOT_GUILD_IDS.join(","))
    .transform((list) =>
      list
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  REFERENCE_BOT_DISCORD_API_URL: z.url().default("http://127.0.0.1:4100/api"),
  REFERENCE_BOT_DISCORD_BOT_TOKEN: z.string().default(DEMO_DISCORD.botToken),
  REFERENCE_BOT_SYNC_SECONDS: seconds.default(5),
  REFERENCE_BOT_DISCOVER_SECONDS: seconds.default(5),
  REFERENCE_BOT_HEARTBEAT_SECONDS: seconds.optional(),
  REFERENCE_BOT_PRICE_SECONDS: seconds.optional(),
  REFERENCE_BOT_POST_CHECK_SECONDS: seconds.default(5),
  REFERENCE_BOT_POST_PERIOD_SECONDS: seconds.optional(),
  REFERENCE_BOT_NOTICE_SECONDS: seconds.default(5),
});

const parsed = EnvSchema.safeParse(process.env);
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`${issue.path.join(".")}: ${issue.message}`);
  process.exit(2);
}
const env = parsed.data;
const bot = await startReferenceBot({
  apiUrl: env.CHARTBOT_API_URL,
  token: env.CHARTBOT_BOT_TOKEN,
  guildIds: env.REFERENCE_BOT_GUILDS,
  discord: { apiUrl: env.REFERENCE_BOT_DISCORD_API_URL, botToken: env.REFERENCE_BOT_DISCORD_BOT_TOKEN },
  syncSeconds: env.REFERENCE_BOT_SYNC_SECONDS,
  discoverSeconds: env.REFERENCE_BOT_DISCOVER_SECONDS,
  heartbeatSeconds: env.REFERENCE_BOT_HEARTBEAT_SECONDS,
  priceSeconds: env.REFERENCE_BOT_PRICE_SECONDS,
  postCheckSeconds: env.REFERENCE_BOT_POST_CHECK_SECONDS,
  postPeriodSecondsOverride: env.REFERENCE_BOT_POST_PERIOD_SECONDS,
  noticeSeconds: env.REFERENCE_BOT_NOTICE_SECONDS,
  controlPort: env.REFERENCE_BOT_PORT,
});
const { guilds, communities, lastError } = bot.state();
console.log(
  `Reference bot on ${bot.controlUrl}: ${guilds.filter((g) => g.present).length} servers joined, ${communities.length} communities synced from ${env.CHARTBOT_API_URL}${lastError ? ` (last error: ${lastError})` : ""}`,
);
const stop = () => void bot.stop().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

export { ApiClientError } from "@chartbot/api-client";
export { DEMO_BOT_GUILD_IDS } from "./guild-names";
export { createPriceWalk, type PriceWalk, startingPrice } from "./prices";
export type {
  FireResult,
  PostRunState,
  ReferenceBot,
  ReferenceBotOptions,
  ReferenceBotState,
  WatchedAlert,
} from "./reference-bot";
export { DEFAULT_CONTROL_PORT, type StartedReferenceBot, startReferenceBot } from "./start-reference-bot";

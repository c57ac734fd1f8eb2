/**
 * The bot service token of the local sandbox: `pnpm dev`'s demo seed stores its hash, so the reference bot
 * (and the journeys) can call the local API's bot routes with no set-up. It is public, like the demo user's
 * password: the seed never runs in production, so no production API knows it.
 */
export const LOCAL_BOT_TOKEN =
  "cbb_0b07da7a000040008000000000000001_local-sandbox-bot-token-never-use-in-prod_0";

/** The label of the local token's row. */
export const LOCAL_BOT_TOKEN_LABEL = "local sandbox (pnpm dev)";

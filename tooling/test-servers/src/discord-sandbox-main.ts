// The local Discord of `pnpm dev` and `pnpm start`: the demo world on DISCORD_SANDBOX_PORT (default 4100).
// Run: `pnpm --filter @chartbot/test-servers discord-sandbox` (tsx). DISCORD_SANDBOX_REDIRECTS (comma-separated)
// replaces the redirects the authorize page accepts (default: the dashboard's /account/action on port 3001).
import { DISCORD_SANDBOX } from "@chartbot/contracts/discord";
import { DEMO_DISCORD, demoWorld, FakeDiscord } from "./fake-discord";

/** The port the API's and the dashboard's development defaults expect (4100). */
const port = Number(process.env.DISCORD_SANDBOX_PORT || new URL(DISCORD_SANDBOX.apiBaseUrl).port);
const host = process.env.DISCORD_SANDBOX_HOST || "127.0.0.1";
const redirects = process.env.DISCORD_SANDBOX_REDIRECTS?.split(",")
  .map((uri) => uri.trim())
  .filter(Boolean);

const sandbox = await new FakeDiscord(
  demoWorld(redirects && redirects.length > 0 ? { redirectUris: redirects } : {}),
).start(port, host);

console.log(`Local Discord (sandbox) on ${sandbox.baseUrl}`);
console.log(`  API base URL      ${sandbox.apiBaseUrl}`);
console.log(`  Authorize page    ${sandbox.authorizeUrl}`);
console.log(`  Control API       ${sandbox.baseUrl}/_sandbox/state`);
console.log(`  Demo Discord user ${DEMO_DISCORD.user.username} (${DEMO_DISCORD.user.email})`);

const stop = () => {
  sandbox.stop().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

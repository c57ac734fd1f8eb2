import { existsSync } from "node:fs";
import { serveStatic } from "./static-server";
import { STORYBOOK_DIR } from "./storybook-index";

/** Serves the static Storybook build for every test; workers read its URL from STORYBOOK_URL. */
export default async function globalSetup() {
  if (!existsSync(STORYBOOK_DIR)) {
    throw new Error(
      `No Storybook build in ${STORYBOOK_DIR}: run \`pnpm build-storybook\` (or \`pnpm test:stories\`).`,
    );
  }
  const server = await serveStatic(STORYBOOK_DIR);
  process.env.STORYBOOK_URL = server.url;
  return server.close;
}

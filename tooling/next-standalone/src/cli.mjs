#!/usr/bin/env node
// `next-standalone [distDir]`, run in an app's folder after `next build`: completes the standalone output
// (static files and public folder beside its server.js) so `node <distDir>/standalone/.../server.js` serves
// the whole app.
import { relative } from "node:path";
import { completeStandalone } from "./index.mjs";

try {
  const server = completeStandalone(process.cwd(), process.argv[2] || ".next");
  console.log(`Standalone server: ${relative(process.cwd(), server)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// `node --import @chartbot/server-logs/preload <app>/server.js`: the Next app's production server logs JSON lines
// from its first line on (Next prints its start-up lines before any of the app's code runs). The app's name is
// the folder its server.js is in (`apps/web/server.js`: `web`).
import { basename, dirname } from "node:path";
import { logAsJson } from "./index.mjs";

logAsJson(basename(dirname(process.argv[1] ?? "next/server.js")));

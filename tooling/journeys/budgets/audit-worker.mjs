// A worker thread that turns artifacts Lighthouse gathered (`gatherMode`) into a report (`auditMode`): the audit
// phase needs no browser, so the budgets audit on both cores once Chromium has loaded every page alone
// (budgets/run-lighthouse.ts). Plain JavaScript: worker threads load it with Node itself.
import { parentPort } from "node:worker_threads";
import lighthouse from "lighthouse";

if (!parentPort) throw new Error("audit-worker.mjs runs as a worker thread");
const port = parentPort;

port.on("message", async ({ id, url, dir, flags }) => {
  try {
    const result = await lighthouse(url, { ...flags, auditMode: dir });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    port.postMessage({ id, lhr: result.lhr });
  } catch (error) {
    port.postMessage({ id, error: String(error instanceof Error ? (error.stack ?? error) : error) });
  }
});

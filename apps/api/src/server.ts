import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";

/** Starts the API and stops it cleanly on SIGINT/SIGTERM: in-flight requests finish, the database closes. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config, { backgroundJobs: true });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `Chartbot API on http://${config.host}:${config.port}/api (docs: /api/docs, database: ${app.database.kind})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

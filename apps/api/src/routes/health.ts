import { HealthSchema } from "@chartbot/contracts/health";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

async function timed(check: () => Promise<unknown>): Promise<{ ok: boolean; latencyMs: number }> {
  const started = performance.now();
  const ok = await check().then(
    () => true,
    () => false,
  );
  return { ok, latencyMs: Math.round(performance.now() - started) };
}

/** `GET /api/health`: whether the database and the identity provider answer; 503 when one does not. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      config: { rateLimit: false },
      schema: {
        tags: ["health"],
        summary: "Reports whether the database and authentication are reachable",
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const [database, auth] = await Promise.all([
        timed(() => app.database.ping()),
        // Any answer from the identity provider, even "no such user", proves it is reachable.
        timed(() =>
          app.identity.auth.getUser("health-check").catch((error: { code?: string }) => {
            if (error.code !== "auth/user-not-found") throw error;
          }),
        ),
      ]);
      const ok = database.ok && auth.ok;
      return reply
        .code(ok ? 200 : 503)
        .send({ status: ok ? "ok" : "degraded", database: { ...database, kind: app.database.kind }, auth });
    },
  );
};

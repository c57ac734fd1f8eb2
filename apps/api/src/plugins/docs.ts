import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** The OpenAPI document, generated from the routes' zod schemas: JSON at /api/openapi.json, UI at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Chartbot API",
        version: "1.0.0",
        description:
          "Accounts, sessions, communities, price alerts, trading keys and payments for the Chartbot website. " +
          "Every error is answered as `{ error: { code, message } }`.",
      },
      components: {
        securitySchemes: {
          idToken: { type: "http", scheme: "bearer", description: "A Firebase ID token" },
          session: { type: "apiKey", in: "cookie", name: "__session" },
          botToken: {
            type: "http",
            scheme: "bearer",
            description: "A bot service token, `cbb_<id>_<secret>`",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  app.get("/api/openapi.json", { schema: { hide: true } }, () => app.swagger());
}

import * as accountContract from "@chartbot/contracts/account";
import * as alertsContract from "@chartbot/contracts/alerts";
import { AlertSchema } from "@chartbot/contracts/alerts";
import * as auditLogContract from "@chartbot/contracts/audit-log";
import * as botContract from "@chartbot/contracts/bot";
import * as botLicenseContract from "@chartbot/contracts/bot-license";
import * as channelOverridesContract from "@chartbot/contracts/channel-overrides";
import * as communitiesContract from "@chartbot/contracts/communities";
import { CommunitySettingsSchema } from "@chartbot/contracts/communities";
import * as discordContract from "@chartbot/contracts/discord";
import type { EndpointAuth } from "@chartbot/contracts/endpoint";
import { listEndpoints } from "@chartbot/contracts/endpoints";
import { AddonRequiredResponse, ErrorResponses } from "@chartbot/contracts/errors";
import * as healthContract from "@chartbot/contracts/health";
import * as layoutsContract from "@chartbot/contracts/layouts";
import * as marketsContract from "@chartbot/contracts/markets";
import * as noticesContract from "@chartbot/contracts/notices";
import * as paymentsContract from "@chartbot/contracts/payments";
import * as satellitesContract from "@chartbot/contracts/satellites";
import * as scheduledPostsContract from "@chartbot/contracts/scheduled-posts";
import * as servicesContract from "@chartbot/contracts/services";
import * as sessionContract from "@chartbot/contracts/session";
import * as subscriptionsContract from "@chartbot/contracts/subscriptions";
import { SubscriptionSchema } from "@chartbot/contracts/subscriptions";
import * as tradingContract from "@chartbot/contracts/trading";
import { ApiErrorCodeSchema } from "@chartbot/error-messages/api";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, RouteOptions } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";

/** The tag of every public API route (`/api/v1`); its description is the public API's guide. */
export const PUBLIC_TAG = "public";
/** The tag of every bot API route (`/api/bot/*`); its description is the bot API's guide. */
export const BOT_TAG = "bot";
/** The dashboard's tags: its routes keep the tag their plugin gives them, which must be one of these. */
export const DASHBOARD_TAGS = [
  "account",
  "session",
  "health",
  "alerts",
  "prices",
  "communities",
  "trading",
  "payments",
  "subscriptions",
  "relays",
  "notices",
] as const;

/** The document's groups of tags (`x-tagGroups`): every route is in exactly one (`openapi-groups.test.ts`). */
export const TAG_GROUPS = [
  { name: "Dashboard", tags: [...DASHBOARD_TAGS] },
  { name: "Public API", tags: [PUBLIC_TAG] },
  { name: "Bot API", tags: [BOT_TAG] },
];

/** How a route authenticates, in the document's terms (`components.securitySchemes`). */
type Security = Record<string, string[]>[];
const DASHBOARD_SECURITY: Security = [{ session: [] }, { idToken: [] }];
const PUBLIC_SECURITY: Security = [{ apiToken: [] }];
const BOT_SECURITY: Security = [{ botToken: [] }];

/** The `security` of an endpoint declared with `auth` (the public API's are its own, by path). */
export function securityOf(auth: EndpointAuth): Security {
  switch (auth) {
    case "session":
      return DASHBOARD_SECURITY;
    case "bot":
      return BOT_SECURITY;
    case "optional":
      // Works with or without the cookie.
      return [{ session: [] }, {}];
    case "none":
      return [];
  }
}

/** Which API a path belongs to, by its prefix. */
export function apiOfPath(url: string): "public" | "bot" | "dashboard" {
  if (/^\/api\/v1(\/|$)/.test(url)) return "public";
  if (/^\/api\/bot(\/|$)/.test(url)) return "bot";
  return "dashboard";
}

const PUBLIC_GUIDE = `**Personal API tokens** (\`cbt_…\`) call the public API under \`/api/v1\` from your own scripts and servers.

- Create a token on the dashboard (Trading & API keys → API tokens) and choose its scope: **read** (GET only) or **read-write**. The token is shown once; store it as a secret.
- Send it as \`Authorization: Bearer cbt_…\`. Nothing else is accepted here: no session cookie, no Firebase ID token, and no CORS (call it from a server, not a browser).
- A token can do exactly what its owner can: your alerts, the prices the bot reported (\`GET /api/v1/prices?symbols=…\`, an alert's \`GET /api/v1/alerts/:id/prices\`), and the communities you manage (Discord's Manage Server, re-checked as on the dashboard). Anything else is 404.
- A read token that tries to change something gets 403 \`forbidden\`; a revoked token gets 401 at once. Requests count towards your account's rate limit (429 \`rate_limited\` with \`Retry-After\`).
- Errors are \`{ "error": { "code", "message" } }\`.

\`\`\`sh
export CHARTBOT_TOKEN=cbt_...
curl -H "Authorization: Bearer $CHARTBOT_TOKEN" https://api.chartbot.example/api/v1/alerts
curl -X POST -H "Authorization: Bearer $CHARTBOT_TOKEN" -H "Content-Type: application/json" \\
  -d '{"ticker":"AAPL","placement":"above","level":250}' https://api.chartbot.example/api/v1/alerts
curl -X PATCH -H "Authorization: Bearer $CHARTBOT_TOKEN" -H "Content-Type: application/json" \\
  -d '{"status":"paused"}' https://api.chartbot.example/api/v1/alerts/ALERT_ID
curl -H "Authorization: Bearer $CHARTBOT_TOKEN" https://api.chartbot.example/api/v1/communities
\`\`\`

More in \`docs/api/public-api.md\`.`;

const BOT_GUIDE = `**Bot service tokens** (\`cbb_…\`) are for deployments of the Chartbot bot only, under \`/api/bot/v1\`.

- Tokens are issued by the operators with the API's CLI (\`pnpm --filter @chartbot/api bot-tokens create --label L\`; \`list\`, \`rotate --id ID --overlap-hours 24\`, \`revoke --id ID\`).
- Send \`Authorization: Bearer cbb_<token id>_<secret>\`. Requests with an \`Origin\` header (browsers) are refused with 403 \`origin_not_allowed\`; no CORS.
- The bot syncs with the change feed (\`GET /api/bot/v1/changes?cursor=\`, opaque cursor, only what changed), reads active alerts grouped by symbol, and reports guilds, alert triggers, deliveries, post runs and satellite heartbeats. Each token has its own rate limit.

\`\`\`sh
export CHARTBOT_BOT_TOKEN=cbb_...
curl -H "Authorization: Bearer $CHARTBOT_BOT_TOKEN" "https://api.chartbot.example/api/bot/v1/changes?limit=100"
\`\`\`

More in \`docs/api/bot-api.md\` and \`docs/api/design/bot.md\`.`;

/**
 * A route's `operationId`: its method and path in camelCase, a path parameter as `By<Name>`, so it is unique by
 * construction and stable while the route is (`GET /api/alerts/:id/triggers`: `getAlertsByIdTriggers`,
 * `GET /api/v1/alerts`: `getV1Alerts`, `GET /api/bot/v1/changes`: `getBotV1Changes`).
 */
export function operationIdOf(route: Pick<RouteOptions, "method" | "url">): string {
  const method = (Array.isArray(route.method) ? route.method.join("Or") : route.method).toLowerCase();
  const words = route.url
    .replace(/^\/api(\/|$)/, "")
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(":") ? ["by", segment.slice(1)] : segment.split(/[-_.]/)));
  return method + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
}

/**
 * Puts every route in its group by path: `/api/v1/*` in "public" (security `apiToken`), `/api/bot/*` in "bot"
 * (security `botToken`), anything else keeps its dashboard tag and the security of its declared `auth` (see
 * `securityOf`; `addEndpoint` sets it).
 */
function groupRoute(route: RouteOptions): void {
  const schema = { ...route.schema, operationId: route.schema?.operationId ?? operationIdOf(route) };
  if (schema.hide) return;
  route.schema = schema;
  const api = apiOfPath(route.url);
  if (api === "public") {
    route.schema = { ...schema, tags: [PUBLIC_TAG], security: PUBLIC_SECURITY };
  } else if (api === "bot") {
    route.schema = { ...schema, tags: [BOT_TAG], security: BOT_SECURITY };
  } else {
    route.schema = { ...schema, security: schema.security ?? DASHBOARD_SECURITY };
  }
}

/**
 * Schemas the document names once under `components.schemas` and refers to from every answer that carries them:
 * every error answer (about three quarters of the document when written out in each operation) and the largest
 * resources. Answers only: the requests' schemas stay written out in each operation.
 */
const NAMED_SCHEMAS = {
  ApiErrorCode: ApiErrorCodeSchema,
  BadRequestError: ErrorResponses[400],
  AddonRequiredError: AddonRequiredResponse[402],
  UnauthorizedError: ErrorResponses[401],
  ForbiddenError: ErrorResponses[403],
  NotFoundError: ErrorResponses[404],
  ConflictError: ErrorResponses[409],
  TooManyRequestsError: ErrorResponses[429],
  InternalError: ErrorResponses[500],
  BadGatewayError: ErrorResponses[502],
  UnavailableError: ErrorResponses[503],
  Alert: AlertSchema,
  CommunitySettings: CommunitySettingsSchema,
  Subscription: SubscriptionSchema,
};
/** The contract's modules: their exported `XSchema`s that are some endpoint's answer are named `X`. */
const CONTRACT_MODULES: Record<string, unknown>[] = [
  accountContract,
  alertsContract,
  auditLogContract,
  botContract,
  botLicenseContract,
  channelOverridesContract,
  communitiesContract,
  discordContract,
  healthContract,
  layoutsContract,
  marketsContract,
  noticesContract,
  paymentsContract,
  satellitesContract,
  scheduledPostsContract,
  servicesContract,
  sessionContract,
  subscriptionsContract,
  tradingContract,
];
const ANSWERS = new Set(
  listEndpoints().flatMap(({ endpoint }) =>
    Object.entries(endpoint.responses).flatMap(([status, schema]) => (Number(status) < 300 ? [schema] : [])),
  ),
);
const namedAnswers = Object.fromEntries(
  CONTRACT_MODULES.flatMap((module) =>
    Object.entries(module).flatMap(([name, value]) =>
      name.endsWith("Schema") && ANSWERS.has(value as z.ZodType)
        ? [[name.slice(0, -"Schema".length), value]]
        : [],
    ),
  ),
) as Record<string, z.ZodType>;
for (const [id, schema] of Object.entries({ ...namedAnswers, ...NAMED_SCHEMAS })) {
  // Keeps what the schema already says of itself (its description: the answer's).
  const meta = z.globalRegistry.get(schema);
  if (meta?.id === undefined) z.globalRegistry.add(schema, { ...meta, id });
}

type Schemas = Record<string, { description?: string }>;
interface DocumentShape {
  paths?: Record<string, Record<string, { responses?: Record<string, ResponseShape> }>>;
  components?: { schemas?: Schemas };
}
interface ResponseShape {
  description?: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
}

/**
 * The document as served: without the named schemas nothing refers to (the transform names each schema twice, as
 * a request sees it, `…Input`, and as an answer does, and only answers carry these), and each answer that refers
 * to a named schema described by that schema's description ("Not found"), as when it was written out.
 */
function finishDocument<Document>(document: Document): Document {
  const { paths = {}, components } = document as DocumentShape;
  const schemas = components?.schemas;
  if (!schemas) return document;
  for (const operation of Object.values(paths).flatMap((methods) => Object.values(methods))) {
    for (const response of Object.values(operation.responses ?? {})) {
      const ref = response.content?.["application/json"]?.schema?.$ref;
      const named = ref?.startsWith("#/components/schemas/") ? schemas[ref.slice(21)] : undefined;
      if (named?.description && response.description === "Default Response") {
        response.description = named.description;
      }
    }
  }
  let text = JSON.stringify(document);
  for (;;) {
    const unused = Object.keys(schemas).filter((name) => !text.includes(`"#/components/schemas/${name}"`));
    if (unused.length === 0) return document;
    for (const name of unused) delete schemas[name];
    text = JSON.stringify(document);
  }
}

/** The OpenAPI document, generated from the routes' zod schemas: JSON at /api/openapi.json, UI at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  // Before the routes (and swagger's own hook reads `route.schema` only when the document is built).
  app.addHook("onRoute", groupRoute);
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      // Relative: the document describes the API at the origin that serves it, whatever the deployment.
      servers: [{ url: "/", description: "The origin that serves this document" }],
      info: {
        title: "Chartbot API",
        version: "1.0.0",
        description:
          "Three APIs in one document, each a group of tags: the **Dashboard** API (the Chartbot website: accounts, sessions, communities, price alerts, trading keys, payments; session cookie or Firebase ID token), the **Public API** (`/api/v1`, personal API tokens `cbt_…`) and the **Bot API** (`/api/bot/v1`, bot service tokens `cbb_…`). " +
          "Every error is answered as `{ error: { code, message } }`.",
      },
      tags: [
        ...DASHBOARD_TAGS.map((name) => ({ name, description: `Dashboard: ${name}` })),
        { name: PUBLIC_TAG, description: PUBLIC_GUIDE },
        { name: BOT_TAG, description: BOT_GUIDE },
      ],
      components: {
        securitySchemes: {
          session: {
            type: "apiKey",
            in: "cookie",
            name: "__session",
            description: "The dashboard's HttpOnly session cookie (from `POST /api/session`)",
          },
          idToken: { type: "http", scheme: "bearer", description: "A Firebase ID token (dashboard)" },
          apiToken: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "cbt_<43 base64url characters>",
            description: "A personal API token (public API `/api/v1`); scope read or read-write",
          },
          botToken: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "cbb_<token id>_<secret>",
            description: "A bot service token (bot API `/api/bot/v1`)",
          },
        },
      },
      // Redoc's (and other viewers') grouping of tags; Swagger UI ignores it.
      "x-tagGroups": TAG_GROUPS,
    } as Record<string, unknown>,
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => finishDocument(jsonSchemaTransformObject(documentObject)),
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  app.get("/api/openapi.json", { schema: { hide: true } }, () => app.swagger());
}

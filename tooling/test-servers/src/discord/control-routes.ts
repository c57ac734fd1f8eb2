import type { ServerResponse } from "node:http";
import { jsonBody, type SandboxRequest, sendJson } from "./http";
import {
  type AddChannelInput,
  type AddGuildInput,
  type AddRoleInput,
  NotFoundError,
  type SetMemberInput,
  type World,
} from "./world";

/** What the control API needs of the sandbox besides its world. */
export interface SandboxControl {
  readonly world: World;
  /** Puts the world back as it started (the seed again, no grants, no rate limits). */
  reset(): void;
  /** The API's Discord variables pointing at this sandbox. */
  readonly env: Record<string, string>;
}

type Handler = (control: SandboxControl, body: Record<string, unknown>, params: string[]) => unknown;

const string = (value: unknown, name: string): string => {
  if (typeof value !== "string" || value === "") throw new TypeError(`"${name}" must be a non-empty string`);
  return value;
};
const permissions = (value: unknown): string | undefined =>
  value === undefined ? undefined : String(value as string | number);

/** `POST /_sandbox/<path>` routes: the world's control methods over HTTP, for tests in another process. */
const ROUTES: [RegExp, Handler][] = [
  [/^\/reset$/, (c) => c.reset()],
  [
    /^\/users$/,
    (c, body) =>
      c.world.addUser({
        ...(body as { id?: string; email?: string; global_name?: string }),
        username: string(body.username, "username"),
      }),
  ],
  [/^\/users\/(\d+)\/revoke$/, (c, _b, [userId = ""]) => c.world.revokeGrants(userId)],
  [/^\/users\/(\d+)\/expire$/, (c, _b, [userId = ""]) => c.world.expireTokens(userId)],
  [
    /^\/codes$/,
    (c, body) => ({
      code: c.world.issueCodeFor(string(body.userId, "userId"), {
        scopes: Array.isArray(body.scopes) ? body.scopes.map(String) : ["identify", "email", "guilds"],
        redirectUri: typeof body.redirectUri === "string" ? body.redirectUri : undefined,
      }),
    }),
  ],
  [
    /^\/guilds$/,
    (c, body) => {
      const input = body as unknown as AddGuildInput;
      const guild = c.world.addGuild({
        ...input,
        name: string(input.name, "name"),
        ownerId: string(input.ownerId, "ownerId"),
      });
      return { id: guild.id };
    },
  ],
  [/^\/guilds\/(\d+)\/delete$/, (c, _b, [guildId = ""]) => c.world.deleteGuild(guildId)],
  [
    /^\/guilds\/(\d+)\/members\/(\d+)$/,
    (c, body, [guildId = "", userId = ""]) =>
      c.world.setMember(guildId, userId, {
        ...(body as SetMemberInput),
        permissions: permissions(body.permissions),
      }) ?? null,
  ],
  [
    /^\/guilds\/(\d+)\/bot$/,
    (c, body, [guildId = ""]) => {
      if (body.present === false) return c.world.removeBot(guildId);
      const bits = permissions(body.permissions);
      if (body.present === true) return c.world.addBot(guildId, bits ?? "0");
      if (bits === undefined)
        throw new TypeError('Send {"present": true|false} and/or {"permissions": "..."}');
      return c.world.setBotPermissions(guildId, bits);
    },
  ],
  [
    /^\/guilds\/(\d+)\/channels$/,
    (c, body, [guildId = ""]) =>
      c.world.addChannel(guildId, {
        ...(body as unknown as AddChannelInput),
        name: string(body.name, "name"),
      }),
  ],
  [
    /^\/guilds\/(\d+)\/roles$/,
    (c, body, [guildId = ""]) =>
      c.world.addRole(guildId, {
        ...(body as unknown as AddRoleInput),
        name: string(body.name, "name"),
        permissions: permissions(body.permissions),
      }),
  ],
  [
    /^\/rate-limit$/,
    (c, body) =>
      c.world.rateLimit(string(body.path, "path"), {
        retryAfterSeconds: body.retryAfterSeconds === undefined ? undefined : Number(body.retryAfterSeconds),
        times: body.times === undefined ? undefined : Number(body.times),
        method: typeof body.method === "string" ? body.method : undefined,
      }),
  ],
];

/** `GET /_sandbox/state` and the `POST /_sandbox/...` routes; answers 400 or 404 with `{ error }`. */
export function handleControl(control: SandboxControl, request: SandboxRequest, response: ServerResponse) {
  const path = request.url.pathname.slice("/_sandbox".length);
  if (path === "/state" && request.method === "GET") return sendJson(response, 200, control.world.snapshot());
  if (path === "/health") return sendJson(response, 200, { ok: true, service: "discord-sandbox" });
  if (path === "/env" && request.method === "GET") return sendJson(response, 200, control.env);
  const route = ROUTES.find(([pattern]) => pattern.test(path));
  if (!route) return sendJson(response, 404, { error: `No sandbox control at ${request.url.pathname}` });
  if (request.method !== "POST") return sendJson(response, 405, { error: "Use POST with a JSON body" });
  const [pattern, handler] = route;
  const params = pattern.exec(path)?.slice(1) ?? [];
  try {
    const result = handler(control, jsonBody(request), params);
    return sendJson(response, 200, result ?? { ok: true });
  } catch (error) {
    const status = error instanceof NotFoundError ? 404 : 400;
    return sendJson(response, status, { error: error instanceof Error ? error.message : String(error) });
  }
}

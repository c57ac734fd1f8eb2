import { once } from "node:events";
import { createServer, type Server } from "node:http";
import { DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET } from "./e2e-env";

/** A Discord user as `/users/@me` describes it. */
export interface FakeDiscordUser {
  id: string;
  username: string;
  global_name?: string | null;
  email?: string | null;
  verified?: boolean;
}

/** A code the fake accepts: the user itself, base64url-encoded, so tests need no shared state with the server. */
export function discordCodeFor(user: FakeDiscordUser): string {
  return Buffer.from(JSON.stringify(user)).toString("base64url");
}

function userOf(code: string): FakeDiscordUser | undefined {
  try {
    const user = JSON.parse(Buffer.from(code, "base64url").toString()) as FakeDiscordUser;
    return typeof user.id === "string" ? user : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Discord's OAuth2 token endpoint and `/users/@me`, on a local port (Discord cannot be reached from here), so
 * the API's real Discord client runs. The browser side (the authorize page) is answered by the tests.
 */
export async function startFakeDiscord(port: number): Promise<Server> {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const send = (status: number, value: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));

    if (request.method === "POST" && request.url === "/oauth2/token") {
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      const user = userOf(form.get("code") ?? "");
      const valid =
        user &&
        form.get("grant_type") === "authorization_code" &&
        form.get("client_id") === DISCORD_CLIENT_ID &&
        form.get("client_secret") === DISCORD_CLIENT_SECRET &&
        form.get("redirect_uri")?.endsWith("/account/action");
      if (!valid) return send(400, { error: "invalid_grant" });
      return send(200, {
        access_token: `access.${form.get("code")}`,
        token_type: "Bearer",
        scope: "identify email",
      });
    }
    if (request.method === "GET" && request.url === "/users/@me") {
      const token = /^Bearer access\.(.+)$/.exec(request.headers.authorization ?? "")?.[1];
      const user = token ? userOf(token) : undefined;
      return user ? send(200, user) : send(401, { message: "401: Unauthorized" });
    }
    return send(404, { message: "404: Not Found" });
  });
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  return server;
}

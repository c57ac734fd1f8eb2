import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A Discord user as `/users/@me` describes it. */
export interface FakeDiscordUser {
  id: string;
  username: string;
  global_name?: string | null;
  email?: string | null;
  verified?: boolean;
  avatar?: string | null;
}

/**
 * A local HTTP server speaking Discord's OAuth2 protocol (token exchange and `/users/@me`), so the
 * API's real client code runs against it. Codes are single-use, as on Discord.
 */
export class FakeDiscord {
  readonly requests: { path: string; form?: URLSearchParams }[] = [];
  private readonly codes = new Map<string, FakeDiscordUser>();
  private readonly tokens = new Map<string, FakeDiscordUser>();
  private server?: Server;
  /** When set, every request is answered with this status (e.g. 503 for an outage). */
  failWith?: number;

  /** Makes `code` valid once, for `user`. */
  issueCode(code: string, user: FakeDiscordUser): void {
    this.codes.set(code, user);
  }

  get baseUrl(): string {
    if (!this.server) throw new Error("FakeDiscord is not started");
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async start(): Promise<this> {
    this.server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString();
      const send = (status: number, value: unknown) => {
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
      };
      const path = request.url ?? "";
      if (this.failWith) return send(this.failWith, { message: "unavailable" });
      if (request.method === "POST" && path === "/oauth2/token") {
        const form = new URLSearchParams(body);
        this.requests.push({ path, form });
        const user = this.codes.get(form.get("code") ?? "");
        if (
          !user ||
          form.get("grant_type") !== "authorization_code" ||
          form.get("client_secret") !== "test-secret"
        ) {
          return send(400, { error: "invalid_grant", error_description: 'Invalid "code" in request.' });
        }
        this.codes.delete(form.get("code") ?? "");
        const accessToken = `access-${Math.random().toString(36).slice(2)}`;
        this.tokens.set(accessToken, user);
        return send(200, {
          access_token: accessToken,
          token_type: "Bearer",
          expires_in: 604800,
          scope: "identify email",
        });
      }
      if (request.method === "GET" && path === "/users/@me") {
        this.requests.push({ path });
        const user = this.tokens.get((request.headers.authorization ?? "").replace(/^Bearer /, ""));
        return user ? send(200, user) : send(401, { message: "401: Unauthorized", code: 0 });
      }
      return send(404, { message: "404: Not Found", code: 0 });
    });
    this.server.listen(0, "127.0.0.1");
    await once(this.server, "listening");
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { ApiClientError } from "@chartbot/api-client";
import { isUsageCommand } from "@chartbot/contracts/usage";
import { controlPage } from "./control-page";
import type { ReferenceBot } from "./reference-bot";

type Fields = Record<string, unknown>;

async function readBody(request: IncomingMessage): Promise<{ fields: Fields; form: boolean }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  const form = (request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");
  if (form) return { fields: Object.fromEntries(new URLSearchParams(text)), form };
  return { fields: text.trim() === "" ? {} : (JSON.parse(text) as Fields), form };
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  });
  response.end(JSON.stringify(body));
}

const optionalString = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;

/** Runs one control action; answers `[status, body]`. */
async function act(
  bot: ReferenceBot,
  method: string,
  path: string,
  fields: Fields,
): Promise<[number, unknown]> {
  if (method === "GET" && path === "/_bot/state") return [200, bot.state()];
  if (method !== "POST") return [404, { error: { code: "not_found", message: "No such control route." } }];
  if (path === "/_bot/sync") {
    await bot.syncNow();
    return [200, { ok: true }];
  }
  if (path === "/_bot/heartbeats") return [200, { sent: await bot.sendHeartbeats() }];
  if (path === "/_bot/prices") return [200, { reported: await bot.reportPrices() }];
  if (path === "/_bot/discover") {
    await bot.discover();
    return [200, bot.state().satelliteMembers];
  }
  if (path === "/_bot/usage") return [200, { sent: await bot.reportUsage() }];
  if (path === "/_bot/notices") return [200, await bot.deliverNoticeMessages()];
  const typed = /^\/_bot\/guilds\/([^/]+)\/commands\/([^/]+)$/.exec(path);
  if (typed) {
    const [, guildId = "", command = ""] = typed;
    if (!isUsageCommand(command)) {
      return [400, { error: { code: "invalid_request", message: `${command} is not a command.` } }];
    }
    bot.answerCommand(guildId, command);
    return [200, { ok: true }];
  }
  const match = /^\/_bot\/(alerts|posts|guilds)\/([^/]+)\/(fire|deliver|fail|leave|join|why)$/.exec(path);
  const [, kind, id = "", action] = match ?? [];
  if (kind === "alerts" && action === "fire") {
    const price = fields.price === undefined || fields.price === "" ? undefined : Number(fields.price);
    if (price !== undefined && !(Number.isFinite(price) && price > 0)) {
      return [400, { error: { code: "invalid_request", message: "price must be a positive number." } }];
    }
    const fail = fields.delivery === "failed" || fields.fail === "1" || fields.fail === true;
    return [
      200,
      await bot.fireAlert(id, {
        price,
        delivery: fail ? "failed" : "delivered",
        reason: optionalString(fields.reason),
      }),
    ];
  }
  if (kind === "posts" && (action === "deliver" || action === "fail")) {
    return [
      200,
      await bot.runPost(id, action === "fail" ? "failed" : "delivered", optionalString(fields.reason)),
    ];
  }
  if (kind === "guilds" && action === "join") {
    await bot.joinGuild(id);
    return [200, { ok: true }];
  }
  if (kind === "guilds" && action === "why") {
    const channelId = optionalString(fields.channelId);
    if (!channelId) return [400, { error: { code: "invalid_request", message: "channelId is required." } }];
    return [200, await bot.explain(id, channelId, optionalString(fields.command))];
  }
  if (kind === "guilds" && action === "leave") {
    await bot.leaveGuild(id);
    return [200, { ok: true }];
  }
  return [404, { error: { code: "not_found", message: "No such control route." } }];
}

/**
 * The control port on 127.0.0.1: `GET /` the page, `GET /_bot/state`, and the `POST /_bot/...` actions (JSON
 * bodies answer JSON; the page's forms get a 303 back to `/`).
 */
export async function startControlServer(
  bot: ReferenceBot,
  port: number,
  apiUrl: string,
): Promise<{ server: Server; url: string }> {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://control").pathname;
    if (request.method === "GET" && path === "/") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      response.end(controlPage(bot.state(), apiUrl));
      return;
    }
    let form = false;
    try {
      const body = await readBody(request);
      form = body.form;
      const [status, answer] = await act(bot, request.method ?? "GET", path, body.fields);
      if (form && status < 400) {
        response.writeHead(303, { location: "/" });
        response.end();
        return;
      }
      send(response, status, answer);
    } catch (error) {
      const status = error instanceof ApiClientError ? 502 : error instanceof SyntaxError ? 400 : 500;
      const message = error instanceof Error ? error.message : String(error);
      send(response, status, {
        error: {
          code:
            error instanceof ApiClientError
              ? `api_${error.code}`
              : status === 400
                ? "invalid_request"
                : "failed",
          message,
          ...(error instanceof ApiClientError ? { apiStatus: error.status } : {}),
        },
      });
    }
  });
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  return { server, url: `http://127.0.0.1:${actual}` };
}

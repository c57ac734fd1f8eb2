import { EventEmitter, once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { escapeHtml } from "./discord/http";

/** One email the catcher took, parsed. */
export interface CaughtMessage {
  /** `1`, `2`, …: the order it came in. */
  id: string;
  receivedAt: string;
  /** The envelope's sender and recipients (`MAIL FROM`, `RCPT TO`). */
  envelopeFrom: string;
  to: string[];
  /** The `From` header as written (`Chartbot <notices@…>`). */
  from: string;
  subject: string;
  /** The text part; "" when there is none. */
  text: string;
  /** The HTML part; "" when there is none. */
  html: string;
  /** Every header, by its lower-case name, as sent (unfolded); a repeated header keeps its first value. */
  headers: Record<string, string>;
}

/** A reply the SMTP server gives instead of taking a message: a 4xx (try later) or 5xx (never). */
export interface Refusal {
  code: number;
  message: string;
}

export interface MailCatcherOptions {
  /** The SMTP port (0: any free one). */
  smtpPort?: number;
  /** The HTTP port of the page and the JSON list (0: any free one). */
  httpPort?: number;
  host?: string;
}

export interface MailCatcher {
  readonly smtpPort: number;
  readonly httpPort: number;
  /** `smtp://127.0.0.1:<port>`: the API's `SMTP_URL`. */
  readonly smtpUrl: string;
  /** `http://127.0.0.1:<port>`: the page listing the messages. */
  readonly httpUrl: string;
  /** The messages caught so far, oldest first. */
  messages(): CaughtMessage[];
  /** Forgets every message. */
  clear(): void;
  /** The next `count` messages are refused (`451 4.3.0` unless given), at `MAIL FROM`. */
  refuse(count?: number, refusal?: Refusal): void;
  /**
   * The first message (already caught, or the next to come) that `matches`; rejects after `timeoutMs`. For tests:
   * no fixed sleeps.
   */
  waitForMessage(matches?: (message: CaughtMessage) => boolean, timeoutMs?: number): Promise<CaughtMessage>;
  stop(): Promise<void>;
}

const TEMPORARY: Refusal = { code: 451, message: "4.3.0 Refused by the mail catcher, as it was told" };

/** The headers of a parsed message, as sent: `headerLines` keeps each header's own text. */
function headersOf(lines: readonly { key: string; line: string }[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, line } of lines) {
    const value = line
      .slice(line.indexOf(":") + 1)
      .replace(/\r?\n[ \t]+/g, " ")
      .trim();
    headers[key.toLowerCase()] ??= value;
  }
  return headers;
}

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0 auto; max-width: 960px; padding: 16px; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #8884; vertical-align: top; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; padding: 12px; border: 1px solid #8884; }
  iframe { width: 100%; height: 640px; border: 1px solid #8884; background: #fff; }
  dt { font-weight: 600; } dd { margin: 0 0 8px 0; overflow-wrap: anywhere; }`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;

function listPage(messages: readonly CaughtMessage[]): string {
  const rows = [...messages]
    .reverse()
    .map(
      (message) =>
        `<tr><td><a href="/messages/${message.id}">${escapeHtml(message.subject || "(no subject)")}</a></td><td>${escapeHtml(message.to.join(", "))}</td><td>${escapeHtml(message.receivedAt)}</td></tr>`,
    )
    .join("");
  return page(
    "Mail catcher",
    `<h1>Mail catcher</h1><p>${messages.length} caught (newest first), kept in memory. JSON: <a href="/messages">/messages</a>.</p>
<table><thead><tr><th>Subject</th><th>To</th><th>Received</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No email yet.</td></tr>'}</tbody></table>`,
  );
}

function messagePage(message: CaughtMessage): string {
  const shown = ["from", "to", "subject", "date", "list-unsubscribe", "list-unsubscribe-post"];
  const headers = shown
    .filter((name) => message.headers[name] !== undefined)
    .map((name) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(message.headers[name] ?? "")}</dd>`)
    .join("");
  return page(
    message.subject,
    `<p><a href="/">All messages</a></p><h1>${escapeHtml(message.subject || "(no subject)")}</h1><dl>${headers}</dl>
${message.html ? `<h2>HTML</h2><iframe title="The HTML part" sandbox src="/messages/${message.id}/html"></iframe>` : ""}
<h2>Text</h2><pre>${escapeHtml(message.text)}</pre>`,
  );
}

function send(
  response: ServerResponse,
  status: number,
  type: "json" | "html",
  body: string,
  csp = "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'",
): void {
  response
    .writeHead(status, {
      "content-type": type === "json" ? "application/json" : "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": csp,
    })
    .end(body);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/**
 * A local mail catcher: an SMTP server (no TLS, any or no sign-in) that keeps every message it takes in memory,
 * and an HTTP server that shows them: `GET /` a page of subjects, `GET /messages/:id` one message (headers, the
 * HTML part framed, the text part), `GET /messages` the JSON list, `GET /messages/:id/html` the HTML part,
 * `DELETE /messages` clears, `POST /refuse` (`{count?, code?, message?}`) refuses the next messages,
 * `GET /health`. `pnpm dev` runs one (`mail-catcher-main.ts`); tests start their own on free ports.
 */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? "127.0.0.1";
  const caught: CaughtMessage[] = [];
  const events = new EventEmitter();
  const refusals: Refusal[] = [];
  let sequence = 0;

  const smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback: nodemailer would otherwise upgrade to TLS with the catcher's self-signed key.
    disabledCommands: ["STARTTLS"],
    banner: "Chartbot mail catcher",
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: "anyone" });
    },
    onMailFrom(_address, _session, callback) {
      const refusal = refusals.shift();
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          sequence += 1;
          const headers = headersOf(parsed.headerLines);
          const message: CaughtMessage = {
            id: String(sequence),
            receivedAt: new Date().toISOString(),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: headers.from ?? "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            headers,
          };
          caught.push(message);
          events.emit("message", message);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  smtp.on("error", () => {
    // A client that hangs up mid-message: nothing to keep.
  });

  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://catcher");
    const path = url.pathname.replace(/\/+$/, "") || "/";
    const method = request.method ?? "GET";
    const one = /^\/messages\/([^/]+)(\/html)?$/.exec(path);
    if (method === "GET" && path === "/") return send(response, 200, "html", listPage(caught));
    if (method === "GET" && path === "/health") return send(response, 200, "json", '{"ok":true}');
    if (method === "GET" && path === "/messages") return send(response, 200, "json", JSON.stringify(caught));
    if (method === "DELETE" && path === "/messages") {
      caught.length = 0;
      return send(response, 200, "json", '{"ok":true}');
    }
    if (method === "POST" && path === "/refuse") {
      readBody(request).then((body) => {
        let value: { count?: unknown; code?: unknown; message?: unknown } = {};
        try {
          value = body.trim() ? (JSON.parse(body) as typeof value) : {};
        } catch {
          return send(response, 400, "json", '{"error":"the body must be JSON"}');
        }
        const count = value.count ?? 1;
        const code = value.code ?? TEMPORARY.code;
        if (!Number.isInteger(count) || (count as number) < 0 || !Number.isInteger(code)) {
          return send(response, 400, "json", '{"error":"count and code are whole numbers"}');
        }
        catcher.refuse(count as number, {
          code: code as number,
          message: typeof value.message === "string" ? value.message : TEMPORARY.message,
        });
        send(response, 200, "json", '{"ok":true}');
      });
      return;
    }
    const message = one && method === "GET" ? caught.find((item) => item.id === one[1]) : undefined;
    if (message && one?.[2]) {
      // The email's own HTML, shown as a mail client would: no scripts, no requests out but its images.
      return send(
        response,
        200,
        "html",
        message.html,
        "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:",
      );
    }
    if (message) return send(response, 200, "html", messagePage(message));
    send(response, 404, "json", '{"error":"not found"}');
  });

  smtp.listen(options.smtpPort ?? 0, host);
  await once(smtp.server, "listening");
  http.listen(options.httpPort ?? 0, host);
  await once(http, "listening");
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const httpPort = (http.address() as AddressInfo).port;

  const catcher: MailCatcher = {
    smtpPort,
    httpPort,
    smtpUrl: `smtp://${host}:${smtpPort}`,
    httpUrl: `http://${host}:${httpPort}`,
    messages: () => [...caught],
    clear: () => {
      caught.length = 0;
    },
    refuse: (count = 1, refusal = TEMPORARY) => {
      for (let i = 0; i < count; i += 1) refusals.push(refusal);
    },
    waitForMessage(matches = () => true, timeoutMs = 10_000) {
      const found = caught.find(matches);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          events.off("message", listener);
          reject(new Error(`no matching email reached the mail catcher within ${timeoutMs} ms`));
        }, timeoutMs);
        const listener = (message: CaughtMessage) => {
          if (!matches(message)) return;
          clearTimeout(timer);
          events.off("message", listener);
          resolve(message);
        };
        events.on("message", listener);
      });
    },
    async stop() {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
  return catcher;
}

import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, request } from "node:http";

/** A reverse proxy on a port of its own, in front of one server. */
export interface ForwardingProxy {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** `127.0.0.1:<port>` (what `FIREBASE_AUTH_EMULATOR_HOST` takes). */
  readonly host: string;
  /** Requests forwarded so far. */
  forwarded(): number;
  close(): Promise<void>;
}

/** Headers that describe one connection and are not forwarded (RFC 9110, 7.6.1). */
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"];

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept = { ...headers };
  for (const name of HOP_BY_HOP) delete kept[name];
  return kept;
}

/**
 * A proxy in front of `target` that does what nginx does with
 * `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`: it forwards every request and appends the
 * address the request came from to whatever `X-Forwarded-For` the client sent.
 */
export async function startForwardingProxy(target: string): Promise<ForwardingProxy> {
  const upstream = new URL(target);
  let forwarded = 0;
  const server = createServer((incoming, outgoing) => {
    forwarded += 1;
    const peer = incoming.socket.remoteAddress ?? "";
    const sent = incoming.headers["x-forwarded-for"];
    const headers = {
      ...withoutHopByHop(incoming.headers),
      host: upstream.host,
      "x-forwarded-for": sent ? `${sent}, ${peer}` : peer,
    };
    const proxied = request(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        answer.pipe(outgoing);
      },
    );
    proxied.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(proxied);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    forwarded: () => forwarded,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}

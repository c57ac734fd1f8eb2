import { once } from "node:events";
import { connect, createServer, type Socket } from "node:net";

/** A TCP relay on a port of its own, in front of one server (PostgreSQL here). */
export interface TcpRelay {
  readonly port: number;
  /** How many times `marker` has gone from a client to the server so far. */
  count(): number;
  /**
   * `true`: cut every open connection and close each new one at once, as a network partition or a crashed
   * server does; `false`: relay again.
   */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

/**
 * Relays connections to `target` and counts the occurrences of `marker` in what clients send (a query's
 * text, say: PostgreSQL's simple protocol sends it as is), across chunk boundaries.
 */
export async function startTcpRelay(
  target: { host: string; port: number },
  marker: string,
): Promise<TcpRelay> {
  const needle = Buffer.from(marker);
  let seen = 0;
  let down = false;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    client.on("error", () => {});
    if (down) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    open.add(client);
    client.on("close", () => open.delete(client));
    let tail = Buffer.alloc(0);
    client.on("data", (chunk: Buffer) => {
      const window = Buffer.concat([tail, chunk]);
      // Count only matches that end in the new chunk: those inside the tail were counted already.
      for (let at = window.indexOf(needle); at !== -1; at = window.indexOf(needle, at + 1)) {
        if (at + needle.length > tail.length) seen += 1;
      }
      tail = window.subarray(Math.max(0, window.length - (needle.length - 1)));
    });
    client.pipe(upstream);
    upstream.pipe(client);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  return {
    port,
    count: () => seen,
    setDown: (value) => {
      down = value;
      if (value) for (const socket of open) socket.destroy();
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      server.close();
      await once(server, "close");
    },
  };
}

import { once } from "node:events";
import { connect, createServer, type Socket } from "node:net";

/** A TCP relay on a port of its own, in front of one server (PostgreSQL here). */
export interface TcpRelay {
  readonly port: number;
  /** How many times `marker` (the first one given, by default) has gone from a client to the server so far. */
  count(marker?: string): number;
  /**
   * `true`: cut every open connection and close each new one at once, as a network partition or a crashed
   * server does; `false`: relay again.
   */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

/**
 * Relays connections to `target` and counts the occurrences of each marker in what clients send (a query's
 * text, say: PostgreSQL's protocol sends it as is), across chunk boundaries.
 */
export async function startTcpRelay(
  target: { host: string; port: number },
  ...markers: [string, ...string[]]
): Promise<TcpRelay> {
  const needles = markers.map((marker) => Buffer.from(marker));
  const seen = new Map(markers.map((marker) => [marker, 0]));
  const longest = Math.max(...needles.map((needle) => needle.length));
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
      needles.forEach((needle, index) => {
        const marker = markers[index] as string;
        // Count only matches that end in the new chunk: those inside the tail were counted already.
        for (let at = window.indexOf(needle); at !== -1; at = window.indexOf(needle, at + 1)) {
          if (at + needle.length > tail.length) seen.set(marker, (seen.get(marker) ?? 0) + 1);
        }
      });
      tail = window.subarray(Math.max(0, window.length - (longest - 1)));
    });
    client.pipe(upstream);
    upstream.pipe(client);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  return {
    port,
    count: (marker = markers[0]) => seen.get(marker) ?? 0,
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

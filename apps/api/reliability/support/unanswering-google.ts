import dns from "node:dns";
import { once } from "node:events";
import { createServer, type Socket } from "node:net";

/** A loopback address of its own, so port 443 is free for the stand-in (binding it needs root). */
const STAND_IN_ADDRESS = "127.0.0.77";

type LookupCallback = (error: NodeJS.ErrnoException | null, address: unknown, family?: number) => void;

/**
 * Runs `work` while Google's API hosts resolve to a local server that accepts connections and never
 * answers, as a firewalled or black-holed network would: the public keys of ID tokens cannot be fetched.
 */
export async function whileGoogleDoesNotAnswer<T>(work: () => Promise<T>): Promise<T> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
  });
  server.listen(443, STAND_IN_ADDRESS);
  await once(server, "listening");
  const original = dns.lookup;
  const patched = (hostname: string, options: unknown, callback?: LookupCallback) => {
    const done = (typeof options === "function" ? options : callback) as LookupCallback;
    const settings = (typeof options === "object" && options !== null ? options : {}) as { all?: boolean };
    if (!hostname.endsWith("googleapis.com"))
      return (original as (...args: unknown[]) => void)(hostname, options, callback);
    if (settings.all) return done(null, [{ address: STAND_IN_ADDRESS, family: 4 }]);
    return done(null, STAND_IN_ADDRESS, 4);
  };
  (dns as { lookup: unknown }).lookup = patched;
  try {
    return await work();
  } finally {
    (dns as { lookup: unknown }).lookup = original;
    for (const socket of sockets) socket.destroy();
    server.close();
  }
}

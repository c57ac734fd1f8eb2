import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { judgeEmbeddedIpv4, type Refusal } from "./embedded-ipv4";

/**
 * Whether a webhook URL may be called, in one place for everything that saves or calls one (the API when an
 * alert is saved, the bot before each post). Only https, and only public unicast addresses: a private
 * (10/8, 172.16/12, 192.168/16, fc00::/7), loopback, link-local (169.254/16, fe80::/10), unspecified,
 * carrier-grade NAT (100.64/10), multicast, broadcast or otherwise reserved address is refused, and so is
 * every IPv6 form that carries one (IPv4-mapped, -compatible and -translated, NAT64, 6to4, Teredo, ISATAP:
 * `embedded-ipv4.ts`). A host name is resolved and every address it gives must pass: one bad address
 * refuses the URL, since a client may connect to any of them.
 */

/** The address ranges `ipaddr.js` names that a webhook may reach: the public internet only. */
const PUBLIC_RANGES = new Set(["unicast"]);
const isPublic = (range: string) => PUBLIC_RANGES.has(range);

/**
 * The address as the socket layer reads it, or null when it does not (`net.isIP`: no octal, hex or
 * leading zeros in a dotted part, which `ipaddr.js` would read its own way). The dotted end of an IPv6
 * address is rewritten as two hex groups first: `ipaddr.js` reads `::a.b.c.d` as `::ffff:a.b.c.d`.
 */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const family = isIP(address);
  if (family === 4) return ipaddr.IPv4.parse(address);
  if (family !== 6) return null;
  const hex = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)(?=%|$)/, (_, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((group) => group.toString(16)).join(":"),
  );
  return ipaddr.IPv6.parse(hex);
}

/**
 * Why an address is refused, or null when it is public. An IPv6 address that carries an IPv4 address is
 * judged by it (`embedded` names it when that is what is refused).
 */
export function addressRefusal(address: string): Refusal | null {
  const parsed = parseAddress(address);
  if (!parsed) return { range: "invalid" };
  if (parsed.kind() === "ipv6") {
    const range = parsed.range();
    // :: and ::1 are themselves, not IPv4 addresses inside IPv6.
    if (range === "unspecified" || range === "loopback") return { range };
    const embedded = judgeEmbeddedIpv4(parsed as ipaddr.IPv6, isPublic);
    if (embedded === "public") return null;
    if (embedded !== "undecided") return embedded;
  }
  const range = parsed.range();
  return isPublic(range) ? null : { range };
}

/** Why an address is refused (`ipaddr.js`'s range name, or the form's), or null when it is public. */
export const refusedRange = (address: string): string | null => addressRefusal(address)?.range ?? null;

export type WebhookCheck = { ok: true; url: URL; addresses: string[] } | { ok: false; reason: string };

/** Resolves a host name to all its addresses (both families). */
export type Resolve = (hostname: string) => Promise<string[]>;

const systemResolve: Resolve = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

const RANGE_WORDS: Record<string, string> = {
  invalid: "an address that is not valid",
  private: "a private network address",
  uniqueLocal: "a private network address",
  loopback: "a loopback address",
  linkLocal: "a link-local address",
  unspecified: "an unspecified address",
  carrierGradeNat: "a carrier-grade NAT address",
  multicast: "a multicast address",
  broadcast: "a broadcast address",
  ipv4Compatible: "a deprecated IPv4-compatible address",
  rfc6145: "an IPv4-translated address",
  rfc6052: "a NAT64 address",
  "6to4": "a 6to4 address",
  teredo: "a Teredo address",
};
/** `a loopback address (::7f00:1, which carries 127.0.0.1)`: the refusal in words, with the address. */
const describeRefusal = (address: string, refusal: Refusal) => {
  const words = RANGE_WORDS[refusal.range] ?? `a reserved address (${refusal.range})`;
  return `${words} (${address}${refusal.embedded ? `, which carries ${refusal.embedded}` : ""})`;
};

/**
 * Checks a webhook URL: https, a host, and every address of the host public. The reasons name the host, never
 * the path or query (where a webhook's secret is), so they can be shown and logged.
 */
export async function checkWebhookUrl(
  value: string,
  options: { resolve?: Resolve } = {},
): Promise<WebhookCheck> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: "is not a URL" };
  }
  if (url.protocol !== "https:") return { ok: false, reason: "must use https://" };
  if (url.username || url.password) return { ok: false, reason: "must not contain a user name or password" };
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (!host) return { ok: false, reason: "has no host" };
  if (isIP(host) !== 0) {
    const refusal = addressRefusal(host);
    return refusal
      ? { ok: false, reason: `points to ${describeRefusal(host, refusal)}, which is not allowed` }
      : { ok: true, url, addresses: [host] };
  }
  let addresses: string[];
  try {
    addresses = await (options.resolve ?? systemResolve)(host);
  } catch {
    return { ok: false, reason: `host ${host} could not be resolved` };
  }
  if (addresses.length === 0) return { ok: false, reason: `host ${host} could not be resolved` };
  for (const address of addresses) {
    const refusal = addressRefusal(address);
    if (refusal) {
      return {
        ok: false,
        reason: `host ${host} resolves to ${describeRefusal(address, refusal)}, which is not allowed`,
      };
    }
  }
  return { ok: true, url, addresses };
}

/** The URL with its path and query hidden (`https://host/…`): for logs and anyone but its owner. */
export function redactWebhookUrl(value: string): string {
  try {
    const url = new URL(value);
    return `${url.protocol}//${url.host}/…`;
  } catch {
    return "(invalid URL)";
  }
}

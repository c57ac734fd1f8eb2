import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";

/**
 * Whether a webhook URL may be called, in one place for everything that saves or calls one (the API when an
 * alert is saved, the bot before each post). Only https, and only public unicast addresses: a private
 * (10/8, 172.16/12, 192.168/16, fc00::/7), loopback, link-local (169.254/16, fe80::/10), unspecified,
 * carrier-grade NAT (100.64/10), multicast, broadcast or otherwise reserved address is refused, and so is
 * an IPv4-mapped or NAT64-style IPv6 form of one. A host name is resolved and every address it gives must
 * pass: one bad address refuses the URL, since a client may connect to any of them.
 */

/** The address ranges `ipaddr.js` names that a webhook may reach: the public internet only. */
const PUBLIC_RANGES = new Set(["unicast"]);

/** Why an address is refused (`ipaddr.js`'s range name), or null when it is public. */
export function refusedRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return "invalid";
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6") {
    const v6 = parsed as ipaddr.IPv6;
    // ::ffff:10.0.0.1 and friends are IPv4 addresses in IPv6 clothing: judge the IPv4 address.
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  const range = parsed.range();
  return PUBLIC_RANGES.has(range) ? null : range;
}

export type WebhookCheck = { ok: true; url: URL; addresses: string[] } | { ok: false; reason: string };

/** Resolves a host name to all its addresses (both families). */
export type Resolve = (hostname: string) => Promise<string[]>;

const systemResolve: Resolve = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

const RANGE_WORDS: Record<string, string> = {
  private: "a private network address",
  uniqueLocal: "a private network address",
  loopback: "a loopback address",
  linkLocal: "a link-local address",
  unspecified: "an unspecified address",
  carrierGradeNat: "a carrier-grade NAT address",
  multicast: "a multicast address",
  broadcast: "a broadcast address",
};
const describeRange = (range: string) => RANGE_WORDS[range] ?? `a reserved address (${range})`;

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
  if (ipaddr.isValid(host)) {
    const range = refusedRange(host);
    return range
      ? { ok: false, reason: `points to ${describeRange(range)} (${host}), which is not allowed` }
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
    const range = refusedRange(address);
    if (range) {
      return {
        ok: false,
        reason: `host ${host} resolves to ${describeRange(range)} (${address}), which is not allowed`,
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

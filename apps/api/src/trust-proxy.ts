import { BlockList, isIP } from "node:net";

/**
 * Which proxies in front of the API may tell it the client's address (`X-Forwarded-For`): a number of hops
 * (0: none, the default), or the addresses and ranges of the proxies themselves.
 */
export type TrustProxy = { readonly hops: number } | { readonly addresses: readonly string[] };

/** Range names proxy-addr (Fastify's `trustProxy`) understands. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function addressProblem(entry: string): string | undefined {
  if (RANGE_NAMES.has(entry)) return undefined;
  const slash = entry.indexOf("/");
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const version = isIP(address);
  if (version === 0) return `"${entry}" is not an IP address or CIDR range`;
  if (slash === -1) return undefined;
  const prefix = entry.slice(slash + 1);
  const max = version === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) < 1 || Number(prefix) > max) {
    return `"${entry}" has an invalid prefix length (1 to ${max})`;
  }
  return undefined;
}

/**
 * Reads `TRUST_PROXY`: a whole number of hops (`0` trusts none; `1` is one proxy such as a load balancer) or
 * a comma-separated list of proxy IPs, CIDR ranges and the names `loopback`, `linklocal`, `uniquelocal`.
 * Returns the problem as a string when the value is neither.
 */
export function parseTrustProxy(value: string): TrustProxy | string {
  const trimmed = value.trim();
  if (/^\d{1,3}$/.test(trimmed)) return { hops: Number(trimmed) };
  const entries = trimmed
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return { hops: 0 };
  const problems = entries.flatMap((entry) => addressProblem(entry) ?? []);
  if (problems.length > 0) {
    return `must be a hop count (0, 1, 2 …) or a comma-separated list of proxy IPs or CIDR ranges: ${problems.join("; ")}`;
  }
  return { addresses: entries };
}

/**
 * Fastify's `trustProxy` for the setting: `false` for none, a function trusting the nearest `hops` addresses
 * (Fastify's own numeric option now trusts nothing: it cannot check the nearest peer), or the list for proxy-addr.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if ("addresses" in trust) return [...trust.addresses];
  const { hops } = trust;
  return hops === 0 ? false : (_address, hop) => hop < hops;
}

/** The ranges each name proxy-addr understands stands for. */
const NAMED_RANGES: Record<string, readonly (readonly [string, number, "ipv4" | "ipv6"])[]> = {
  loopback: [
    ["127.0.0.0", 8, "ipv4"],
    ["::1", 128, "ipv6"],
  ],
  linklocal: [
    ["169.254.0.0", 16, "ipv4"],
    ["fe80::", 10, "ipv6"],
  ],
  uniquelocal: [
    ["10.0.0.0", 8, "ipv4"],
    ["172.16.0.0", 12, "ipv4"],
    ["192.168.0.0", 16, "ipv4"],
    ["fc00::", 7, "ipv6"],
  ],
};

/**
 * Whether the peer at `address` (the socket's remote address) is a proxy the setting trusts: with hops, the
 * nearest one always is; with a list, when the address is in it. What such a peer says about the request
 * (its client's address, its request id) may be believed; what anyone else says may not.
 */
export function trustsPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  if (!("addresses" in trust)) return () => trust.hops > 0;
  const list = new BlockList();
  for (const entry of trust.addresses) {
    for (const [network, prefix, type] of NAMED_RANGES[entry] ?? []) list.addSubnet(network, prefix, type);
    if (NAMED_RANGES[entry]) continue;
    const [address = "", prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (!address) return false;
    const version = isIP(address);
    return version !== 0 && list.check(address, version === 6 ? "ipv6" : "ipv4");
  };
}

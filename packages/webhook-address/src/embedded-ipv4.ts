import ipaddr from "ipaddr.js";

/**
 * What a public IPv4 address inside the form makes of the IPv6 address:
 * - `reached`: the connection goes to the embedded IPv4 address itself (the kernel does it), so the IPv6
 *   address is exactly as good as that IPv4 address;
 * - `refused`: the form is refused whatever it embeds: it is deprecated, or reaches the address through a
 *   translator, relay or tunnel whose other side we cannot judge;
 * - `prefix`: the IPv4 address is local to the network of the IPv6 prefix, which routes the address; the IPv6
 *   address is judged as any other.
 */
type PublicEmbedded = "reached" | "refused" | "prefix";

/** An IPv6 form that carries an IPv4 address, and where it carries it. */
interface EmbeddingForm {
  /** The name a refusal of the form gives (`ipaddr.js`'s name of its range where it has one). */
  range: string;
  /** Whether an address (also given as its 16 bytes) has this form. */
  matches(address: ipaddr.IPv6, bytes: number[]): boolean;
  /** The IPv4 addresses it carries, as 4 bytes each (Teredo carries two). */
  embedded(bytes: number[]): number[][];
  publicEmbedded: PublicEmbedded;
}

const inPrefix = (range: string) => {
  const [network, bits] = ipaddr.IPv6.parseCIDR(range);
  return (address: ipaddr.IPv6) => address.match(network, bits);
};
const bytesAt = (bytes: number[], offsets: number[]) => offsets.map((offset) => bytes[offset] ?? 0);
/** The one IPv4 address in the four bytes at these offsets. */
const at =
  (...offsets: number[]) =>
  (bytes: number[]) => [bytesAt(bytes, offsets)];
const ipv4Compatible = inPrefix("::/96");
const unspecifiedOrLoopback = inPrefix("::/127");

/**
 * Every standard way an IPv6 address carries an IPv4 one. Each is judged by what it carries: an embedded
 * address that is not public refuses the IPv6 address, whatever the form.
 */
const EMBEDDING_FORMS: readonly EmbeddingForm[] = [
  // ::ffff:a.b.c.d (RFC 4291): a socket given it connects to a.b.c.d over IPv4.
  {
    range: "ipv4Mapped",
    matches: inPrefix("::ffff:0:0/96"),
    embedded: at(12, 13, 14, 15),
    publicEmbedded: "reached",
  },
  // ::a.b.c.d (RFC 4291, deprecated): :: and ::1 are the unspecified and loopback addresses, not this form.
  {
    range: "ipv4Compatible",
    matches: (address) => ipv4Compatible(address) && !unspecifiedOrLoopback(address),
    embedded: at(12, 13, 14, 15),
    publicEmbedded: "refused",
  },
  // ::ffff:0:a.b.c.d, IPv4-translated (RFC 6145/7915 stateless translation).
  {
    range: "rfc6145",
    matches: inPrefix("::ffff:0:0:0/96"),
    embedded: at(12, 13, 14, 15),
    publicEmbedded: "refused",
  },
  // 64:ff9b::a.b.c.d, the NAT64 well-known prefix (RFC 6052): a translator on the path reaches a.b.c.d.
  {
    range: "rfc6052",
    matches: inPrefix("64:ff9b::/96"),
    embedded: at(12, 13, 14, 15),
    publicEmbedded: "refused",
  },
  // 64:ff9b:1::/48, local-use NAT64 (RFC 8215): the operator extends it to a prefix of 48 to 96 bits, and
  // the IPv4 address sits at that length's RFC 6052 layout; from the address alone the layouts cannot be told
  // apart (one reads the zeros around another), so it is refused whatever it carries.
  { range: "rfc6052", matches: inPrefix("64:ff9b:1::/48"), embedded: () => [], publicEmbedded: "refused" },
  // 2002:AABB:CCDD::/48, 6to4 (RFC 3056): the site's router is the IPv4 address in bits 16-48.
  { range: "6to4", matches: inPrefix("2002::/16"), embedded: at(2, 3, 4, 5), publicEmbedded: "refused" },
  // 2001:0:SSSS:SSSS:flags:port:CCCC:CCCC, Teredo (RFC 4380): the server in bits 32-64 and the client in
  // the last 32 bits, inverted (XOR 0xffffffff).
  {
    range: "teredo",
    matches: inPrefix("2001::/32"),
    embedded: (bytes) => [
      bytesAt(bytes, [4, 5, 6, 7]),
      bytesAt(bytes, [12, 13, 14, 15]).map((byte) => byte ^ 0xff),
    ],
    publicEmbedded: "refused",
  },
  // prefix:0:5efe:a.b.c.d and prefix:200:5efe:a.b.c.d, ISATAP (RFC 5214), any prefix: the interface id is
  // 00-00-5E-FE (with the universal/local and group bits free) then the node's IPv4 address.
  {
    range: "isatap",
    matches: (_, bytes) =>
      ((bytes[8] ?? 0) & 0xfc) === 0 && bytes[9] === 0 && bytes[10] === 0x5e && bytes[11] === 0xfe,
    embedded: at(12, 13, 14, 15),
    publicEmbedded: "prefix",
  },
];

/** Why an address is refused: `ipaddr.js`'s name of a range (or a form), and the IPv4 address inside when that is what is refused. */
export interface Refusal {
  range: string;
  /** The embedded IPv4 address the refusal is about, dotted. */
  embedded?: string;
}

/**
 * How the IPv4 addresses inside an IPv6 address decide it: a refusal when one of them is not public (or the
 * form is refused whatever it carries), `public` when the form reaches a public IPv4 address itself, and
 * `undecided` when no form matched or the form leaves the IPv6 address to be judged as any other.
 */
export function judgeEmbeddedIpv4(
  address: ipaddr.IPv6,
  isPublic: (range: string) => boolean,
): Refusal | "public" | "undecided" {
  const bytes = address.toByteArray();
  const forms = EMBEDDING_FORMS.filter((form) => form.matches(address, bytes));
  for (const form of forms) {
    for (const embedded of form.embedded(bytes)) {
      const ipv4 = new ipaddr.IPv4(embedded);
      const range = ipv4.range();
      if (!isPublic(range)) return { range, embedded: ipv4.toString() };
    }
  }
  const refused = forms.find((form) => form.publicEmbedded === "refused");
  if (refused) return { range: refused.range };
  return forms.some((form) => form.publicEmbedded === "reached") ? "public" : "undecided";
}

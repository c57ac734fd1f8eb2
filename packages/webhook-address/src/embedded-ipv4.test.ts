import { describe, expect, it } from "vitest";
import { addressRefusal, checkWebhookUrl } from "./index";

/** Each IPv6 form that carries an internal IPv4 address, written the ways a client may write it. */
const CARRYING_INTERNAL: [form: string, address: string, range: string, embedded: string][] = [
  ["IPv4-compatible", "::127.0.0.1", "loopback", "127.0.0.1"],
  ["IPv4-compatible", "::7f00:1", "loopback", "127.0.0.1"],
  ["IPv4-compatible", "0:0:0:0:0:0:7F00:0001", "loopback", "127.0.0.1"],
  ["IPv4-compatible", "::169.254.169.254", "linkLocal", "169.254.169.254"],
  ["IPv4-compatible", "::A9FE:A9FE", "linkLocal", "169.254.169.254"],
  ["IPv4-compatible", "0000:0000::0a00:0001", "private", "10.0.0.1"],
  ["IPv4-compatible", "::192.168.1.1", "private", "192.168.1.1"],
  ["IPv4-compatible", "::100.64.0.1", "carrierGradeNat", "100.64.0.1"],
  ["IPv4-compatible", "::0.0.0.2", "unspecified", "0.0.0.2"],
  ["IPv4-mapped", "::ffff:127.0.0.1", "loopback", "127.0.0.1"],
  ["IPv4-mapped", "::ffff:7f00:1", "loopback", "127.0.0.1"],
  ["IPv4-mapped", "0:0:0:0:0:FFFF:7F00:0001", "loopback", "127.0.0.1"],
  ["IPv4-mapped", "::ffff:a9fe:a9fe", "linkLocal", "169.254.169.254"],
  ["IPv4-mapped", "::ffff:0:0", "unspecified", "0.0.0.0"],
  ["IPv4-translated", "::ffff:0:127.0.0.1", "loopback", "127.0.0.1"],
  ["IPv4-translated", "::FFFF:0:7F00:1", "loopback", "127.0.0.1"],
  ["IPv4-translated", "0:0:0:0:ffff:0000:a9fe:a9fe", "linkLocal", "169.254.169.254"],
  ["NAT64 well-known prefix", "64:ff9b::127.0.0.1", "loopback", "127.0.0.1"],
  ["NAT64 well-known prefix", "64:FF9B::A9FE:A9FE", "linkLocal", "169.254.169.254"],
  ["NAT64 well-known prefix", "0064:ff9b:0:0:0:0:0a00:0001", "private", "10.0.0.1"],
  ["6to4", "2002:7f00:1::1", "loopback", "127.0.0.1"],
  ["6to4", "2002:a9fe:a9fe::", "linkLocal", "169.254.169.254"],
  ["6to4", "2002:0A00:0001:0000::1", "private", "10.0.0.1"],
  ["6to4", "2002:c0a8:101:1::5", "private", "192.168.1.1"],
  // Teredo: the client is the last 32 bits inverted (80ff:fffe is 127.0.0.1), the server bits 32-64.
  ["Teredo client", "2001:0:4136:e378:8000:63bf:80ff:fffe", "loopback", "127.0.0.1"],
  ["Teredo client", "2001:0000:4136:E378:8000:63BF:5601:5601", "linkLocal", "169.254.169.254"],
  ["Teredo server", "2001:0:a00:1:8000:63bf:a247:27dd", "private", "10.0.0.1"],
  ["Teredo server", "2001::7f00:1:0:0:a247:27dd", "loopback", "127.0.0.1"],
  ["ISATAP", "2606:4700:1::5efe:127.0.0.1", "loopback", "127.0.0.1"],
  ["ISATAP", "2606:4700:1:0:200:5efe:a9fe:a9fe", "linkLocal", "169.254.169.254"],
  ["ISATAP", "2606:4700:1:0:0200:5EFE:10.0.0.1", "private", "10.0.0.1"],
  ["ISATAP", "2a00:1450::100:5efe:c0a8:101", "private", "192.168.1.1"],
];

describe("IPv6 addresses that carry an IPv4 address", () => {
  it.each(CARRYING_INTERNAL)(
    "refuses %s %s as the %s address %s it carries",
    (_form, address, range, embedded) => {
      expect(addressRefusal(address)).toEqual({ range, embedded });
    },
  );

  it.each([
    ["/96", "64:ff9b:1::127.0.0.1"],
    ["/96", "64:FF9B:1::C0A8:101"],
    ["/96", "64:ff9b:1::5db8:d822"],
    ["/64", "64:ff9b:1:0:7f:0:100:0"],
    ["/56", "64:ff9b:1:a9:fe:a9fe::"],
    ["/48", "64:ff9b:1:a9fe:a9:fe00::"],
  ])(
    "refuses a local-use NAT64 address whatever it carries (here at the %s layout: %s)",
    (_layout, address) => {
      expect(addressRefusal(address)).toEqual({ range: "rfc6052" });
    },
  );

  it.each([
    ["IPv4-compatible (deprecated)", "::93.184.216.34", "ipv4Compatible"],
    ["IPv4-compatible (deprecated)", "::5db8:d822", "ipv4Compatible"],
    ["IPv4-translated", "::ffff:0:93.184.216.34", "rfc6145"],
    ["NAT64 well-known prefix", "64:ff9b::93.184.216.34", "rfc6052"],
    ["6to4", "2002:5db8:d822::1", "6to4"],
    ["Teredo", "2001:0:4136:e378:8000:63bf:a247:27dd", "teredo"],
  ])(
    "refuses %s %s even with a public IPv4 address inside (reached through a relay or translator)",
    (_form, address, range) => {
      expect(addressRefusal(address)).toEqual({ range });
    },
  );

  it.each([
    ["IPv4-mapped: the socket connects to the IPv4 address itself", "::ffff:93.184.216.34"],
    ["IPv4-mapped, in hex", "::FFFF:5DB8:D822"],
    ["ISATAP under a public prefix, with a public address", "2606:4700:1::200:5efe:93.184.216.34"],
  ])("allows %s (%s)", (_form, address) => {
    expect(addressRefusal(address)).toBeNull();
  });

  it.each(["::ffff:0127.0.0.1", "::ffff:127.000.000.001", "::ffff:0x7f.0.0.1", "::ffff:127.1"])(
    "refuses %s, a dotted part that sockets do not read the same way everywhere",
    (address) => {
      expect(addressRefusal(address)).toEqual({ range: "invalid" });
    },
  );

  it("keeps :: and ::1 the unspecified and loopback addresses", () => {
    expect(addressRefusal("::")).toEqual({ range: "unspecified" });
    expect(addressRefusal("::1")).toEqual({ range: "loopback" });
  });
});

describe("checkWebhookUrl with an IPv4 address inside IPv6", () => {
  const resolve = async () => {
    throw new Error("must not resolve a literal");
  };

  it.each([
    ["https://[::127.0.0.1]/", "a loopback address (::7f00:1, which carries 127.0.0.1)"],
    ["https://[::169.254.169.254]/", "a link-local address (::a9fe:a9fe, which carries 169.254.169.254)"],
    ["https://[0:0:0:0:0:0:7F00:0001]/h", "a loopback address (::7f00:1, which carries 127.0.0.1)"],
    [
      "https://[2002:a9fe:a9fe::1]/",
      "a link-local address (2002:a9fe:a9fe::1, which carries 169.254.169.254)",
    ],
    ["https://[64:ff9b::10.0.0.1]/", "a private network address (64:ff9b::a00:1, which carries 10.0.0.1)"],
  ])("refuses the literal %s, naming the address it carries", async (url, words) => {
    expect(await checkWebhookUrl(url, { resolve })).toEqual({
      ok: false,
      reason: `points to ${words}, which is not allowed`,
    });
  });

  it("refuses a host that resolves to an IPv4-compatible form of a loopback address", async () => {
    const check = await checkWebhookUrl("https://sneaky.example.com/x", {
      resolve: async () => ["2606:2800:220:1:248:1893:25c8:1946", "::7f00:1"],
    });
    expect(check).toEqual({
      ok: false,
      reason:
        "host sneaky.example.com resolves to a loopback address (::7f00:1, which carries 127.0.0.1), which is not allowed",
    });
  });
});

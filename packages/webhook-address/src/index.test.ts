import { describe, expect, it } from "vitest";
import { checkWebhookUrl, redactWebhookUrl, refusedRange } from "./index";

const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses;

describe("refusedRange", () => {
  it.each([
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["127.0.0.1", "loopback"],
    ["169.254.169.254", "linkLocal"],
    ["0.0.0.0", "unspecified"],
    ["100.64.0.1", "carrierGradeNat"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["fe80::1", "linkLocal"],
    ["fc00::1", "uniqueLocal"],
    ["fd12:3456::1", "uniqueLocal"],
    ["ff02::1", "multicast"],
    ["::ffff:10.0.0.1", "private"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:169.254.169.254", "linkLocal"],
  ])("refuses %s (%s)", (address, range) => {
    expect(refusedRange(address)).toBe(range);
  });

  it.each(["93.184.216.34", "172.32.0.1", "100.128.0.1", "2606:2800:220:1:248:1893:25c8:1946"])(
    "allows the public address %s",
    (address) => {
      expect(refusedRange(address)).toBeNull();
    },
  );
});

describe("checkWebhookUrl", () => {
  it("allows an https URL whose host resolves to public addresses only", async () => {
    const check = await checkWebhookUrl("https://hooks.example.com/abc", {
      resolve: resolvesTo("93.184.216.34"),
    });
    expect(check.ok).toBe(true);
  });

  it("refuses http and credentials", async () => {
    expect(await checkWebhookUrl("http://hooks.example.com/x")).toEqual({
      ok: false,
      reason: "must use https://",
    });
    expect((await checkWebhookUrl("https://u:p@hooks.example.com/x")).ok).toBe(false);
  });

  it("refuses literal private and IPv4-mapped addresses without resolving", async () => {
    const resolve = async () => {
      throw new Error("must not resolve a literal");
    };
    for (const url of [
      "https://10.0.0.1/h",
      "https://[::ffff:10.0.0.1]/h",
      "https://[::1]/h",
      "https://0x7f.1/h",
    ]) {
      const check = await checkWebhookUrl(url, { resolve });
      expect(check.ok, url).toBe(false);
    }
  });

  it("refuses a host when any of its addresses is not public", async () => {
    const check = await checkWebhookUrl("https://rebind.example.com/secret-path", {
      resolve: resolvesTo("93.184.216.34", "127.0.0.1"),
    });
    expect(check).toEqual({
      ok: false,
      reason: "host rebind.example.com resolves to a loopback address (127.0.0.1), which is not allowed",
    });
  });

  it("refuses localhost through the system resolver", async () => {
    const check = await checkWebhookUrl("https://localhost/hook");
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toMatch(/loopback/);
  });

  it("refuses a host that does not resolve", async () => {
    const check = await checkWebhookUrl("https://nowhere.invalid/x", {
      resolve: async () => {
        throw new Error("ENOTFOUND");
      },
    });
    expect(check).toEqual({ ok: false, reason: "host nowhere.invalid could not be resolved" });
  });
});

describe("redactWebhookUrl", () => {
  it("keeps the host and hides the path and query", () => {
    expect(redactWebhookUrl("https://hooks.example.com/T000/B000/secret?x=1")).toBe(
      "https://hooks.example.com/…",
    );
  });
});

import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security-headers";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("contentSecurityPolicy", () => {
  it("allows Stripe.js and its frames from js.stripe.com only, by default", () => {
    const policy = contentSecurityPolicy({ production: true, authEmulatorHost: undefined });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'unsafe-inline'", "https://js.stripe.com"]);
    expect(directive(policy, "frame-src")).toEqual(["https://js.stripe.com", "https://hooks.stripe.com"]);
  });

  it("allows the origin of another Stripe.js (the local payments sandbox) for its script and its checkout frame", () => {
    const policy = contentSecurityPolicy({
      production: false,
      authEmulatorHost: "127.0.0.1:9099",
      stripeJsUrl: "http://127.0.0.1:4300/js/v3",
    });
    expect(directive(policy, "script-src")).toContain("http://127.0.0.1:4300");
    expect(directive(policy, "frame-src")).toEqual([
      "https://js.stripe.com",
      "https://hooks.stripe.com",
      "http://127.0.0.1:4300",
    ]);
    expect(directive(policy, "connect-src")).not.toContain("http://127.0.0.1:4300");
  });
});

import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

const header = (headers: { key: string; value: string }[], key: string) =>
  headers.find((entry) => entry.key === key)?.value;

function directive(policy: string, name: string): string[] {
  const found = policy.split("; ").find((entry) => entry.startsWith(`${name} `));
  return found?.split(" ").slice(1) ?? [];
}

describe("contentSecurityPolicy", () => {
  it("lets the browser reach only this site and the API", () => {
    const policy = contentSecurityPolicy({ apiOrigin: "https://api.chartbot.test", production: true });
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'", "https://api.chartbot.test"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
  });

  it("allows eval only in development", () => {
    expect(contentSecurityPolicy({ apiOrigin: "http://x.test", production: true })).not.toContain(
      "unsafe-eval",
    );
    expect(contentSecurityPolicy({ apiOrigin: "http://x.test", production: false })).toContain(
      "'unsafe-eval'",
    );
  });
});

describe("securityHeaders", () => {
  it("sends nosniff, a referrer policy and no framing", () => {
    const headers = securityHeaders({ apiOrigin: "http://x.test", production: false });
    expect(header(headers, "X-Content-Type-Options")).toBe("nosniff");
    expect(header(headers, "Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(header(headers, "X-Frame-Options")).toBe("DENY");
  });

  it("sends HSTS in production only", () => {
    expect(
      header(securityHeaders({ apiOrigin: "http://x.test", production: true }), "Strict-Transport-Security"),
    ).toMatch(/max-age=\d+/);
    expect(
      header(securityHeaders({ apiOrigin: "http://x.test", production: false }), "Strict-Transport-Security"),
    ).toBe(undefined);
  });
});

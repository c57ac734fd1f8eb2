import { describe, expect, it } from "vitest";
import { deviceSummary } from "../../src/sessions/device-summary.js";

describe("deviceSummary", () => {
  it.each([
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 Chrome/130.0.0.0 Safari/537.36",
      "Chrome on macOS",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36 Edg/130.0",
      "Edge on Windows",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
      "Safari on iOS",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0", "Firefox on Linux"],
    ["curl/8.5.0", "Unknown device"],
    [undefined, "Unknown device"],
  ])("%s -> %s", (agent, summary) => {
    expect(deviceSummary(agent)).toBe(summary);
  });

  it("reads only the start of an overlong header", () => {
    expect(deviceSummary(`${"x".repeat(10_000)} Firefox/130.0`)).toBe("Unknown device");
  });
});

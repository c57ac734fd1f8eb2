import { describe, expect, it } from "vitest";
import { apiSessionSettled, startApiSessionFor } from "./api-session";

describe("apiSessionSettled", () => {
  it("waits for a session start that is still in flight, and not past the time limit", async () => {
    let giveToken: (token: string) => void = () => {};
    const token = new Promise<string>((resolve) => {
      giveToken = resolve;
    });
    void startApiSessionFor({ getIdToken: () => token }).catch(() => undefined);
    let settled = false;
    const waiting = apiSessionSettled(10_000).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    giveToken("token");
    await waiting;
    expect(settled).toBe(true);

    void startApiSessionFor({ getIdToken: () => new Promise<string>(() => {}) });
    const started = Date.now();
    await apiSessionSettled(100);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

import { describe, expect, it } from "vitest";
import { allSuitePorts, DEV_PORTS, portOffset, SHARED_AUTH_EMULATOR_PORT, suitePorts } from "./ports";

describe("suite ports", () => {
  it("gives every suite ports no other suite, `pnpm dev` or the shared emulator uses", () => {
    const owners = new Map<number, string>();
    const take = (port: number, owner: string) => {
      expect(owners.get(port), `port ${port} of ${owner}`).toBeUndefined();
      owners.set(port, owner);
    };
    for (const [name, port] of Object.entries(DEV_PORTS)) take(port, `pnpm dev's ${name}`);
    for (const [suite, ports] of Object.entries(allSuitePorts())) {
      for (const [name, port] of Object.entries(ports)) take(port, `${suite}'s ${name}`);
    }
    expect(owners.get(SHARED_AUTH_EMULATOR_PORT)).toBe("pnpm dev's authEmulator");
  });

  it("moves every suite's ports by E2E_PORT_OFFSET", () => {
    expect(suitePorts("dashboardE2e", {}).api).toBe(4311);
    expect(suitePorts("dashboardE2e", { E2E_PORT_OFFSET: "1000" }).api).toBe(5311);
    expect(suitePorts("journeys", { E2E_PORT_OFFSET: "7" }).authEmulator).toBe(9408);
  });

  it("refuses an offset that is not a small whole number", () => {
    expect(portOffset({})).toBe(0);
    for (const raw of ["-1", "1.5", "abc", "99999"]) {
      expect(() => portOffset({ E2E_PORT_OFFSET: raw })).toThrow(/E2E_PORT_OFFSET/);
    }
  });
});

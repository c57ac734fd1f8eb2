import { describe, expect, it } from "vitest";
import { availableServices } from "./use-services";

const ALL_ON = { discordSignIn: true, discordBot: true, payments: true };

describe("availableServices", () => {
  it("counts every service on while the answer is unknown (the click still meets the API's 503)", () => {
    expect(availableServices(undefined, true)).toEqual(ALL_ON);
  });

  it("follows the API's answer for each service", () => {
    expect(availableServices({ discordSignIn: false, discordBot: true, payments: false }, true)).toEqual({
      discordSignIn: false,
      discordBot: true,
      payments: false,
    });
  });

  it("turns Discord off without a client id in this build, whatever the API says", () => {
    expect(availableServices(ALL_ON, false)).toEqual({
      discordSignIn: false,
      discordBot: false,
      payments: true,
    });
    expect(availableServices(undefined, false)).toMatchObject({ discordSignIn: false, discordBot: false });
  });
});

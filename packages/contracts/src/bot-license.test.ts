import { describe, expect, it } from "vitest";
import { avatarUrlProblem, botTokenUserId, SaveLicensedBotBodySchema } from "./bot-license.ts";

const APPLICATION_ID = "1234567890123456789";
const tokenOf = (id: string) => `${Buffer.from(id).toString("base64url")}.GaBcDe.Zx9-Qw_8erTy7uIo6pAs5dFg4hJ`;

describe("licensed bot rules", () => {
  it("reads the bot's id from a token's first part, whatever its padding", () => {
    for (const id of ["12345678901234567", "123456789012345678", APPLICATION_ID, "12345678901234567890"]) {
      expect(botTokenUserId(tokenOf(id))).toBe(id);
    }
    expect(botTokenUserId(tokenOf("not-a-number-at-all"))).toBeUndefined();
    expect(botTokenUserId("abc.def.ghi")).toBeUndefined();
  });

  it("takes https links to image files only", () => {
    expect(avatarUrlProblem("https://cdn.example.com/a/b.PNG?size=256")).toBeUndefined();
    expect(avatarUrlProblem("https://cdn.example.com/a.jpeg")).toBeUndefined();
    expect(avatarUrlProblem("http://cdn.example.com/a.png")).toMatch(/https/);
    expect(avatarUrlProblem("https://cdn.example.com/a.png.exe")).toMatch(/image/);
    expect(avatarUrlProblem("https://cdn.example.com/")).toMatch(/image/);
    expect(avatarUrlProblem("javascript:alert(1)//a.png")).toMatch(/https/);
  });

  it("refuses a token of another application than the one named", () => {
    const body = { name: "Alpha", avatarUrl: null, applicationId: APPLICATION_ID };
    expect(SaveLicensedBotBodySchema.safeParse({ ...body, token: tokenOf(APPLICATION_ID) }).success).toBe(
      true,
    );
    expect(SaveLicensedBotBodySchema.safeParse(body).success).toBe(true);
    const other = SaveLicensedBotBodySchema.safeParse({ ...body, token: tokenOf("987654321098765432") });
    expect(other.error?.issues.map((issue) => issue.path)).toEqual([["token"]]);
  });
});

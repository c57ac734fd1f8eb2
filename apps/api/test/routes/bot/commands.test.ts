import { COMMANDS, findCommand } from "@chartbot/command-catalogue";
import { BotCommandsSchema } from "@chartbot/contracts/bot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botBearer, issueBotToken } from "../../support/bot.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await issueBotToken(t.database.db);
});
afterAll(() => t?.close());

describe("GET /api/bot/v1/commands", () => {
  it("gives the bot the catalogue the website documents: words, aliases, slash forms, options and the schedulable ones", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/bot/v1/commands",
      headers: botBearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { commands, schedulable } = BotCommandsSchema.parse(response.json());
    expect(commands.map((command) => command.name)).toEqual(Object.keys(COMMANDS));
    const chart = commands.find((command) => command.name === "c");
    expect(chart).toMatchObject({ aliases: ["chart"], slash: "/c", documentation: "/features/charting" });
    expect(chart?.forms[0]?.arguments[0]).toEqual({
      name: "ticker",
      kind: "ticker",
      required: true,
      description: expect.any(String),
    });
    expect(commands.find((command) => command.name === "alert")?.forms.map((form) => form.sub)).toEqual([
      "set",
      "list",
      "pause",
      "resume",
      "delete",
    ]);
    expect(schedulable).toContain("c");
    expect(schedulable).not.toContain("paper");
    for (const name of schedulable) expect(findCommand(name)?.name).toBe(name);
  });

  it("answers only a bot token", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/bot/v1/commands" });
    expect(response.statusCode).toBe(401);
  });
});

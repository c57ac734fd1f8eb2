import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fingerprintDatabase } from "./support/database-state.js";
import { formatTally, recordFigures, tally } from "./support/figures.js";
import { answerShapeProblem, type JsonAnswer } from "./support/send-json.js";
import { type SignedInApi, startSignedInApi } from "./support/signed-in-api.js";

/**
 * Every control character a client can put in JSON text (escaped, as `JSON.stringify` writes them) except tab,
 * line feed and carriage return: C0, DEL and C1.
 */
const CONTROL_CHARACTERS = [
  ...Array.from({ length: 0x20 }, (_, code) => code).filter((code) => ![0x09, 0x0a, 0x0d].includes(code)),
  ...Array.from({ length: 0x21 }, (_, index) => 0x7f + index),
].map((code) => String.fromCharCode(code));

let api: SignedInApi;

beforeAll(async () => {
  api = await startSignedInApi("control characters", { displayName: "Grace" });
});
afterAll(async () => {
  await api?.stop();
});

const send: SignedInApi["send"] = (...request) => api.send(...request);
const dashboard = () => api.dashboard();
const bot = () => api.bot();

describe("Control characters", () => {
  it("refuses each one with 400 naming the field, in a body, a query string, a key and a bot report, and stores nothing", async (context) => {
    const before = await fingerprintDatabase(api.checks.db);
    const statuses: number[] = [];
    const refuse = async (where: string, answer: Promise<JsonAnswer>, message: string): Promise<void> => {
      const response = await answer;
      statuses.push(response.status);
      expect(response.status, `${where}: ${response.text}`).toBe(400);
      expect(answerShapeProblem(response), where).toBeUndefined();
      expect(response.json().error?.message, where).toBe(message);
    };
    for (const character of CONTROL_CHARACTERS) {
      const code = `U+${character.charCodeAt(0).toString(16).padStart(4, "0")}`;
      await refuse(
        `display name with ${code}`,
        send("PATCH", "/api/account", dashboard(), { displayName: `Ada${character}Lovelace` }),
        "displayName: must not contain control characters",
      );
      await refuse(
        `ticker query with ${code}`,
        send("GET", `/api/alerts/resolve?ticker=${encodeURIComponent(`BT${character}C`)}`, dashboard()),
        "ticker: must not contain control characters",
      );
      await refuse(
        `server name reported by the bot with ${code}`,
        send("PUT", "/api/bot/v1/guilds/123456789012345678", bot(), {
          name: `Tra${character}ders`,
          icon: null,
        }),
        "name: must not contain control characters",
      );
    }
    // A key holding a control character is refused too (here as a field the account does not have).
    const keyed = await send("PATCH", "/api/account", dashboard(), { "display\u0000Name": "Ada" });
    statuses.push(keyed.status);
    expect(keyed.status).toBe(400);

    expect(await fingerprintDatabase(api.checks.db)).toEqual(before);
    // Tab, line feed and carriage return are text: a name with a tab is stored as sent.
    const accepted = await send("PATCH", "/api/account", dashboard(), { displayName: "Ada\tLovelace" });
    expect(accepted.status, accepted.text).toBe(200);
    recordFigures(context, "Control characters", {
      characters: CONTROL_CHARACTERS.length,
      requests: statuses.length,
      statuses: formatTally(tally(statuses)),
      "5xx": statuses.filter((status) => status >= 500).length,
    });
  });
});

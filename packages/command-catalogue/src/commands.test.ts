import { FEATURE_SLUGS } from "@chartbot/marketing-paths";
import { describe, expect, it } from "vitest";
import {
  COMMAND_NAMES,
  COMMANDS,
  commandOfFeature,
  findCommand,
  isSchedulable,
  SCHEDULABLE_COMMANDS,
  schedulableCommandOf,
} from "./index.ts";

const ALL = COMMAND_NAMES.map((name) => COMMANDS[name]);
/** Discord's rule for command, sub-command and option names (lower case here). */
const DISCORD_NAME = /^[-_\p{Ll}\p{N}]{1,32}$/u;

describe("the command catalogue", () => {
  it("documents one command per feature page, in the documentation index's order", () => {
    expect(ALL.map((entry) => entry.feature)).toEqual([...FEATURE_SLUGS]);
    for (const feature of FEATURE_SLUGS) expect(commandOfFeature(feature).feature).toBe(feature);
  });

  it("keys every command by its own name, with the slash command of the same name", () => {
    for (const name of COMMAND_NAMES) {
      expect(COMMANDS[name].name).toBe(name);
      expect(COMMANDS[name].slash).toBe(`/${name}`);
    }
  });

  it("gives every word (name or alias) to one command only", () => {
    const words = ALL.flatMap((entry) => [entry.name, ...entry.aliases]);
    expect(new Set(words).size).toBe(words.length);
  });

  it("finds a command by its name or an alias, in any letter case, and nothing for other words", () => {
    expect(findCommand("c")?.name).toBe("c");
    expect(findCommand("Chart")?.name).toBe("c");
    expect(findCommand(" DEPTH ")?.name).toBe("ob");
    expect(findCommand("heatmap")?.name).toBe("hmap");
    expect(findCommand("flow")).toBeUndefined();
    expect(findCommand("")).toBeUndefined();
  });

  it("starts each usage line with the command's name", () => {
    for (const entry of ALL) {
      for (const line of entry.usage) expect(line.split(" ")[0], line).toBe(entry.name);
    }
  });

  it("meets Discord's limits for slash commands: names, description lengths, option order and count", () => {
    for (const entry of ALL) {
      expect(entry.name).toMatch(DISCORD_NAME);
      expect(entry.summary.length, entry.name).toBeLessThanOrEqual(100);
      expect(entry.forms.length).toBeGreaterThan(0);
      expect(entry.forms.length).toBeLessThanOrEqual(25);
      // Either the command on its own, or sub-commands only: Discord does not mix the two.
      const subs = entry.forms.map((form) => form.sub);
      expect(subs.every((sub) => sub === null) || subs.every((sub) => sub !== null), entry.name).toBe(true);
      expect(new Set(subs).size).toBe(subs.length);
      for (const form of entry.forms) {
        if (form.sub !== null) expect(form.sub).toMatch(DISCORD_NAME);
        expect(form.summary.length, `${entry.name} ${form.sub}`).toBeLessThanOrEqual(100);
        expect(form.arguments.length).toBeLessThanOrEqual(25);
        const firstOptional = form.arguments.findIndex((argument) => !argument.required);
        if (firstOptional >= 0) {
          expect(
            form.arguments.slice(firstOptional).every((argument) => !argument.required),
            `${entry.name} ${form.sub}: required options come first`,
          ).toBe(true);
        }
        for (const argument of form.arguments) {
          expect(argument.name).toMatch(DISCORD_NAME);
          expect(argument.description.length, argument.name).toBeLessThanOrEqual(100);
        }
      }
    }
  });

  it("lets scheduled posts run the market-data commands, not trading, alerts, schedules or relays", () => {
    expect(SCHEDULABLE_COMMANDS).toEqual([
      "c",
      "layout",
      "p",
      "info",
      "hmap",
      "lookup",
      "ob",
      "convert",
      "vol",
    ]);
    expect(isSchedulable("c")).toBe(true);
    for (const name of ["paper", "alert", "schedule", "relay", "chart", "flow"])
      expect(isSchedulable(name)).toBe(false);
    // A word is read as the command it names, when a schedule can run that command.
    expect(schedulableCommandOf("chart")).toBe("c");
    expect(schedulableCommandOf("Heatmap")).toBe("hmap");
    expect(schedulableCommandOf("paper")).toBeUndefined();
    expect(schedulableCommandOf("flow")).toBeUndefined();
  });
});

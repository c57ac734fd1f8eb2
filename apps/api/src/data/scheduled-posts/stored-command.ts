import { type SchedulableCommand, schedulableCommandOf } from "@chartbot/command-catalogue";

/**
 * The name a scheduled post stores for a command word: the catalogue's name, so an alias (`chart`) is stored
 * as the command it names (`c`) and the bot and the dashboard read one word per command. The request schema
 * has already refused a word that names no schedulable command.
 */
export function storedCommand(word: string): SchedulableCommand {
  const name = schedulableCommandOf(word);
  if (!name) throw new Error(`"${word}" names no command a scheduled post can run`);
  return name;
}

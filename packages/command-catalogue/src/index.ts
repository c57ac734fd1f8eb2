export {
  type ArgumentKind,
  type BotCommand,
  COMMAND_NAMES,
  COMMANDS,
  type CommandArgument,
  type CommandForm,
  type CommandName,
  commandOfFeature,
  findCommand,
  isSchedulable,
  SCHEDULABLE_COMMANDS,
  type SchedulableCommand,
} from "./commands.js";

import type { ChannelDiagnosis } from "@chartbot/contracts/diagnosis";

/**
 * The bot's answer to a member's "why?" in a channel: each cause of the diagnosis on its own line, numbered, with
 * its fix's link (an action such as resuming a post is for the server's admins, in the dashboard).
 */
export function explainDiagnosis(diagnosis: ChannelDiagnosis): string {
  if (diagnosis.causes.length === 0)
    return "Everything looks right here: Chartbot should answer in this channel.";
  const lines = diagnosis.causes.map((cause, index) => {
    const fix = cause.fix?.kind === "link" ? ` ${cause.fix.label}: <${cause.fix.href}>` : "";
    return `${index + 1}. ${cause.message}${fix}`;
  });
  return [`Why Chartbot may not answer here (${diagnosis.causes.length}):`, ...lines].join("\n");
}

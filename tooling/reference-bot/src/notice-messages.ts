import type { ApiClient } from "@chartbot/api-client";
import { noticeEndpoints } from "@chartbot/contracts/endpoints/notices";
import { DISCORD_MESSAGE_MAX } from "@chartbot/contracts/message-templates";
import type { BotNoticeMessage } from "@chartbot/contracts/notices";
import { type DiscordAccess, discordPost } from "./discord-reads";

/** Most reads of the feed one drain makes: a report the API did not take leaves its notice in the feed. */
const MAX_PAGES = 20;
/** The longest failure reason the API takes. */
const REASON_MAX = 300;

/** A notice as a direct message: its title in bold, what happened, and the link that fixes it. */
export function noticeMessageText(
  notice: Pick<BotNoticeMessage, "title" | "message" | "fixLabel" | "fixUrl">,
) {
  return `**${notice.title}**\n${notice.message}\n${notice.fixLabel}: <${notice.fixUrl}>`.slice(
    0,
    DISCORD_MESSAGE_MAX,
  );
}

/**
 * Sends the notice to its Discord user: opens the bot's direct message channel with them
 * (`POST /users/@me/channels`) and posts the text there. Answers why it could not, or undefined when sent.
 */
export async function sendNoticeMessage(
  discord: DiscordAccess,
  notice: BotNoticeMessage,
): Promise<string | undefined> {
  const opened = await discordPost(discord, "/users/@me/channels", { recipient_id: notice.discordUserId });
  if (!opened.ok) return opened.reason;
  const channelId = (opened.answer as { id?: unknown }).id;
  if (typeof channelId !== "string") return "Discord opened no direct message channel";
  const posted = await discordPost(discord, `/channels/${channelId}/messages`, {
    content: noticeMessageText(notice),
  });
  return posted.ok ? undefined : posted.reason;
}

/**
 * Drains the API's direct message feed (`GET /notice-messages`): sends each notice to its user through
 * `discord` (without one it stands in, as the other posts do: logs it and reports it sent) and reports it sent,
 * or failed with Discord's reason (`PUT /notice-messages/:id`), which takes it out of the feed.
 */
export async function deliverNoticeMessages(
  api: ApiClient,
  discord: DiscordAccess | undefined,
  log: (line: string) => void,
): Promise<{ sent: number; failed: number }> {
  const done = { sent: 0, failed: 0 };
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { items } = await api.call(noticeEndpoints.botMessages);
    if (items.length === 0) break;
    for (const notice of items) {
      const reason = discord ? await sendNoticeMessage(discord, notice) : undefined;
      await api.call(noticeEndpoints.reportBotMessage, {
        params: { id: notice.id },
        body:
          reason === undefined
            ? { status: "sent" }
            : { status: "failed", reason: reason.slice(0, REASON_MAX) },
      });
      done[reason === undefined ? "sent" : "failed"] += 1;
      log(
        `notice ${notice.kind} to ${notice.discordUserId}: ${reason ?? (discord ? "sent" : `(no Discord) ${notice.title}`)}`,
      );
    }
  }
  return done;
}

import { templateLevel } from "@chartbot/contracts/alerts";
import type { BotAlert, BotCommunity } from "@chartbot/contracts/bot";
import type { BotRelayMessage } from "@chartbot/contracts/bot-relays";
import { DISCORD_MESSAGE_MAX, expandTemplate, templateTime } from "@chartbot/contracts/message-templates";

// The texts the bot posts, from the templates the bot API hands it (docs/decisions/message-templates.md): the
// API gives the template and the values it knows, the bot adds what is known when it posts.

/** `{time}`'s zone for alerts and relays: communities have no time zone yet. */
const ZONE = "UTC";

/**
 * A relay message's text: the relay's template around the content, the mentions at `{role}` (before the text
 * when the template has no `{role}`); without a template, the mentions and the content as sent.
 */
export function relayMessageText(message: BotRelayMessage): string {
  const mentions = [
    ...(message.roleId ? [`<@&${message.roleId}>`] : []),
    ...(message.role ? [`@${message.role}`] : []),
  ].join(" ");
  if (!message.template)
    return [mentions, message.content].filter(Boolean).join(" ").slice(0, DISCORD_MESSAGE_MAX);
  const withMentions = message.template.includes("{role}") || !mentions;
  const template = withMentions ? message.template : `{role} ${message.template}`;
  return expandTemplate(template, {
    content: message.content,
    ticker: message.ticker?.input,
    name: message.ticker?.label,
    time: templateTime(new Date(message.receivedAt), ZONE),
    role: mentions,
  });
}

/** An alert's text when it fires at `price`: its template filled (no `{change}`: the stand-in keeps no history). */
export function alertMessageText(
  alert: Pick<BotAlert, "message" | "templateValues" | "delivery">,
  price: number,
  at: Date,
): string {
  const role =
    alert.delivery.kind === "channel" && alert.delivery.roleId ? `<@&${alert.delivery.roleId}>` : "";
  const template = alert.message ?? "{ticker} {condition}: {price}";
  return expandTemplate(template, {
    ...alert.templateValues,
    price: templateLevel(price),
    time: templateTime(at, ZONE),
    role,
  });
}

/** A scheduled post's message when it runs at `at`: its template with `{time}` in the post's zone. */
export function postMessageText(
  post: Pick<BotCommunity["scheduledPosts"][number], "message" | "arguments" | "timeZone" | "roleId">,
  at: Date,
): string | undefined {
  if (!post.message) return undefined;
  return expandTemplate(post.message, {
    ticker: post.arguments.trim().split(/\s+/)[0] ?? "",
    time: templateTime(at, post.timeZone),
    role: post.roleId ? `<@&${post.roleId}>` : "",
  });
}

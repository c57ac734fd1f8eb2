import type { BotCommunity } from "@chartbot/contracts/bot";
import type { Layout } from "@chartbot/contracts/layouts";
import type { Layout as LayoutRow } from "./list-layouts.js";

/** The one owner of how a saved layout shows: to the dashboard and to the bot. */

/** A layout as the bot renders it. */
export function presentBotLayout(
  layout: Pick<LayoutRow, "id" | "label" | "url" | "theme" | "wide">,
): BotCommunity["layouts"][number] {
  return { id: layout.id, label: layout.label, url: layout.url, theme: layout.theme, wide: layout.wide };
}

/** A layout as the dashboard shows it: the bot's fields and when it was saved. */
export function presentLayout(layout: LayoutRow): Layout {
  return { ...presentBotLayout(layout), createdAt: layout.createdAt.toISOString() };
}

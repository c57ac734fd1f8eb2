import type { BotPermissionWarning, DiscordChannel, DiscordRole } from "@chartbot/contracts/discord";
import type { SelectOption } from "@chartbot/ui/select";

/** Channels a post or an alert can go to: text and announcement channels. */
const POSTABLE_TYPES: ReadonlySet<DiscordChannel["type"]> = new Set(["text", "announcement"]);

/** The group of channels outside any category. */
export const NO_CATEGORY = "No category";

/** How a channel reads in the picker: `#name`, what kind, and whether the bot can post there. */
export function channelLabel(channel: DiscordChannel): string {
  const kind = channel.type === "announcement" ? " (announcement)" : "";
  const blocked = channel.botCanPost ? "" : " — Chartbot cannot post here";
  return `#${channel.name}${kind}${blocked}`;
}

/**
 * The channel picker's options as Discord lists them: channels outside a category first, then each category
 * in the order of its first channel; by position within. Channels the bot cannot post in are shown, disabled.
 * A `current` id that is not among them (deleted, or not readable) stays choosable as an unknown channel.
 */
export function channelOptions(channels: readonly DiscordChannel[], current?: string): SelectOption[] {
  const postable = channels
    .filter((channel) => POSTABLE_TYPES.has(channel.type))
    .sort((a, b) => a.position - b.position);
  const order = new Map<string | null, number>();
  for (const channel of postable) if (!order.has(channel.category)) order.set(channel.category, order.size);
  const rank = (category: string | null) => (category === null ? -1 : (order.get(category) ?? 0));
  const options: SelectOption[] = [...postable]
    .sort((a, b) => rank(a.category) - rank(b.category) || a.position - b.position)
    .map((channel) => ({
      value: channel.id,
      label: channelLabel(channel),
      group: channel.category ?? NO_CATEGORY,
      disabled: !channel.botCanPost && channel.id !== current,
    }));
  if (current && !postable.some((channel) => channel.id === current)) {
    options.unshift({ value: current, label: `Unknown channel (${current})` });
  }
  return options;
}

/** From this many channels on, the channel picker offers a search field above its list. */
export const CHANNEL_SEARCH_FROM = 12;

/**
 * The channel options whose name or category contains `text` (any case; a leading `#` is ignored), the chosen
 * one always kept so the picker still shows it. All of them when `text` is empty.
 */
export function filterChannelOptions(
  options: readonly SelectOption[],
  text: string,
  chosen?: string,
): SelectOption[] {
  const wanted = text.trim().replace(/^#/, "").toLowerCase();
  if (wanted === "") return [...options];
  return options.filter(
    (option) =>
      option.value === chosen ||
      option.label.toLowerCase().includes(wanted) ||
      (option.group?.toLowerCase().includes(wanted) ?? false),
  );
}

/** The warnings of the chosen channel (e.g. Manage Webhooks missing for scheduled posts). */
export function channelWarnings(channels: readonly DiscordChannel[], id: string): BotPermissionWarning[] {
  return channels.find((channel) => channel.id === id)?.warnings ?? [];
}

/** The value of "mention nobody" in the role picker (a Select cannot hold an empty value). */
export const NO_ROLE = "none";

/**
 * The role picker's options: nobody, then the server's roles from the highest, with their colours. The
 * @everyone role is never among them (it is an explicit choice of its own), nor roles managed by an
 * integration (a bot's own role). A `current` id not among them stays choosable as an unknown role.
 */
export function roleOptions(roles: readonly DiscordRole[], current?: string): SelectOption[] {
  const choosable = roles
    .filter((role) => !role.everyone && !role.managed)
    .sort((a, b) => b.position - a.position)
    .map((role) => ({ value: role.id, label: `@${role.name}`, ...(role.color && { swatch: role.color }) }));
  const unknown =
    current && current !== NO_ROLE && !choosable.some((role) => role.value === current)
      ? [{ value: current, label: `Unknown role (${current})` }]
      : [];
  return [{ value: NO_ROLE, label: "Nobody" }, ...unknown, ...choosable];
}

/**
 * How a channel reads in a sentence: `#name` when the server lists it, "Deleted channel" when the server's
 * channels are known and it is not among them (`missing`), its id when they could not be read.
 */
export function channelName(
  channels: readonly DiscordChannel[] | undefined,
  id: string,
): { name: string; missing: boolean } {
  if (!channels) return { name: `Channel ${id}`, missing: false };
  const channel = channels.find((candidate) => candidate.id === id);
  return channel
    ? { name: `#${channel.name}`, missing: false }
    : { name: `Deleted channel (${id})`, missing: true };
}

/** How a role reads in a sentence: `@Traders`, `@everyone`, or a deleted role's id (`missing`); its id while unknown. */
export function roleName(
  roles: readonly DiscordRole[] | undefined,
  id: string,
): { name: string; missing: boolean } {
  if (!roles) return { name: `Role ${id}`, missing: false };
  const role = roles.find((candidate) => candidate.id === id);
  if (!role) return { name: `Deleted role (${id})`, missing: true };
  return { name: role.everyone ? "@everyone" : `@${role.name}`, missing: false };
}

import { alertCondition } from "@chartbot/contracts/alerts";
import type { ReferenceBotState } from "./reference-bot";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const button = (action: string, label: string, fields: Record<string, string> = {}) =>
  `<form method="post" action="${escapeHtml(action)}">${Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("")}<button type="submit">${escapeHtml(label)}</button></form>`;

/** The control port's page: what the bot knows, with a form per action (plain HTML, no script, no asset). */
export function controlPage(state: ReferenceBotState, apiUrl: string): string {
  const guilds = state.guilds
    .map(
      (guild) =>
        `<tr><td>${escapeHtml(guild.name)}</td><td>${guild.guildId}</td><td>${guild.present ? "present" : "left"}</td><td>${
          guild.present
            ? button(`/_bot/guilds/${guild.guildId}/leave`, `Leave ${guild.name}`)
            : button(`/_bot/guilds/${guild.guildId}/join`, `Join ${guild.name}`)
        }</td></tr>`,
    )
    .join("");
  const alerts = state.alerts
    .map(
      (alert) =>
        `<tr><td>${escapeHtml(alert.ticker || alert.symbolId)}</td><td>${escapeHtml(alertCondition(alert.placement).plainWords(alert))}</td><td>${
          alert.delivery.kind
        }</td><td><form method="post" action="/_bot/alerts/${alert.id}/fire"><label>Price <input name="price" type="number" step="any" min="0" value="${alert.level ?? ""}" required></label> <label><input type="checkbox" name="fail" value="1"> delivery fails</label> <button type="submit">Fire alert ${escapeHtml(alert.ticker || alert.symbolId)}</button></form></td></tr>`,
    )
    .join("");
  const posts = state.communities
    .flatMap((community) => community.scheduledPosts.map((post) => ({ community, post })))
    .map(({ community, post }) => {
      const run = state.posts[post.id];
      const paused = post.paused || run?.paused;
      return `<tr><td>${escapeHtml(community.name)}</td><td>${escapeHtml(`${post.command} ${post.arguments}`)}</td><td>every ${post.periodMinutes} min${
        post.startTime ? ` from ${post.startTime}` : ""
      } (${escapeHtml(post.timeZone)})</td><td>${
        paused
          ? `paused${run?.pauseReason ? `: ${escapeHtml(run.pauseReason)}` : ""}`
          : `failures ${run?.consecutiveFailures ?? 0}; next run ${run?.nextRunAt ?? post.nextRunAt ?? "none"}`
      }</td><td>${button(`/_bot/posts/${post.id}/deliver`, "Deliver now")}${button(`/_bot/posts/${post.id}/fail`, "Fail now", { reason: "Missing Access" })}</td></tr>`;
    })
    .join("");
  const satellites = state.communities
    .flatMap((community) => community.satellites.map((satellite) => ({ community, satellite })))
    .map(
      ({ community, satellite }) =>
        `<tr><td>${escapeHtml(community.name)}</td><td>${escapeHtml(satellite.ticker || satellite.symbolId)}</td><td>${
          !satellite.active
            ? "stopped (no slot)"
            : state.satelliteMembers[community.guildId]?.includes(satellite.id)
              ? "in the server"
              : "waiting for its invite"
        }</td><td>${state.heartbeats[satellite.id]?.price ?? "—"}</td><td>${state.heartbeats[satellite.id]?.at ?? "—"}</td></tr>`,
    )
    .join("");
  const table = (caption: string, head: string[], rows: string) =>
    `<table><caption>${caption}</caption><thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${
      rows || `<tr><td colspan="${head.length}">None yet.</td></tr>`
    }</tbody></table>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reference bot</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>:root{color-scheme:light dark;font-family:system-ui,sans-serif}body{margin:1.5rem;max-width:70rem}table{border-collapse:collapse;width:100%;margin:1rem 0}caption{text-align:left;font-weight:600;font-size:1.1rem}td,th{border-bottom:1px solid #8884;padding:.35rem;text-align:left;vertical-align:top}form{display:inline-block;margin:0 .25rem .25rem 0}</style>
</head><body><h1>Chartbot reference bot</h1>
<p>API ${escapeHtml(apiUrl)} · last sync ${state.lastSyncAt ?? "never"} ${button("/_bot/sync", "Sync now")}${button("/_bot/heartbeats", "Send heartbeats now")}${button("/_bot/discover", "Look for servers and satellites now")}</p>
<p>Notices sent as direct messages ${state.noticed.sent}, failed ${state.noticed.failed} ${button("/_bot/notices", "Send notices now")}</p>
${state.lastError ? `<p role="alert">Last error: ${escapeHtml(state.lastError)}</p>` : ""}
${table("Servers", ["Name", "Id", "Bot", ""], guilds)}
${table("Active alerts", ["Symbol", "Level", "Delivery", ""], alerts)}
${table("Scheduled posts", ["Community", "Command", "Period", "State", ""], posts)}
${table("Satellites", ["Community", "Symbol", "State", "Last price", "Last heartbeat"], satellites)}
<h2>Recent events</h2><ul>${state.events.map((event) => `<li>${escapeHtml(event)}</li>`).join("")}</ul>
</body></html>`;
}

import type { ServerResponse } from "node:http";
import type { SandboxApplication } from "./application";
import { cookies, escapeHtml, formOf, redirect, type SandboxRequest, sandboxPage, sendHtml } from "./http";
import { permissionLabels, toBits } from "./permissions";
import type { FakeDiscordUser, SandboxGuild } from "./world";

/** The cookie that remembers who is signed in to the sandbox's authorize page. */
export const USER_COOKIE = "sandbox_discord_user";

const SCOPE_TEXT: Record<string, string> = {
  identify: "Access your username, avatar and banner",
  email: "Access your email address",
  guilds: "Know what servers you're in",
  bot: "Add a bot to a server",
  "applications.commands": "Create commands in a server",
};

/** The parameters of an authorize request, from the query (GET) or the form (POST). */
interface AuthorizeParams {
  clientId: string;
  responseType: string;
  scopes: string[];
  redirectUri: string;
  state: string | null;
  guildId: string | null;
  permissions: string | null;
  disableGuildSelect: boolean;
}

function paramsOf(values: URLSearchParams): AuthorizeParams {
  return {
    clientId: values.get("client_id") ?? "",
    responseType: values.get("response_type") ?? "",
    scopes: (values.get("scope") ?? "").split(/[\s+]+/).filter(Boolean),
    redirectUri: values.get("redirect_uri") ?? "",
    state: values.get("state"),
    guildId: values.get("guild_id") || null,
    permissions: values.get("permissions"),
    disableGuildSelect: values.get("disable_guild_select") === "true",
  };
}

/** The request's own parameters, to carry them through the page's forms. */
const CARRIED = [
  "client_id",
  "response_type",
  "scope",
  "redirect_uri",
  "state",
  "permissions",
  "disable_guild_select",
  "prompt",
] as const;

function redirectAllowed(app: SandboxApplication, redirectUri: string): boolean {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  const { redirectUris, redirectPath } = app.client;
  if (redirectUris) return redirectUris.includes(redirectUri);
  if (redirectPath !== undefined) return url.pathname.endsWith(redirectPath);
  return true;
}

/** Why the request cannot be authorized at all (Discord shows an error page), or undefined. */
function refusal(app: SandboxApplication, params: AuthorizeParams): string | undefined {
  if (app.world.satelliteApplication(params.clientId)) {
    // A satellite's invite: only a bot joins, so no code comes back and no redirect is needed.
    if (params.scopes.join(" ") !== "bot") return `A satellite is added with the "bot" scope alone.`;
    return undefined;
  }
  if (!params.clientId || (app.client.id !== undefined && params.clientId !== app.client.id)) {
    return `Unknown application: client_id "${params.clientId}".`;
  }
  if (!params.redirectUri) return "The request has no redirect_uri.";
  if (!redirectAllowed(app, params.redirectUri)) {
    return `Invalid OAuth2 redirect_uri: ${params.redirectUri} is not registered for this application.`;
  }
  if (params.responseType !== "code")
    return `Unsupported response_type "${params.responseType}": use "code".`;
  if (params.scopes.length === 0) return "The request asks for no scope.";
  const unknown = params.scopes.filter((scope) => !(scope in SCOPE_TEXT));
  if (unknown.length > 0) return `Invalid scope: ${unknown.join(", ")}.`;
  return undefined;
}

function withQuery(base: string, values: Record<string, string | null | undefined>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(values)) if (value != null) url.searchParams.set(name, value);
  return url.toString();
}

const STYLE = `
:root { color-scheme: light dark; --bg: #f2f3f5; --card: #ffffff; --text: #060607; --muted: #4e5058;
  --border: #d4d7dc; --accent: #4752c4; --accent-text: #ffffff; --focus: #00a8fc; --warn: #8a4b00; --warn-bg: #fff4e0; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #1e1f22; --card: #2b2d31; --text: #f2f3f5; --muted: #b5bac1; --border: #3f4147;
    --accent: #5865f2; --warn: #ffd591; --warn-bg: #3d2c0c; }
}
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--text);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; padding: 16px; }
main { width: 100%; max-width: 440px; background: var(--card); border: 1px solid var(--border); border-radius: 8px;
  padding: 24px; }
.badge { display: inline-block; font-size: 12px; font-weight: 600; letter-spacing: .04em; text-transform: uppercase;
  color: var(--muted); border: 1px solid var(--border); border-radius: 4px; padding: 0 6px; }
h1 { font-size: 20px; margin: 8px 0 4px; }
h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 20px 0 8px; }
p, li { color: var(--muted); }
ul { margin: 0; padding-left: 20px; }
label { display: block; font-weight: 600; margin-bottom: 4px; color: var(--text); }
select { width: 100%; font: inherit; padding: 8px; border-radius: 4px; border: 1px solid var(--border);
  background: var(--bg); color: var(--text); }
.row { display: flex; gap: 8px; align-items: end; }
.row > div { flex: 1; }
button { font: inherit; font-weight: 600; border-radius: 4px; padding: 9px 16px; cursor: pointer;
  border: 1px solid var(--border); background: transparent; color: var(--text); }
button.primary { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
button:disabled { opacity: .5; cursor: not-allowed; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.actions { display: flex; justify-content: flex-end; gap: 8px; margin-top: 24px; }
.chosen { color: var(--text); font-weight: 600; }
.warning { background: var(--warn-bg); color: var(--warn); border-radius: 4px; padding: 8px 12px; }
code { font-size: 13px; }
`;

function page(title: string, body: string): string {
  return sandboxPage({ title, badge: "Sandbox Discord", style: STYLE, body });
}

function errorPage(message: string): string {
  return page(
    "Sandbox Discord: cannot authorize",
    `<h1>This authorization cannot go on</h1>
<p role="alert">${escapeHtml(message)}</p>
<p>This is the local Discord of Chartbot's development setup, not discord.com.</p>`,
  );
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

function displayName(user: FakeDiscordUser): string {
  return user.global_name ? `${user.global_name} (@${user.username})` : `@${user.username}`;
}

function options<T>(items: T[], value: (item: T) => string, label: (item: T) => string, selected?: string) {
  return items
    .map(
      (item) =>
        `<option value="${escapeHtml(value(item))}"${value(item) === selected ? " selected" : ""}>${escapeHtml(label(item))}</option>`,
    )
    .join("");
}

function consentPage(
  app: SandboxApplication,
  query: URLSearchParams,
  params: AuthorizeParams,
  user: FakeDiscordUser,
  path: string,
): string {
  const { world } = app;
  const carried = CARRIED.map((name) => {
    const value = query.get(name);
    return value === null ? "" : hidden(name, value);
  }).join("");
  const users = [...world.users.values()];
  const switchForm = `<form method="get" action="${escapeHtml(path)}">
${carried}${params.guildId ? hidden("guild_id", params.guildId) : ""}
<div class="row"><div><label for="user_id">Signed in as</label>
<select id="user_id" name="user_id">${options(users, (u) => u.id, displayName, user.id)}</select></div>
<button type="submit">Switch user</button></div>
</form>`;

  let guildPart = "";
  let blocked: string | undefined;
  if (params.scopes.includes("bot")) {
    const manageable = world.manageableGuilds(user.id);
    const asked = params.guildId ? world.guilds.get(params.guildId) : undefined;
    if (params.guildId && !asked) blocked = `There is no server ${params.guildId}.`;
    else if (asked && !manageable.includes(asked)) {
      blocked = `${displayName(user)} does not have Manage Server in ${asked.name}, so cannot add a bot there.`;
    } else if (!asked && manageable.length === 0) {
      blocked = `${displayName(user)} manages no server: a bot can only be added by someone with Manage Server.`;
    }
    const bits = toBits(params.permissions ?? "0");
    const names = permissionLabels(bits);
    const fixed = asked && params.disableGuildSelect;
    const choices: SandboxGuild[] =
      asked && !manageable.includes(asked) ? [asked, ...manageable] : manageable;
    guildPart = `<h2>Add to server</h2>
${
  fixed
    ? `<p class="chosen">${escapeHtml(asked.name)}</p>${hidden("guild_id", asked.id)}`
    : `<label for="guild_id">Server</label><select id="guild_id" name="guild_id">${options(
        choices,
        (g) => g.id,
        (g) => g.name,
        asked?.id,
      )}</select>`
}
<h2>Permissions asked (${escapeHtml(bits.toString())})</h2>
${names.length > 0 ? `<ul>${names.map((n) => `<li>${escapeHtml(n)}</li>`).join("")}</ul>` : "<p>None</p>"}`;
  }

  const satellite = world.satelliteApplication(params.clientId);
  const appName = satellite?.username ?? world.bot.username;
  return page(
    `Sandbox Discord: authorize ${appName}`,
    `<h1>${escapeHtml(appName)} wants to access your account</h1>
<p>This is the local Discord of Chartbot's development setup: nothing leaves this machine.</p>
${switchForm}
<form method="post" action="${escapeHtml(path)}">
${carried}${hidden("user_id", user.id)}
<h2>This will allow ${escapeHtml(appName)} to</h2>
<ul>${params.scopes.map((scope) => `<li>${escapeHtml(SCOPE_TEXT[scope] ?? scope)}</li>`).join("")}</ul>
${guildPart}
${blocked ? `<p class="warning" role="alert">${escapeHtml(blocked)}</p>` : ""}
${
  satellite
    ? `<p>${escapeHtml(appName)} is a Chartbot price satellite: it shows its price as its nickname.</p>`
    : `<p>You will be sent to <code>${escapeHtml(new URL(params.redirectUri).origin)}</code>.</p>`
}
<div class="actions">
<button type="submit" name="action" value="cancel">Cancel</button>
<button type="submit" name="action" value="authorize" class="primary"${blocked ? " disabled" : ""}>Authorize</button>
</div>
</form>`,
  );
}

function signedInUser(app: SandboxApplication, request: SandboxRequest, asked: string | null) {
  const { world } = app;
  const candidates = [asked, cookies(request).get(USER_COOKIE), world.defaultUserId];
  for (const id of candidates) {
    const user = id ? world.users.get(id) : undefined;
    if (user) return user;
  }
  return world.users.values().next().value;
}

const userCookie = (userId: string) =>
  `${USER_COOKIE}=${encodeURIComponent(userId)}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`;

/**
 * `GET /oauth2/authorize`: the consent page (who signs in, the scopes, for `bot` the server and the
 * permissions); `POST` the same path: Authorize (302 to the redirect with `code` and `state`, and for `bot`
 * `guild_id` and `permissions`, the bot joining the server) or Cancel (`error=access_denied`).
 */
export function handleAuthorize(app: SandboxApplication, request: SandboxRequest, response: ServerResponse) {
  const values = request.method === "POST" ? formOf(request) : request.url.searchParams;
  const params = paramsOf(values);
  const problem = refusal(app, params);
  if (problem) return sendHtml(response, 400, errorPage(problem));
  const user = signedInUser(app, request, values.get("user_id"));
  if (!user) return sendHtml(response, 400, errorPage("The sandbox has no user to sign in with."));
  const headers = { "set-cookie": userCookie(user.id) };

  if (request.method === "GET") {
    return sendHtml(response, 200, consentPage(app, values, params, user, request.url.pathname), headers);
  }
  if (request.method !== "POST") return sendHtml(response, 405, errorPage("Use GET or POST."));

  if (values.get("action") !== "authorize") {
    if (!params.redirectUri) {
      return sendHtml(
        response,
        200,
        page("Sandbox Discord: canceled", "<h1>Nothing was added</h1>"),
        headers,
      );
    }
    return redirect(
      response,
      withQuery(params.redirectUri, {
        error: "access_denied",
        error_description: "The resource owner or authorization server denied the request",
        state: params.state,
      }),
      headers,
    );
  }
  const { world } = app;
  const satellite = world.satelliteApplication(params.clientId);
  if (satellite) return authorizeSatellite(app, params, user, satellite, response, headers);
  let guildId: string | undefined;
  if (params.scopes.includes("bot")) {
    const guild = guildToAddTo(app, params, user);
    if (typeof guild === "string") return sendHtml(response, 400, errorPage(guild));
    world.addBot(guild.id, params.permissions ?? "0");
    guildId = guild.id;
  }
  const code = world.issueCodeFor(user.id, {
    scopes: params.scopes,
    redirectUri: params.redirectUri,
    guildId,
  });
  return redirect(
    response,
    withQuery(params.redirectUri, {
      code,
      state: params.state,
      ...(guildId ? { guild_id: guildId, permissions: toBits(params.permissions ?? "0").toString() } : {}),
    }),
    headers,
  );
}

/** The server the user asked to add a bot to, or why it cannot be added there. */
function guildToAddTo(app: SandboxApplication, params: AuthorizeParams, user: FakeDiscordUser) {
  const guild = params.guildId ? app.world.guilds.get(params.guildId) : undefined;
  if (!guild || !app.world.manageableGuilds(user.id).includes(guild)) {
    return `${displayName(user)} cannot add a bot to ${guild?.name ?? "that server"}.`;
  }
  return guild;
}

/**
 * Authorize on a satellite's invite: its bot joins the server (a member with a managed role allowed exactly the
 * asked permissions), and, as on Discord without a redirect, the page says so.
 */
function authorizeSatellite(
  app: SandboxApplication,
  params: AuthorizeParams,
  user: FakeDiscordUser,
  satellite: { id: string; username: string },
  response: ServerResponse,
  headers: Record<string, string>,
) {
  const guild = guildToAddTo(app, params, user);
  if (typeof guild === "string") return sendHtml(response, 400, errorPage(guild));
  app.world.addApplicationBot(guild.id, satellite, params.permissions ?? "0");
  return sendHtml(
    response,
    200,
    page(
      `Sandbox Discord: ${satellite.username} added`,
      `<h1>Authorized</h1>
<p role="status">${escapeHtml(satellite.username)} was added to ${escapeHtml(guild.name)}. You can close this tab and go back to Chartbot.</p>`,
    ),
    headers,
  );
}

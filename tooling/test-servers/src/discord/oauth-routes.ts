import type { ServerResponse } from "node:http";
import type { SandboxApplication } from "./application";
import { formOf, type SandboxRequest, sendJson } from "./http";
import { type PendingCode, type SandboxGrant, token } from "./world";

/** The client credentials of a token request: HTTP Basic, else `client_id`/`client_secret` in the form. */
function clientOf(request: SandboxRequest, form: URLSearchParams): { id?: string; secret?: string } {
  const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? "");
  if (basic?.[1]) {
    const [id, ...secret] = Buffer.from(basic[1], "base64").toString().split(":");
    return { id, secret: secret.join(":") };
  }
  return { id: form.get("client_id") ?? undefined, secret: form.get("client_secret") ?? undefined };
}

function tokenResponse(app: SandboxApplication, grant: SandboxGrant, accessToken: string) {
  const guild = grant.guildId ? app.world.guilds.get(grant.guildId) : undefined;
  return {
    access_token: accessToken,
    token_type: "Bearer",
    expires_in: app.world.tokenLifetimeSeconds,
    refresh_token: grant.refreshToken,
    scope: grant.scopes.join(" "),
    ...(guild
      ? { guild: { id: guild.id, name: guild.name, icon: guild.icon, owner_id: guild.ownerId } }
      : {}),
  };
}

const invalidGrant = (description: string) => ({ error: "invalid_grant", error_description: description });

/**
 * `POST /oauth2/token` (authorization_code: single-use codes, the redirect_uri must match; refresh_token:
 * rotates both tokens, a revoked grant is `invalid_grant`) and `POST /oauth2/token/revoke`.
 */
export function handleOAuth(
  app: SandboxApplication,
  request: SandboxRequest,
  response: ServerResponse,
): boolean {
  if (request.method !== "POST" || !["/oauth2/token", "/oauth2/token/revoke"].includes(request.route)) {
    return false;
  }
  const form = formOf(request);
  app.requests.push({ method: request.method, path: request.route, url: request.url.pathname, form });
  const client = clientOf(request, form);
  if (client.secret !== app.client.secret || (app.client.id !== undefined && client.id !== app.client.id)) {
    sendJson(response, 401, { error: "invalid_client" });
    return true;
  }
  const { world } = app;

  if (request.route === "/oauth2/token/revoke") {
    const value = form.get("token") ?? "";
    const grant = world.grantOfRefreshToken(value) ?? world.accessTokens.get(value)?.grant;
    if (grant) grant.revoked = true;
    sendJson(response, 200, {});
    return true;
  }

  const grantType = form.get("grant_type");
  if (grantType === "authorization_code") {
    const code = form.get("code") ?? "";
    const pending: PendingCode | undefined = world.codes.get(code) ?? app.codeCarryingUser(code);
    const redirectUri = form.get("redirect_uri") ?? "";
    if (!pending || world.usedCodes.has(code)) {
      sendJson(response, 400, invalidGrant(`Invalid "code" in request.`));
      return true;
    }
    const redirectOk =
      pending.redirectUri !== undefined
        ? pending.redirectUri === redirectUri
        : app.client.redirectPath === undefined || redirectUri.endsWith(app.client.redirectPath);
    if (!redirectOk) {
      sendJson(response, 400, invalidGrant(`Invalid "redirect_uri" in request.`));
      return true;
    }
    world.usedCodes.add(code);
    world.codes.delete(code);
    if (pending.user) world.users.set(pending.user.id, { ...pending.user });
    const { grant, accessToken } = world.createGrant(pending);
    sendJson(response, 200, tokenResponse(app, grant, accessToken));
    return true;
  }
  if (grantType === "refresh_token") {
    const grant = world.grantOfRefreshToken(form.get("refresh_token") ?? "");
    if (!grant) {
      sendJson(response, 400, invalidGrant("Invalid refresh token"));
      return true;
    }
    grant.refreshToken = token();
    sendJson(response, 200, tokenResponse(app, grant, world.newAccessToken(grant)));
    return true;
  }
  sendJson(response, 400, { error: "unsupported_grant_type" });
  return true;
}

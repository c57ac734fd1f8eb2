// For this package's tests: the real Discord client (@discordjs/rest) pointed at a started FakeDiscord.
import { REST, type RESTOptions } from "@discordjs/rest";
import { Routes } from "discord-api-types/v10";
import type { FakeDiscord } from "./server";

const base = (fake: FakeDiscord, options: Partial<RESTOptions> = {}): Partial<RESTOptions> => ({
  api: fake.apiBaseUrl,
  version: "10",
  retries: 0,
  timeout: 5_000,
  ...options,
});

/** A client without a token, for the OAuth2 token endpoints. */
export function oauthClient(fake: FakeDiscord, options: Partial<RESTOptions> = {}): REST {
  return new REST(base(fake, options));
}

/** A client sending the user's access token (`Authorization: Bearer`). */
export function userClient(fake: FakeDiscord, accessToken: string, options: Partial<RESTOptions> = {}): REST {
  return new REST(base(fake, { authPrefix: "Bearer", ...options })).setToken(accessToken);
}

/** A client sending a bot token (`Authorization: Bot`), the sandbox's unless told. */
export function botClient(
  fake: FakeDiscord,
  token = fake.botToken,
  options: Partial<RESTOptions> = {},
): REST {
  return new REST(base(fake, options)).setToken(token);
}

/** `POST /oauth2/token` as the API sends it: a form with the client's credentials. */
export function postToken(rest: REST, fake: FakeDiscord, form: Record<string, string>) {
  return rest.post(Routes.oauth2TokenExchange(), {
    auth: false,
    passThroughBody: true,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      client_id: fake.client.id ?? "",
      client_secret: fake.client.secret,
      ...form,
    }).toString(),
  });
}

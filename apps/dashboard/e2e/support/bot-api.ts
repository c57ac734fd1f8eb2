import { LOCAL_BOT_TOKEN } from "@chartbot/test-servers/local-bot-token";
import type { APIRequestContext } from "@playwright/test";
import { API_ORIGIN } from "./e2e-env";

/**
 * The bot's side of the API as the bot calls it: `/api/bot/v1` with the local sandbox's bot token (the demo seed
 * creates it), from a server (no `Origin`, no cookies). Each call fails the test unless the API accepts it.
 */
export function botApi(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${LOCAL_BOT_TOKEN}` };
  const send = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    path: string,
    data?: unknown,
  ): Promise<unknown> => {
    const response = await request.fetch(`${API_ORIGIN}/api/bot/v1${path}`, { method, headers, data });
    if (!response.ok()) {
      throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
    }
    return response.status() === 204 ? undefined : response.json();
  };
  return {
    guildJoined: (guildId: string, body: { name: string; icon: string | null }) =>
      send("PUT", `/guilds/${guildId}`, body),
    guildLeft: (guildId: string) => send("DELETE", `/guilds/${guildId}`),
    trigger: (alertId: string, body: { triggerId: string; price: number; triggeredAt: string }) =>
      send("POST", `/alerts/${alertId}/triggers`, body),
    delivery: (
      alertId: string,
      triggerId: string,
      body: { status: "delivered" | "failed"; reason?: string },
    ) => send("PUT", `/alerts/${alertId}/triggers/${encodeURIComponent(triggerId)}/delivery`, body),
    postRun: (postId: string, body: { ranAt: string; outcome: "delivered" | "failed"; reason?: string }) =>
      send("POST", `/scheduled-posts/${postId}/runs`, body),
    heartbeat: (satelliteId: string, body: { price: number; at: string }) =>
      send("POST", `/satellites/${satelliteId}/heartbeats`, body),
    satelliteMembers: (guildId: string, body: { applicationIds: string[]; at: string }) =>
      send("PUT", `/guilds/${guildId}/satellites`, body) as Promise<{
        satellites: { id: string; symbolId: string; member: boolean }[];
      }>,
    prices: (prices: { symbolId: string; price: number; observedAt: string }[]) =>
      send("PUT", "/prices", { prices }) as Promise<{
        recorded: number;
        duplicates: number;
        refused: unknown[];
      }>,
    usage: (
      guildId: string,
      buckets: {
        hour: string;
        metric: "commands_answered" | "relay_messages_posted";
        kind?: string;
        count: number;
      }[],
    ) => send("PUT", `/guilds/${guildId}/usage`, { buckets }),
    pendingTests: () => send("GET", "/alert-tests") as Promise<{ items: { id: string; alertId: string }[] }>,
    testResult: (testId: string, body: { status: "delivered" | "failed"; reason?: string }) =>
      send("PUT", `/alert-tests/${testId}`, body),
    pendingPostTests: () =>
      send("GET", "/scheduled-post-tests") as Promise<{
        items: { id: string; postId: string; arguments: string }[];
      }>,
    postTestResult: (testId: string, body: { status: "delivered" | "failed"; reason?: string }) =>
      send("PUT", `/scheduled-post-tests/${testId}`, body),
  };
}

/** An ISO time `minutes` ago. */
export function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000).toISOString();
}

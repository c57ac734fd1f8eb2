import type { App } from "../../src/app.js";
import type { TestUser } from "./firebase-users.js";
import { request } from "./request.js";

/** A personal API token of `user`, created through the dashboard's route (labelled after its scope). */
export async function createApiToken(
  app: App,
  user: TestUser,
  scope?: "read" | "read-write",
): Promise<{ id: string; token: string; scope: string; label: string }> {
  const label = `Script ${scope ?? "default"}`;
  const response = await request(app, "POST", "/api/trading/tokens", {
    as: user,
    body: { label, ...(scope && { scope }) },
  });
  if (response.statusCode !== 201)
    throw new Error(`creating an API token: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as { id: string; token: string; scope: string }), label };
}

/**
 * The dashboard's origin as the API processes here are configured (the API's default `DASHBOARD_ORIGIN`):
 * the dashboard's writes carry it as `Origin`.
 */
export const DASHBOARD_ORIGIN = "http://localhost:3001";

/**
 * Signs in as the dashboard does: `POST /api/session` with a fresh ID token, then the `__session` cookie it
 * sets, as a `Cookie` header value (`__session=...`). Throws unless the API answers 204 with the cookie.
 */
export async function sessionCookie(apiUrl: string, idToken: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: DASHBOARD_ORIGIN },
    body: JSON.stringify({ idToken }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0] ?? "")
    .find((pair) => pair.startsWith("__session="));
  if (response.status !== 204 || !cookie) {
    throw new Error(
      `POST /api/session answered ${response.status} without a session cookie: ${await response.text()}`,
    );
  }
  return cookie;
}

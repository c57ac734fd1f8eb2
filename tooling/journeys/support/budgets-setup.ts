import { startStack } from "./stack";

/**
 * The Lighthouse budgets: the built marketing site and the API, as in production. Pages with Subscribe links
 * ask the API which services are on (`GET /api/services`, after load); without an API that request would fail
 * and log a console error no real visit has. Lighthouse visits as a new visitor (no `chartbot_signed_in`
 * hint), so the header sends no session request; the dashboard and the reference bot are not started.
 */
export default function budgetsSetup(): Promise<() => Promise<void>> {
  return startStack({ dashboard: false, api: true });
}

import { startStack } from "./stack";

/**
 * The Lighthouse budgets: only the built marketing site. Lighthouse visits as a new visitor (no
 * `chartbot_signed_in` hint), so the header sends no session request and the API and dashboard would sit idle.
 */
export default function budgetsSetup(): Promise<() => Promise<void>> {
  return startStack({ dashboard: false, api: false });
}

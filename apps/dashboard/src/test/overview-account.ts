import type { AccountProfile } from "@chartbot/contracts/account";
import type { CommunitySummary } from "@chartbot/contracts/communities";

/**
 * `GET /api/account` of a new, verified account (no Discord, the default Traditional mode not yet chosen, the
 * checklist shown), for component tests; `changes` overrides fields.
 */
export function anAccountProfile(changes: Partial<AccountProfile> = {}): AccountProfile {
  return {
    id: "6f1c2b4e-3a5d-4e7f-8a9b-0c1d2e3f4a5b",
    email: "new@example.test",
    displayName: "Ada",
    photoURL: null,
    emailVerified: true,
    discord: null,
    tickerMode: "traditional",
    tickerModeChosen: false,
    checklistHidden: false,
    createdAt: "2026-11-26T10:00:00.000Z",
    ...changes,
  };
}

/**
 * A community as `GET /api/communities` lists it: connected, nothing set up, no add-on; `changes` overrides
 * fields. New id each call.
 */
export function aCommunitySummary(changes: Partial<CommunitySummary> = {}): CommunitySummary {
  return {
    id: crypto.randomUUID(),
    guildId: "900000000000000001",
    name: "Floor",
    iconUrl: null,
    counts: { satellites: 0, scheduledPosts: 0, layouts: 0 },
    addons: [],
    status: "connected",
    ...changes,
  };
}

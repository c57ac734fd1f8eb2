import type { AuthContextValue, AuthUser } from "@/auth/auth-provider";

/** A signed-in user for tests. */
export function fakeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    uid: "user-1",
    email: "ada@example.com",
    displayName: "Ada",
    photoURL: null,
    emailVerified: true,
    providerIds: ["password"],
    ...overrides,
  };
}

/** An auth state as `useAuth()` gives it: loaded or not, with a user or none. */
export function fakeAuth(state: { loaded?: boolean; user?: AuthUser | null } = {}): AuthContextValue {
  const user = state.user ?? null;
  return {
    loaded: state.loaded ?? true,
    user,
    getIdToken: async () => (user ? `token-of-${user.uid}` : null),
    refreshUser: async () => user,
  };
}

import type { Session } from "@chartbot/ui/header";
import type { AuthUser } from "@/auth/auth-provider";

/** The kit header's session for the auth state: Control Panel and avatar only for verified users. */
export function sessionFor(loaded: boolean, user: AuthUser | null): Session {
  if (!loaded) return { status: "loading" };
  if (!user) return { status: "signed-out" };
  const sessionUser = { displayName: user.displayName, email: user.email, photoURL: user.photoURL };
  return user.emailVerified
    ? { status: "verified", user: sessionUser }
    : { status: "unverified", user: sessionUser };
}

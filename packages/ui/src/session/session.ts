import type { AvatarUser } from "../avatar/avatar-identity";

/** The signed-in user as the header shows them. */
export interface SessionUser extends AvatarUser {
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
}

/**
 * What the apps know about the visitor; the kit never fetches it. "loading" renders placeholders of the
 * signed-out size, so the header does not move when the session arrives.
 */
export type Session =
  | { status: "loading" }
  | { status: "signed-out" }
  | { status: "unverified"; user?: SessionUser }
  | { status: "verified"; user: SessionUser };

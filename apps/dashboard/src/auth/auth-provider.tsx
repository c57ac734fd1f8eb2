"use client";

import { useQueryClient } from "@tanstack/react-query";
import { onIdTokenChanged, signOut, type User } from "firebase/auth";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { sessionEvents } from "@/client/session-events";
import { getFirebaseAuth } from "@/firebase/firebase-auth";
import { ensureApiSessionFor, isSessionEnded, refreshApiSession, sessionReady } from "./api-session";

/** The signed-in user as the screens use them: a snapshot, so React notices changes such as a verified email. */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  /** Sign-in methods linked to the user, such as "password" or "custom" (Discord). */
  providerIds: string[];
}

export interface AuthContextValue {
  /** Whether Firebase has reported its initial state; nothing is known before. */
  loaded: boolean;
  /** The signed-in user, or null. */
  user: AuthUser | null;
  /** The current ID token, or null when signed out. Stable per user, as the auth gate expects. */
  getIdToken: () => Promise<string | null>;
  /** Reloads the user from Firebase and refreshes the ID token (after verifying the email, for example). */
  refreshUser: () => Promise<AuthUser | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function snapshotOf(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    providerIds: user.providerData.map((info) => info.providerId),
  };
}

/**
 * Follows Firebase's auth state (`onIdTokenChanged`) and keeps the API session in step: started once per
 * signed-in user, and when the API says it ended (signed out elsewhere, revoked), this browser signs out too.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ loaded: boolean; user: AuthUser | null }>({
    loaded: false,
    user: null,
  });
  const sessionUid = useRef<string | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    const auth = getFirebaseAuth();
    const endHere = async () => {
      sessionUid.current = null;
      queryClient.clear();
      await signOut(auth);
    };
    sessionEvents.ready = sessionReady;
    sessionEvents.ended = () => void endHere();
    return onIdTokenChanged(auth, (user) => {
      setState({ loaded: true, user: user ? snapshotOf(user) : null });
      if (!user) {
        sessionUid.current = null;
        return;
      }
      if (sessionUid.current === user.uid) return;
      sessionUid.current = user.uid;
      void ensureApiSessionFor(user).catch((error: unknown) => {
        // Still signed in to Firebase here, but too long ago to start a session: sign in again.
        if (isSessionEnded(error)) return endHere();
        console.error("Could not start the API session", error);
      });
    });
  }, [queryClient]);

  const uid = state.user?.uid ?? null;
  const getIdToken = useCallback(async () => {
    const current = getFirebaseAuth().currentUser;
    // Tied to `uid` so it changes (and the gate runs again) exactly when someone signs in or out.
    return current && current.uid === uid ? current.getIdToken() : null;
  }, [uid]);

  const refreshUser = useCallback(async () => {
    const current = getFirebaseAuth().currentUser;
    if (!current) return null;
    await current.reload();
    // A fresh token carries the new email_verified claim; the session takes it over.
    const token = await current.getIdToken(true);
    // Not fatal here: a session that cannot take the new claim shows up as the API's own answer later.
    await refreshApiSession(token).catch((error: unknown) =>
      console.error("Could not refresh the API session", error),
    );
    const snapshot = snapshotOf(current);
    setState({ loaded: true, user: snapshot });
    return snapshot;
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ loaded: state.loaded, user: state.user, getIdToken, refreshUser }),
    [state, getIdToken, refreshUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth state; call inside `AuthProvider`. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be called inside an <AuthProvider>.");
  return value;
}

/** Makes a component tree see a fixed auth state (tests). */
export const AuthContextProvider = AuthContext.Provider;

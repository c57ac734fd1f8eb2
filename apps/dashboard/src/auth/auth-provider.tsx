"use client";

import { onIdTokenChanged, type User } from "firebase/auth";
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
import { getFirebaseAuth } from "@/firebase/firebase-auth";
import { startApiSessionFor } from "./api-session";

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

/** Follows Firebase's auth state (`onIdTokenChanged`) and starts the API session once per signed-in user. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ loaded: boolean; user: AuthUser | null }>({
    loaded: false,
    user: null,
  });
  const sessionUid = useRef<string | null>(null);

  useEffect(() => {
    const auth = getFirebaseAuth();
    return onIdTokenChanged(auth, (user) => {
      setState({ loaded: true, user: user ? snapshotOf(user) : null });
      if (!user) {
        sessionUid.current = null;
        return;
      }
      if (sessionUid.current === user.uid) return;
      sessionUid.current = user.uid;
      void startApiSessionFor(user).catch((error: unknown) =>
        console.error("Could not start the API session", error),
      );
    });
  }, []);

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
    // A fresh token carries the new email_verified claim the API checks.
    await current.getIdToken(true);
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

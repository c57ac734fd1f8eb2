"use client";

import type { Session } from "@chartbot/ui/header";
import { type ReactNode, useEffect, useSyncExternalStore } from "react";
import { useSession } from "@/lib/session/use-session";

const SIGNED_OUT: Session = { status: "signed-out" };

/**
 * The session the header's islands show. It is a small store rather than a React context on purpose: a
 * context change reaches every part of the header, including the desktop menu while React still holds its
 * server HTML unhydrated (`SiteNav`), and would make React throw that HTML away and render it again. A store
 * update re-renders only the islands that read it.
 */
let current: Session = SIGNED_OUT;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Asks for the session once per page (see `useSession`) and shares it with the header's islands. */
export function SiteSessionProvider({ apiOrigin, children }: { apiOrigin: string; children: ReactNode }) {
  const session = useSession(apiOrigin);
  useEffect(() => {
    current = session;
    for (const listener of listeners) listener();
  }, [session]);
  return children;
}

/** The visitor's session, as `SiteSessionProvider` knows it (signed out on the server and while hydrating). */
export function useSiteSession(): Session {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => SIGNED_OUT,
  );
}

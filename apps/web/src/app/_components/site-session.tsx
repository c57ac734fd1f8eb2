"use client";

import type { Session } from "@chartbot/ui/header";
import { createContext, type ReactNode, useContext } from "react";
import { useSession } from "@/lib/session/use-session";

const SessionContext = createContext<Session>({ status: "signed-out" });

/** Asks for the session once per page (see `useSession`) and shares it with the header's islands. */
export function SiteSessionProvider({ apiOrigin, children }: { apiOrigin: string; children: ReactNode }) {
  return <SessionContext.Provider value={useSession(apiOrigin)}>{children}</SessionContext.Provider>;
}

/** The visitor's session, as `SiteSessionProvider` knows it. */
export function useSiteSession(): Session {
  return useContext(SessionContext);
}

"use client";

import { clearSignedInHint, hasSignedInHint } from "@chartbot/browser-storage";
import type { Session } from "@chartbot/ui/header";
import { useEffect, useState } from "react";
import { afterLoad } from "../after-load";
import { readSession } from "./read-session";

/**
 * The visitor's session for the header: signed out on the server and at first paint. Only when the API's
 * readable hint cookie says a session exists does the header show a placeholder and, once the page has
 * loaded, ask `GET /api/session`; signed-out visitors send no request at all. When the API answers that the
 * session is gone, the stale hint is removed so later pages do not ask again.
 */
export function useSession(apiOrigin: string): Session {
  const [session, setSession] = useState<Session>({ status: "signed-out" });

  useEffect(() => {
    if (!hasSignedInHint(document.cookie)) return;
    setSession({ status: "loading" });
    const controller = new AbortController();
    const cancel = afterLoad(() => {
      void readSession(apiOrigin, controller.signal).then((next) => {
        if (controller.signal.aborted) return;
        if (next?.status === "signed-out") clearSignedInHint(document, window.location.hostname);
        setSession(next ?? { status: "signed-out" });
      });
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [apiOrigin]);

  return session;
}

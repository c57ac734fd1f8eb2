"use client";

import type { Session } from "@chartbot/ui/header";
import { useCallback, useEffect, useState } from "react";
import { endSession, readSession } from "./read-session";

/** Runs a callback once the page has loaded and the browser is idle, so the request never delays the page. */
function afterLoad(callback: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(callback, { timeout: 2000 });
    else timer = setTimeout(callback, 0);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle !== undefined) cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * The visitor's session for the header: signed out on the server and at first paint, then whatever
 * `GET /api/session` says once the page has loaded. Also returns the Logout action.
 */
export function useSession(apiOrigin: string): { session: Session; logout: () => void } {
  const [session, setSession] = useState<Session>({ status: "signed-out" });

  useEffect(() => {
    const controller = new AbortController();
    const cancel = afterLoad(() => {
      void readSession(apiOrigin, controller.signal).then((next) => {
        if (!controller.signal.aborted) setSession(next);
      });
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [apiOrigin]);

  const logout = useCallback(() => {
    setSession({ status: "signed-out" });
    void endSession(apiOrigin);
  }, [apiOrigin]);

  return { session, logout };
}

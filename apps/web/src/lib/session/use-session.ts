"use client";

import type { Session } from "@chartbot/ui/header";
import { useEffect, useState } from "react";
import { readSession } from "./read-session";
import { clearSignedInHint, hasSignedInHint } from "./signed-in-hint";

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

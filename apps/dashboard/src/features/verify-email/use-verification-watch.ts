"use client";

import { useEffect } from "react";
import { getFirebaseAuth } from "@/firebase/firebase-auth";

/** How often the user is reloaded from Firebase while waiting for the verification link to be opened. */
export const VERIFICATION_POLL_MS = 3000;

/**
 * Notices when the email gets verified (the link may be opened in another tab or on a phone): reloads the
 * user every few seconds and whenever the window regains focus, then calls `onVerified` once.
 */
export function useVerificationWatch(onVerified: () => Promise<unknown>): void {
  useEffect(() => {
    let stopped = false;
    let checking = false;
    const check = async () => {
      const user = getFirebaseAuth().currentUser;
      if (stopped || checking || !user) return;
      checking = true;
      try {
        await user.reload();
        if (user.emailVerified && !stopped) {
          stopped = true;
          await onVerified();
        }
      } catch (error) {
        // Offline or rate-limited: the next tick tries again.
        console.warn("Could not check the verification state", error);
      } finally {
        checking = false;
      }
    };
    const timer = window.setInterval(() => void check(), VERIFICATION_POLL_MS);
    const onFocus = () => void check();
    const onVisible = () => document.visibilityState === "visible" && void check();
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [onVerified]);
}

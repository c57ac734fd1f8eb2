"use client";

import {
  decideRedirect,
  isAuthPage,
  LOGIN_PATH,
  normalisePath,
  VERIFY_EMAIL_PATH,
} from "@chartbot/auth-gate";
import { parseNextTarget, rememberNextTarget, takeExternalReturn } from "@chartbot/auth-gate/next-target";
import { useAuthGate } from "@chartbot/auth-gate/react";
import { getBrowserStorage, type MaybeStorage } from "@chartbot/browser-storage";
import { isMarketingPath, marketingUrl } from "@chartbot/marketing-paths";
import { useCallback, useEffect } from "react";
import type { AuthContextValue } from "@/auth/auth-provider";
import { ROUTES } from "@/auth/routes";
import { getTabStorage } from "@/auth/tab-storage";

export interface DashboardGateOptions {
  /** The current pathname. */
  path: string;
  /** The current query string: remembered with the page, and `?next=` is read on /login and /signup. */
  search: string;
  auth: Pick<AuthContextValue, "loaded" | "user" | "getIdToken">;
  /** Client-side navigation within the dashboard, e.g. `router.replace`. */
  navigate: (to: string) => void;
  /** Full-page navigation to another site, e.g. `location.assign`. */
  leave: (url: string) => void;
  /** The marketing site's origin: `next` may point there, and marketing paths are sent there. */
  webOrigin: string;
  /** lastPage storage (localStorage) and this tab's storage (sessionStorage). @default the browser's */
  storage?: { local: MaybeStorage; session: MaybeStorage };
}

const NEXT_PAGES: ReadonlySet<string> = new Set([ROUTES.login, ROUTES.signUp]);

/**
 * Applies the sign-in redirect rules of spec section 4 (through `useAuthGate`) and the `?next=` return.
 * Returns whether the page must not be shown yet: auth is loading, or the rules are about to redirect.
 */
export function useDashboardGate({
  path,
  search,
  auth,
  navigate,
  leave,
  webOrigin,
  storage,
}: DashboardGateOptions): { pending: boolean } {
  const local = storage ? storage.local : getBrowserStorage();
  const session = storage ? storage.session : getTabStorage();

  // Declared before useAuthGate: effects run in order, so `next` is stored before the gate reads lastPage.
  useEffect(() => {
    if (!NEXT_PAGES.has(normalisePath(path))) return;
    const target = parseNextTarget(new URLSearchParams(search).get("next"), webOrigin);
    if (target) rememberNextTarget(target, { local, session });
  }, [path, search, webOrigin, local, session]);

  const go = useCallback(
    (to: string) => {
      // Leaving a sign-in page for the page to return to: a marketing page remembered from `next` wins.
      const returning = isAuthPage(normalisePath(path)) && to !== VERIFY_EMAIL_PATH && to !== LOGIN_PATH;
      const external = returning ? takeExternalReturn(session, webOrigin) : null;
      if (external) leave(external);
      else if (isMarketingPath(to)) leave(marketingUrl(webOrigin, to));
      else navigate(to);
    },
    [path, session, webOrigin, leave, navigate],
  );

  useAuthGate({
    path,
    search,
    authLoaded: auth.loaded,
    getIdToken: auth.getIdToken,
    emailVerified: auth.user?.emailVerified ?? false,
    navigate: go,
    storage: local,
  });

  // The same rules, decided synchronously from the known state, so a page that is about to be left is never
  // shown (no flash of /subscriptions before /login). The gate's own token fetch then does the navigation.
  const decision = decideRedirect({
    path,
    authLoaded: auth.loaded,
    hasToken: auth.user !== null,
    emailVerified: auth.user?.emailVerified ?? false,
  });
  return { pending: !auth.loaded || decision.redirect !== null };
}

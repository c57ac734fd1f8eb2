"use client";

import { Footer } from "@chartbot/ui/footer";
import { Header } from "@chartbot/ui/header";
import { siteMenu } from "@chartbot/ui/menu";
import { Spinner } from "@chartbot/ui/spinner";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { type ReactNode, useCallback, useMemo } from "react";
import { leaveForMarketingSite, sessionReady } from "@/auth/api-session";
import { useAuth } from "@/auth/auth-provider";
import { ROUTES } from "@/auth/routes";
import { useLogout } from "@/auth/use-logout";
import { env } from "@/env";
import { NoticeBell } from "@/features/notices/notice-bell";
import { showsDashboardNav } from "@/navigation/dashboard-screens";
import { menuOnOrigin } from "@/navigation/marketing-menu";
import * as styles from "./app-shell.css";
import { DashboardNav } from "./dashboard-nav";
import * as navStyles from "./dashboard-nav.css";
import { sessionFor } from "./session-for";
import { useDashboardGate } from "./use-dashboard-gate";

function leave(url: string) {
  void leaveForMarketingSite(url);
}

/** The frame of every page: header with the session, the dashboard nav on its screens, the gated page, footer. */
export function AppShell({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const path = usePathname();
  const search = useSearchParams().toString();
  const router = useRouter();
  // After a sign-in, the page it leads to is shown once the API session has started (as `leave` does for the
  // marketing site): a reload or a typed address right after landing then finds the session cookie instead of
  // starting a second session for this browser.
  const navigate = useCallback((to: string) => void sessionReady().then(() => router.replace(to)), [router]);
  const { pending } = useDashboardGate({ path, search, auth, navigate, leave, webOrigin: env.webOrigin });
  const logout = useLogout();
  const menu = useMemo(() => menuOnOrigin(siteMenu, env.webOrigin), []);

  return (
    <div className={styles.shell}>
      <Header
        session={sessionFor(auth.loaded, auth.user)}
        menu={menu}
        currentPath={path}
        signInHref={ROUTES.login}
        onLogout={() => void logout()}
        skipLinkHref="#main"
        alwaysSolid
        siteOrigin={env.webOrigin}
        actions={auth.user?.emailVerified ? <NoticeBell /> : null}
      />
      <main id="main" className={styles.main} tabIndex={-1}>
        {pending ? (
          <PageLoading />
        ) : showsDashboardNav(path, auth.user) ? (
          <div className={navStyles.layout}>
            <DashboardNav path={path} />
            <div className={navStyles.content}>{children}</div>
          </div>
        ) : (
          children
        )}
      </main>
      {/* Sign up is for visitors without an account: left out once signed in (and while that is not known). */}
      <Footer siteOrigin={env.webOrigin} signedIn={!auth.loaded || auth.user !== null} />
    </div>
  );
}

/** Shown while the auth state loads or a redirect is on its way. */
export function PageLoading() {
  return (
    <div className={styles.loading}>
      <Spinner size="lg" label="Loading your account…" />
    </div>
  );
}

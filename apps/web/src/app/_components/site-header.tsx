"use client";

import { Header } from "@chartbot/ui/header";
import { createSiteMenu } from "@chartbot/ui/menu";
import { usePathname } from "next/navigation";
import { useMemo } from "react";
import { useSession } from "@/lib/session/use-session";
import { signInHref } from "@/lib/sign-in-href";

export interface SiteHeaderProps {
  siteUrl: string;
  dashboardOrigin: string;
  apiOrigin: string;
  chatServerUrl: string;
  microblogUrl: string;
  tradingWikiUrl: string;
}

/** The kit's header with this site's session, menu and links; it upgrades to the Control Panel after load. */
export function SiteHeader({
  siteUrl,
  dashboardOrigin,
  apiOrigin,
  chatServerUrl,
  microblogUrl,
  tradingWikiUrl,
}: SiteHeaderProps) {
  const pathname = usePathname();
  const { session, logout } = useSession(apiOrigin);
  const menu = useMemo(() => createSiteMenu({ tradingWikiUrl }), [tradingWikiUrl]);
  const socialLinks = useMemo(
    () => ({ chatServer: chatServerUrl, microblog: microblogUrl }),
    [chatServerUrl, microblogUrl],
  );
  return (
    <Header
      session={session}
      menu={menu}
      currentPath={pathname}
      dashboardOrigin={dashboardOrigin}
      signInHref={signInHref({ dashboardOrigin, siteUrl, path: pathname })}
      onLogout={logout}
      socialLinks={socialLinks}
      skipLinkHref="#main"
    />
  );
}

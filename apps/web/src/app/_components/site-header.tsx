import { HeaderLayout } from "@chartbot/ui/header";
import { createSiteMenu } from "@chartbot/ui/menu";
import { SiteAccount, SiteMobileMenu } from "./site-header-islands";
import { SiteNav } from "./site-nav";
import { SiteSessionProvider } from "./site-session";

export interface SiteHeaderProps {
  siteUrl: string;
  dashboardOrigin: string;
  apiOrigin: string;
  chatServerUrl: string;
  microblogUrl: string;
  tradingWikiUrl: string;
}

/**
 * The kit's header, rendered here on the server: logo, social links and the frame are static HTML, and
 * only the menu, the account controls, the phone menu, the theme toggle and the scroll state run in the
 * browser. The account controls upgrade to the Control Panel after load, when the session says so.
 */
export function SiteHeader({
  siteUrl,
  dashboardOrigin,
  apiOrigin,
  chatServerUrl,
  microblogUrl,
  tradingWikiUrl,
}: SiteHeaderProps) {
  const menu = createSiteMenu({ tradingWikiUrl });
  const socialLinks = { chatServer: chatServerUrl, microblog: microblogUrl };
  return (
    <SiteSessionProvider apiOrigin={apiOrigin}>
      <HeaderLayout
        nav={<SiteNav menu={menu} />}
        account={<SiteAccount siteUrl={siteUrl} dashboardOrigin={dashboardOrigin} />}
        mobileMenu={
          <SiteMobileMenu
            menu={menu}
            socialLinks={socialLinks}
            siteUrl={siteUrl}
            dashboardOrigin={dashboardOrigin}
          />
        }
        socialLinks={socialLinks}
        skipLinkHref="#main"
      />
    </SiteSessionProvider>
  );
}

import type { ComponentType, ReactNode } from "react";
import { Link } from "../link/link";
import { BotLogo } from "../logo/bot-logo";
import * as styles from "./footer.css";
import { DEFAULT_FOOTER_LINK_OPTIONS, footerColumns } from "./footer-links";

export interface FooterProps {
  /** The dashboard's origin, for Sign up; "" keeps it on this site. @default "" */
  dashboardOrigin?: string;
  /** The marketing site's origin, for its pages (Install, Pricing, Documentation, ...) when the footer is shown elsewhere, such as the dashboard; "" keeps them on this site. @default "" */
  siteOrigin?: string;
  /** The source-code hosting page. @default DEFAULT_EXTERNAL_LINKS.sourceCode */
  sourceCodeUrl?: string;
  /** The support chat server. @default DEFAULT_EXTERNAL_LINKS.supportServer */
  supportServerUrl?: string;
  /** The year in the copyright line. @default the current year */
  year?: number;
  /** The footer element's id (e.g. the target of a render-blocking `<link rel="expect">`). */
  id?: string;
  /** The visitor is signed in: Sign up is left out. For footers rendered where the session is known. */
  signedIn?: boolean;
  /**
   * Wraps Sign up's list item where the session is known only in the browser (a server-rendered footer): a
   * client component that renders its children only for signed-out visitors.
   */
  SignUpItem?: ComponentType<{ children: ReactNode }>;
}

/** The site footer: the brand line and the spec's links (product, about, community); Sign up only for signed-out visitors. */
export function Footer({
  dashboardOrigin = DEFAULT_FOOTER_LINK_OPTIONS.dashboardOrigin,
  siteOrigin = DEFAULT_FOOTER_LINK_OPTIONS.siteOrigin,
  sourceCodeUrl = DEFAULT_FOOTER_LINK_OPTIONS.sourceCodeUrl,
  supportServerUrl = DEFAULT_FOOTER_LINK_OPTIONS.supportServerUrl,
  year = new Date().getFullYear(),
  id,
  signedIn = false,
  SignUpItem,
}: FooterProps) {
  const columns = footerColumns({ dashboardOrigin, siteOrigin, sourceCodeUrl, supportServerUrl });
  return (
    <footer id={id} className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.brandName}>
            <BotLogo size={28} />
            Chartbot
          </p>
          <p className={styles.tagline}>
            Charts, prices, heatmaps and alerts for crypto, stocks, forex and indices, right in your community
            server.
          </p>
          <p className={styles.copyright}>© {year} Chartbot</p>
        </div>
        <nav aria-label="Footer" className={styles.columns}>
          {columns.map((column) => (
            <div key={column.title} className={styles.column}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul className={styles.list}>
                {column.links.map((link) => {
                  if (link.signUp && signedIn) return null;
                  const item = (
                    <li key={link.label}>
                      <Link href={link.href} variant="subtle" targetBlank={link.targetBlank}>
                        {link.label}
                      </Link>
                    </li>
                  );
                  return link.signUp && SignUpItem ? <SignUpItem key={link.label}>{item}</SignUpItem> : item;
                })}
              </ul>
            </div>
          ))}
        </nav>
      </div>
    </footer>
  );
}

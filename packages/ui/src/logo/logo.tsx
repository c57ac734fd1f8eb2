import { joinClassNames } from "../class-names/join-class-names";
import { Link } from "../link/link";
import { siteHref } from "../links/external-links";
import { BotLogo } from "./bot-logo";
import * as styles from "./logo.css";

export interface LogoProps {
  /** Where the logo leads; overrides `siteOrigin`. @default `${siteOrigin}/` */
  href?: string;
  /** The marketing site's origin, so the logo leads to its home page from another app (the dashboard); "" is this site. @default "" */
  siteOrigin?: string;
  /** Shows the "Chartbot" wordmark beside the mark. @default true */
  showWordmark?: boolean;
  className?: string;
  /** Called on click, before navigating (the mobile menu closes itself). */
  onClick?: () => void;
}

/** The brand logo linking home; its accessible name is "Chartbot home". */
export function Logo({ href, siteOrigin = "", showWordmark = true, className, onClick }: LogoProps) {
  return (
    <Link
      href={href ?? siteHref(siteOrigin, "/")}
      unstyled
      className={joinClassNames(styles.link, className)}
      aria-label="Chartbot home"
      onClick={onClick}
    >
      <BotLogo size={32} />
      {showWordmark && <span className={styles.wordmark}>Chartbot</span>}
    </Link>
  );
}

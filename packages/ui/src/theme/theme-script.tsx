import {
  COOKIE_DOMAIN_ATTRIBUTE,
  normalizeCookieDomain,
  preferenceCookie,
  STORAGE_KEYS,
} from "@chartbot/browser-storage";
import { media } from "./breakpoints";
import { darkTheme, lightTheme } from "./themes.css";

/**
 * The source of the blocking `<head>` script that puts the theme class on `<html>` before first paint: the
 * product-wide `theme` cookie (shared by the marketing site and the dashboard), else this origin's stored
 * `theme` (then shared through the cookie), else the system preference. The stored key follows the cookie,
 * as `readSharedTheme` of `@chartbot/browser-storage` does. It also puts the configured cookie domain on
 * `<html>` for the page's later writes. It must stay ES5 and never throw.
 */
export function themeScriptSource(cookieDomain?: string): string {
  const classes = JSON.stringify({ light: lightTheme, dark: darkTheme });
  const domain = normalizeCookieDomain(cookieDomain);
  const key = JSON.stringify(STORAGE_KEYS.theme);
  const cookies = JSON.stringify({
    light: preferenceCookie(STORAGE_KEYS.theme, "light", { domain }),
    dark: preferenceCookie(STORAGE_KEYS.theme, "dark", { domain }),
  });
  return [
    "(function(){try{",
    `var c=${classes},w=${cookies},r=document.documentElement,t,s,m;`,
    domain ? `r.setAttribute(${JSON.stringify(COOKIE_DOMAIN_ATTRIBUTE)},${JSON.stringify(domain)});` : "",
    `try{m=/(?:^|;)\\s*${STORAGE_KEYS.theme}=(light|dark)\\s*(?:;|$)/.exec(document.cookie);t=m&&m[1]}catch(e){}`,
    `try{s=localStorage.getItem(${key})}catch(e){}`,
    `if(t){if(s!==t){try{localStorage.setItem(${key},t)}catch(e){}}}`,
    `else if(s==="light"||s==="dark"){t=s;try{document.cookie=w[t]+(location.protocol==="https:"?"; Secure":"")}catch(e){}}`,
    `if(t!=="light"&&t!=="dark"){t=window.matchMedia&&window.matchMedia(${JSON.stringify(media.prefersDark)}).matches?"dark":"light"}`,
    "r.classList.remove(c.light,c.dark);r.classList.add(c[t]);r.style.colorScheme=t",
    "}catch(e){}})();",
  ].join("");
}

export interface ThemeScriptProps {
  /** The CSP nonce, when the page's Content-Security-Policy requires one for inline scripts. */
  nonce?: string;
  /**
   * The parent domain both apps share (`NEXT_PUBLIC_COOKIE_DOMAIN`, e.g. `chartbot.app`), for the theme and
   * cookie-choice cookies; host-only when unset (fine on localhost, where cookies ignore the port).
   */
  cookieDomain?: string | undefined;
}

/**
 * Render inside `<head>` (in the root layout, a server component) so the right theme shows from the first
 * paint. Give `<html>` `suppressHydrationWarning`, since the script changes its class before React hydrates.
 */
export function ThemeScript({ nonce, cookieDomain }: ThemeScriptProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script built from our own class names.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScriptSource(cookieDomain) }} />;
}

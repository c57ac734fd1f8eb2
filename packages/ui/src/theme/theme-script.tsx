import { STORAGE_KEYS } from "@chartbot/browser-storage";
import { media } from "./breakpoints";
import { darkTheme, lightTheme } from "./themes.css";

/**
 * The source of the blocking `<head>` script that puts the theme class on `<html>` before first paint:
 * the stored `theme` when valid, else the system preference. It must stay ES5 and never throw.
 */
export function themeScriptSource(): string {
  const classes = JSON.stringify({ light: lightTheme, dark: darkTheme });
  return [
    "(function(){try{",
    `var c=${classes},t;`,
    `try{t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)})}catch(e){}`,
    `if(t!=="light"&&t!=="dark"){t=window.matchMedia&&window.matchMedia(${JSON.stringify(media.prefersDark)}).matches?"dark":"light"}`,
    "var r=document.documentElement;r.classList.remove(c.light,c.dark);r.classList.add(c[t]);r.style.colorScheme=t",
    "}catch(e){}})();",
  ].join("");
}

export interface ThemeScriptProps {
  /** The CSP nonce, when the page's Content-Security-Policy requires one for inline scripts. */
  nonce?: string;
}

/**
 * Render inside `<head>` (in the root layout, a server component) so the right theme shows from the first
 * paint. Give `<html>` `suppressHydrationWarning`, since the script changes its class before React hydrates.
 */
export function ThemeScript({ nonce }: ThemeScriptProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script built from our own class names.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScriptSource() }} />;
}

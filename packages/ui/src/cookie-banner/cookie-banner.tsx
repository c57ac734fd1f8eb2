"use client";

import {
  type CookieConsent,
  getBrowserStorage,
  type MaybeStorage,
  readCookieConsent,
  writeCookieConsent,
} from "@chartbot/browser-storage";
import { useEffect, useState } from "react";
import { Button } from "../button/button";
import * as styles from "./cookie-banner.css";

export interface CookieBannerProps {
  /** Where the choice is kept (key `cookies`). @default the browser's localStorage */
  storage?: MaybeStorage;
  /** Reloads the page after "Accept all", so consent-gated scripts load. @default () => window.location.reload() */
  reload?: () => void;
}

type BannerState = "checking" | "shown" | "hidden";

const reloadPage = () => window.location.reload();

/**
 * Asks for cookie consent while none is stored. "Use only required" stores `required`; "Accept all"
 * stores `all` and reloads. Renders nothing on the server and until storage was read.
 */
export function CookieBanner({ storage, reload = reloadPage }: CookieBannerProps) {
  const [state, setState] = useState<BannerState>("checking");
  const target = () => (storage === undefined ? getBrowserStorage() : storage);

  // biome-ignore lint/correctness/useExhaustiveDependencies: storage is read once, after mount.
  useEffect(() => {
    setState(readCookieConsent(target()) === undefined ? "shown" : "hidden");
  }, []);

  const choose = (consent: CookieConsent) => {
    writeCookieConsent(target(), consent);
    setState("hidden");
    if (consent === "all") reload();
  };

  if (state !== "shown") return null;
  return (
    <section aria-label="Cookie consent" className={styles.banner}>
      <p className={styles.text}>We use cookies to provide a better user experience.</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => choose("required")}>
          Use only required
        </Button>
        <Button onClick={() => choose("all")}>Accept all</Button>
      </div>
    </section>
  );
}

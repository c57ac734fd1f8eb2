"use client";

import {
  browserPreferenceStores,
  type CookieConsent,
  type CookieJar,
  type MaybeStorage,
  readSharedCookieConsent,
  writeSharedCookieConsent,
} from "@chartbot/browser-storage";
import { useEffect, useState } from "react";
import { Button } from "../button/button";
import { Link } from "../link/link";
import * as styles from "./cookie-banner.css";

export interface CookieBannerProps {
  /** Where this origin keeps the choice (key `cookies`). @default the browser's localStorage */
  storage?: MaybeStorage;
  /**
   * The cookies shared with the product's other app, where the choice is kept for both (cookie `cookies`).
   * @default the page's `document`
   */
  cookies?: CookieJar | null;
  /** The page saying what "Accept all" loads (the privacy policy's advertising section). */
  detailsHref: string;
  /** Reloads the page after "Accept all", so consent-gated scripts load. @default () => window.location.reload() */
  reload?: () => void;
}

type BannerState = "checking" | "shown" | "hidden";

const reloadPage = () => window.location.reload();

/**
 * Asks for cookie consent while none is stored for the product (a choice made in the marketing site or the
 * dashboard counts for both). "Use only required" stores `required`; "Accept all" stores `all` and reloads.
 * Renders nothing on the server and until the choice was read. Sits against the bottom edge on phones.
 */
export function CookieBanner({ storage, cookies, detailsHref, reload = reloadPage }: CookieBannerProps) {
  const [state, setState] = useState<BannerState>("checking");
  const stores = () => browserPreferenceStores({ storage, cookies });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the stores are read after mount and on return.
  useEffect(() => {
    const check = () => setState(readSharedCookieConsent(stores()) === undefined ? "shown" : "hidden");
    check();
    // A choice made meanwhile in the other app (another origin fires no storage event): read it on return.
    const onVisible = () => {
      if (document.visibilityState === "visible") check();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, []);

  const choose = (consent: CookieConsent) => {
    writeSharedCookieConsent(consent, stores());
    setState("hidden");
    if (consent === "all") reload();
  };

  if (state !== "shown") return null;
  return (
    <section aria-label="Cookie consent" className={styles.banner}>
      <p className={styles.text}>
        We use cookies to provide a better user experience.{" "}
        <Link href={detailsHref} className={styles.details}>
          What “Accept all” loads
        </Link>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => choose("required")}>
          Use only required
        </Button>
        <Button onClick={() => choose("all")}>Accept all</Button>
      </div>
    </section>
  );
}

"use client";

import {
  browserPreferenceStores,
  type CookieJar,
  type MaybeStorage,
  type PreferenceStores,
  readSharedCookieConsent,
} from "@chartbot/browser-storage";
import { useEffect } from "react";

/** The default pixel script: served by the site itself, so no third-party host is contacted unless configured. */
export function defaultPixelScriptSrc(pixelId: string): string {
  return `/pixel.js?id=${encodeURIComponent(pixelId)}`;
}

export interface AdvertisingPixelProps {
  /** The advertising account's pixel id; without one nothing loads. */
  pixelId?: string | undefined;
  /** Builds the script URL from the id. @default defaultPixelScriptSrc (`/pixel.js?id=…`) */
  scriptSrc?: (pixelId: string) => string;
  /** Where this origin keeps the cookie consent (key `cookies`). @default the browser's localStorage */
  storage?: MaybeStorage;
  /** The cookies shared with the product's other app (cookie `cookies`). @default the page's `document` */
  cookies?: CookieJar | null;
  /** The CSP nonce for the injected script. */
  nonce?: string;
}

/** Whether the pixel may load: an id is configured and the visitor chose "Accept all" (in either app). */
export function shouldLoadPixel(pixelId: string | undefined, stores: PreferenceStores): pixelId is string {
  return Boolean(pixelId) && readSharedCookieConsent(stores) === "all";
}

/** Loads the advertising pixel script once, only after "Accept all" and only when an id is configured. */
export function AdvertisingPixel({
  pixelId,
  scriptSrc = defaultPixelScriptSrc,
  storage,
  cookies,
  nonce,
}: AdvertisingPixelProps) {
  useEffect(() => {
    if (!shouldLoadPixel(pixelId, browserPreferenceStores({ storage, cookies }))) return;
    const src = scriptSrc(pixelId);
    const loaded = document.head.querySelectorAll<HTMLScriptElement>("script[data-advertising-pixel]");
    if (Array.from(loaded).some((script) => script.dataset.advertisingPixel === pixelId)) return;
    const script = document.createElement("script");
    script.async = true;
    script.src = src;
    script.dataset.advertisingPixel = pixelId;
    if (nonce) script.nonce = nonce;
    document.head.append(script);
  }, [pixelId, scriptSrc, storage, cookies, nonce]);
  return null;
}

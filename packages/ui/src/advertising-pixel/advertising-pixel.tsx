"use client";

import { getBrowserStorage, type MaybeStorage, readCookieConsent } from "@chartbot/browser-storage";
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
  /** Where the cookie consent is read (key `cookies`). @default the browser's localStorage */
  storage?: MaybeStorage;
  /** The CSP nonce for the injected script. */
  nonce?: string;
}

/** Whether the pixel may load: an id is configured and the visitor chose "Accept all". */
export function shouldLoadPixel(pixelId: string | undefined, storage: MaybeStorage): pixelId is string {
  return Boolean(pixelId) && readCookieConsent(storage) === "all";
}

/** Loads the advertising pixel script once, only after "Accept all" and only when an id is configured. */
export function AdvertisingPixel({
  pixelId,
  scriptSrc = defaultPixelScriptSrc,
  storage,
  nonce,
}: AdvertisingPixelProps) {
  useEffect(() => {
    const target = storage === undefined ? getBrowserStorage() : storage;
    if (!shouldLoadPixel(pixelId, target)) return;
    const src = scriptSrc(pixelId);
    const loaded = document.head.querySelectorAll<HTMLScriptElement>("script[data-advertising-pixel]");
    if (Array.from(loaded).some((script) => script.dataset.advertisingPixel === pixelId)) return;
    const script = document.createElement("script");
    script.async = true;
    script.src = src;
    script.dataset.advertisingPixel = pixelId;
    if (nonce) script.nonce = nonce;
    document.head.append(script);
  }, [pixelId, scriptSrc, storage, nonce]);
  return null;
}

"use client";

import { type RefObject, useEffect, useRef } from "react";

/**
 * A ref for the current link of a strip that scrolls sideways: while the strip overflows, it is scrolled so that
 * link is in view (centred), without moving the page. Runs again when `current` changes.
 */
export function useCurrentLinkInView(current: string | undefined): RefObject<HTMLAnchorElement | null> {
  const currentLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const link = currentLink.current;
    const bar = link?.closest("nav");
    if (current === undefined || !link || !bar || bar.scrollWidth <= bar.clientWidth) return;
    bar.scrollLeft = link.offsetLeft - (bar.clientWidth - link.offsetWidth) / 2;
  }, [current]);
  return currentLink;
}

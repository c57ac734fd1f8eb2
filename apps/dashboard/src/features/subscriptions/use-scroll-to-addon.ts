"use client";

import { useEffect, useRef } from "react";

/** Once the cards are shown, scrolls the pre-selected add-on's card into view and moves focus to its title. */
export function useScrollToAddon(slug: string | null, ready: boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (!slug || !ready || done.current) return;
    const card = document.getElementById(`addon-${slug}`);
    if (!card) return;
    done.current = true;
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    card.scrollIntoView?.({ behavior: reduceMotion ? "auto" : "smooth", block: "center" });
    document.getElementById(`addon-${slug}-heading`)?.focus({ preventScroll: true });
  }, [slug, ready]);
}

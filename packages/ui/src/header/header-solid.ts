"use client";

import { useEffect, useState } from "react";

/** The header stays transparent until the page has scrolled more than this many pixels (spec section 9). */
export const HEADER_SOLID_AFTER_PX = 20;

/** Whether the header is solid at a scroll offset: not at 20 px, yes at 21 px. */
export function isHeaderSolid(scrollY: number): boolean {
  return scrollY > HEADER_SOLID_AFTER_PX;
}

/** Tracks `isHeaderSolid(window.scrollY)`, at most once per frame; false on the server. */
export function useHeaderSolid(): boolean {
  const [solid, setSolid] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setSolid(isHeaderSolid(window.scrollY));
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);
  return solid;
}

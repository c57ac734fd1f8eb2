"use client";

import { useEffect, useRef } from "react";

/**
 * Runs an effect once per mounted page, even under React's development double-invoke: email action codes and
 * OAuth codes work only once, so a second run would always fail.
 */
export function useRunOnce(effect: () => void): void {
  const ran = useRef(false);
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    latest.current();
  }, []);
}

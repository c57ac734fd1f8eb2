"use client";

import { useEffect, useSyncExternalStore } from "react";
import { afterLoad } from "../after-load";
import { readPaymentsOn } from "./read-payments";

/**
 * Whether the API said payments are off: one request per page, after load, shared by every Subscribe link on
 * it (a small store, as the header's session is). False on the server, while unknown and on failure.
 */
let off = false;
let asked = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Asks `GET /api/services` once per page (the first caller asks) and tells whether payments are off. */
export function usePaymentsOff(apiOrigin: string): boolean {
  useEffect(() => {
    if (asked) return;
    asked = true;
    afterLoad(() => {
      void readPaymentsOn(apiOrigin).then((on) => {
        if (on !== false) return;
        off = true;
        for (const listener of listeners) listener();
      });
    });
  }, [apiOrigin]);
  return useSyncExternalStore(
    subscribe,
    () => off,
    () => false,
  );
}

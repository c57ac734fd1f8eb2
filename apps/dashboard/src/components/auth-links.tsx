"use client";

import { useSearchParams } from "next/navigation";

/** `path` keeping the current `?next=`, so switching between sign-in and sign-up keeps the return target. */
export function useHrefWithNext(path: string): string {
  const next = useSearchParams().get("next");
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

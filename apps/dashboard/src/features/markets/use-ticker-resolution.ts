"use client";

import type { TickerResolution } from "@chartbot/contracts/alerts";
import { alertEndpoints } from "@chartbot/contracts/endpoints/alerts";
import type { TickerMode } from "@chartbot/contracts/markets";
import { keepPreviousData } from "@tanstack/react-query";
import type { ApiError } from "@/client/api-error";
import { useApiQuery } from "@/client/use-api-query";
import { useDebouncedValue } from "./use-debounced-value";

/** Wait after the last keystroke before asking the API. */
export const RESOLVE_DEBOUNCE_MS = 300;

export type TickerResolutionState =
  /** Nothing typed. */
  | { status: "idle" }
  /** Typing, or the answer for the current input is on its way. */
  | { status: "resolving" }
  /** The answer for exactly the current input (which may be "nothing matches"). */
  | { status: "resolved"; result: TickerResolution }
  /** The API could not answer; the form still works, the API checks again on submit. */
  | { status: "failed"; error: ApiError };

/**
 * Resolves a ticker as the user types it: debounced, cached per (ticker, mode), and never showing an answer that
 * belongs to older input. `mode` undefined (not loaded yet) waits.
 */
export function useTickerResolution(
  ticker: string,
  mode: TickerMode | undefined,
  delayMs: number = RESOLVE_DEBOUNCE_MS,
): TickerResolutionState {
  const current = ticker.trim();
  const debounced = useDebouncedValue(current, delayMs);
  const ready = debounced !== "" && mode !== undefined;
  const query = useApiQuery(alertEndpoints.resolveTicker, {
    query: { ticker: debounced, mode: mode ?? "traditional" },
    enabled: ready,
    // The catalogue does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
    retry: false,
  });

  if (current === "") return { status: "idle" };
  if (!ready || debounced !== current) return { status: "resolving" };
  if (query.isError) return { status: "failed", error: query.error };
  const result = query.data;
  if (!result || query.isPlaceholderData || result.ticker !== current || result.mode !== mode) {
    return { status: "resolving" };
  }
  return { status: "resolved", result };
}

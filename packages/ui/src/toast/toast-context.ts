"use client";

import { createContext, useContext } from "react";

/** What a toast says and how long it stays. */
export interface ToastOptions {
  title: string;
  description?: string;
  /** Neutral news, a success, or a failure (announced assertively). @default "neutral" */
  tone?: "neutral" | "positive" | "negative";
  /** Milliseconds before it closes by itself. @default 5000 */
  duration?: number;
  /** One optional action; `altText` says how to do the same without the toast (required by Radix). */
  action?: { label: string; altText: string; onClick: () => void };
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes a toast early. */
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts; call inside a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be called inside a <ToastProvider>.");
  return api;
}

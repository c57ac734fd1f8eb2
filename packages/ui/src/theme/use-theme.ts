"use client";

import { useCallback, useSyncExternalStore } from "react";
import { getDocumentTheme, setTheme, subscribeToTheme, type Theme } from "./theme-store";

export interface UseTheme {
  /** The theme shown; undefined while rendering on the server and hydrating. */
  theme: Theme | undefined;
  /** Applies and persists a theme. */
  setTheme: (theme: Theme) => void;
  /** Switches between light and dark, and persists the choice. */
  toggleTheme: () => void;
}

const onServer = () => undefined;

/** The current theme, kept in sync with `<html>`, other tabs and the system preference. */
export function useTheme(): UseTheme {
  const theme = useSyncExternalStore(subscribeToTheme, getDocumentTheme, onServer);
  const toggleTheme = useCallback(() => setTheme(getDocumentTheme() === "dark" ? "light" : "dark"), []);
  return { theme, setTheme, toggleTheme };
}

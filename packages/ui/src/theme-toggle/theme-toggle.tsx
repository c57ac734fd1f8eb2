"use client";

import { IconButton } from "../icon-button/icon-button";
import { MoonIcon, SunIcon } from "../icons/ui-icons";
import { useTheme } from "../theme/use-theme";
import * as styles from "./theme-toggle.css";

export interface ThemeToggleProps {
  /** 32 or 40 px square. @default "md" */
  size?: "sm" | "md";
  className?: string;
}

/** Switches between the light and dark theme and remembers the choice (local storage key `theme`). */
export function ThemeToggle({ size = "md", className }: ThemeToggleProps) {
  const { theme, toggleTheme } = useTheme();
  return (
    <IconButton
      label="Dark theme"
      aria-pressed={theme === undefined ? undefined : theme === "dark"}
      size={size}
      className={className}
      onClick={toggleTheme}
    >
      <MoonIcon className={styles.lightOnly} />
      <SunIcon className={styles.darkOnly} />
    </IconButton>
  );
}

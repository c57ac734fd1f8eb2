"use client";

import type { ReactNode } from "react";
import { useHeaderSolid } from "./header-solid";

export interface HeaderBarProps {
  /** Forces the solid look; otherwise it follows the scroll position. @default false */
  alwaysSolid?: boolean;
  className?: string;
  children: ReactNode;
}

/** The `<header>` element, `data-solid` once the page has scrolled past 20 px; its children may be server-rendered. */
export function HeaderBar({ alwaysSolid = false, className, children }: HeaderBarProps) {
  const scrolled = useHeaderSolid();
  return (
    <header className={className} data-solid={alwaysSolid || scrolled}>
      {children}
    </header>
  );
}

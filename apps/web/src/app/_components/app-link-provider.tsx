"use client";

import { LinkProvider } from "@chartbot/ui/link";
import NextLink from "next/link";
import type { ReactNode } from "react";

/** Makes the kit's links to same-site paths navigate with Next.js's client-side router. */
export function AppLinkProvider({ children }: { children: ReactNode }) {
  return <LinkProvider component={NextLink}>{children}</LinkProvider>;
}

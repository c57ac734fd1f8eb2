"use client";

import { type ComponentProps, type ComponentType, createContext, type ReactNode, useContext } from "react";

/** A component that renders an internal link, such as Next.js's `Link`; it receives the anchor's props. */
export type LinkComponent = ComponentType<ComponentProps<"a"> & { href: string }>;

const LinkComponentContext = createContext<LinkComponent | "a">("a");

export interface LinkProviderProps {
  /** The component the kit's links use for same-site paths (client-side navigation). */
  component: LinkComponent;
  children: ReactNode;
}

/** Makes every kit link to a same-site path (`/...`) render through the app's router link. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

/** The component for internal links: the provided one, else a plain anchor. */
export function useLinkComponent(): LinkComponent | "a" {
  return useContext(LinkComponentContext);
}

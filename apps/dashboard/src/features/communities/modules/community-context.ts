"use client";

import type { CommunitySettings } from "@chartbot/contracts/communities";
import { createContext, useContext } from "react";

/** The community whose pages are shown, loaded once by their frame (`CommunityFrame`). */
export const CommunityContext = createContext<CommunitySettings | null>(null);

/** The community of the page: for the overview and the module pages, inside `CommunityFrame`. */
export function useCommunity(): CommunitySettings {
  const settings = useContext(CommunityContext);
  if (!settings) throw new Error("useCommunity is used outside a community's pages");
  return settings;
}

"use client";

import type { ReactNode } from "react";
import { useSiteSession } from "./site-session";

/**
 * Shows its children only to visitors who are not signed in: the footer's Sign up. Signed out on the server
 * and while hydrating (as the header); hidden as soon as the session hint says someone is signed in
 * (`loading`), before the session request answers.
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  return useSiteSession().status === "signed-out" ? children : null;
}

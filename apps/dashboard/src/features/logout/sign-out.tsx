"use client";

import { parseNextTarget } from "@chartbot/auth-gate/next-target";
import { inline } from "@chartbot/ui/inline";
import { Spinner } from "@chartbot/ui/spinner";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { logout } from "@/auth/logout";
import { ROUTES } from "@/auth/routes";
import { AuthCard } from "@/components/auth-card";
import { env } from "@/env";

/** Where to go once signed out: a validated `next` (a dashboard path or a marketing-site URL), else /login. */
export function destinationAfterLogout(next: string | null, webOrigin: string): string {
  const target = parseNextTarget(next, webOrigin);
  if (!target) return ROUTES.login;
  return target.kind === "external" ? target.url : target.path;
}

/** Signs out everywhere (used by the marketing site's Logout), then leaves the page. */
export function SignOut() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const destination = destinationAfterLogout(
      new URLSearchParams(window.location.search).get("next"),
      env.webOrigin,
    );
    logout(queryClient)
      .catch((error: unknown) => console.error("Logging out failed", error))
      .finally(() => window.location.replace(destination));
  }, [queryClient]);
  return (
    <AuthCard title="Logging out">
      <p role="status" className={inline()}>
        <Spinner size="sm" label="" />
        Logging you out of Chartbot…
      </p>
    </AuthCard>
  );
}

"use client";

import { takeContinueTarget } from "@chartbot/auth-gate/continue-after-sign-in";
import { getBrowserStorage } from "@chartbot/browser-storage";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { leaveForMarketingSite } from "@/auth/api-session";
import { getTabStorage } from "@/auth/tab-storage";
import { env } from "@/env";

/** Takes a newly signed-in (or newly verified) user on: to the `next` page, the remembered page, or /account. */
export function useContinue(): () => void {
  const router = useRouter();
  return useCallback(() => {
    const target = takeContinueTarget(
      { local: getBrowserStorage(), session: getTabStorage() },
      env.webOrigin,
    );
    if (target.external) void leaveForMarketingSite(target.href);
    else router.replace(target.href);
  }, [router]);
}

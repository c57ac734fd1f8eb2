"use client";

import { serviceEndpoints } from "@chartbot/contracts/endpoints/services";
import type { Services } from "@chartbot/contracts/services";
import { useQuery } from "@tanstack/react-query";
import { discordAvailable } from "@/auth/go-to-discord";
import { callEndpoint } from "@/client/api-fetch";
import { apiQueryKey } from "@/client/use-api-query";

/** A deployment's configuration changes with a restart, not while a page is open: read once per visit. */
const SERVICES_STALE_MS = 30 * 60_000;

/**
 * Which services the buttons may use: off when the API says so, and Discord off too without a client id in
 * this build. While the answer is on its way, or when it fails, a service counts as on: the click then
 * meets the API's own 503 and its message, as before.
 */
export function availableServices(answer: Services | undefined, hasDiscordClient: boolean): Services {
  return {
    discordSignIn: hasDiscordClient && answer?.discordSignIn !== false,
    discordBot: hasDiscordClient && answer?.discordBot !== false,
    payments: answer?.payments !== false,
  };
}

/** `serviceEndpoints.get` (no session needed: the sign-in pages ask too), read once and shared by every button. */
export function useServices(): Services {
  const query = useQuery<Services>({
    queryKey: apiQueryKey(serviceEndpoints.get),
    queryFn: ({ signal }) => callEndpoint(serviceEndpoints.get, { session: false, signal }),
    staleTime: SERVICES_STALE_MS,
    refetchOnWindowFocus: false,
    retry: false,
  });
  return availableServices(query.data, discordAvailable());
}

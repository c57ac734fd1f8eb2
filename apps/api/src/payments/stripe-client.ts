import Stripe from "stripe";
import type { Config } from "../config.js";

/** Whether both Stripe keys are set: without the webhook secret no payment could ever be recorded. */
export function paymentsConfigured(config: Config["stripe"]): boolean {
  return Boolean(config.secretKey && config.webhookSecret);
}

/**
 * The Stripe client for the configured keys, or undefined when payments are not configured.
 * `apiBaseUrl` points it elsewhere than Stripe's API (the tests' local protocol server).
 */
export function createStripeClient(config: Config["stripe"]): Stripe | undefined {
  if (!config.secretKey || !paymentsConfigured(config)) return undefined;
  const base = config.apiBaseUrl ? new URL(config.apiBaseUrl) : undefined;
  return new Stripe(config.secretKey, {
    appInfo: { name: "Chartbot" },
    telemetry: false,
    // A person waits on checkout and portal calls: fail within seconds rather than Stripe's 80 s default.
    timeout: 15_000,
    maxNetworkRetries: 1,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === "http:" ? 80 : 443),
      protocol: base.protocol === "http:" ? "http" : "https",
    }),
  });
}

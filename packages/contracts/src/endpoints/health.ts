import { endpoint } from "../endpoint.ts";
import { LivenessSchema, ReadinessSchema } from "../health.ts";

export const healthEndpoints = {
  live: endpoint({
    method: "GET",
    path: "/health/live",
    api: "dashboard",
    auth: "none",
    tag: "health",
    summary: "Liveness: the process is up (checks no dependency)",
    responses: { 200: LivenessSchema },
  }),
  ready: endpoint({
    method: "GET",
    path: "/health/ready",
    api: "dashboard",
    auth: "none",
    tag: "health",
    summary:
      "Readiness: the database and the identity provider answer; Redis, when configured, is reported (checked at most every 5 s)",
    responses: { 200: ReadinessSchema, 503: ReadinessSchema },
  }),
};

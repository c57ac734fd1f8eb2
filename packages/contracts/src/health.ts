import { z } from "zod";

/** `GET /api/health/live`: the process is up and answering; always 200, checks nothing else. */
export const LivenessSchema = z.object({ status: z.literal("ok") });
export type Liveness = z.infer<typeof LivenessSchema>;

const CheckSchema = z.object({
  ok: z.boolean(),
  /** How long the check took; a failed one includes its timeout. */
  latencyMs: z.number(),
});

/**
 * `GET /api/health/ready`: 200 `ready` when every dependency answers; 200 `degraded` when only an optional one
 * (Redis) does not, and the API serves without it; 503 `not_ready` when the database or the identity provider
 * does not. The checks run at most once per few seconds per process; `checkedAt` says when the answered ones ran.
 */
export const ReadinessSchema = z.object({
  status: z.enum(["ready", "degraded", "not_ready"]),
  checkedAt: z.iso.datetime(),
  database: CheckSchema.extend({ kind: z.enum(["pglite", "postgres"]) }),
  /** The identity provider: the Auth emulator when one is configured, else Google's token-signing keys. */
  auth: CheckSchema.extend({ probe: z.enum(["emulator", "google-signing-keys"]) }),
  /** Redis (shared rate-limit counters), null when none is configured; while down, requests go uncounted. */
  redis: CheckSchema.nullable(),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

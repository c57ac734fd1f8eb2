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
 * `GET /api/health/ready` (200 when every dependency answers, 503 otherwise). The checks run at most once
 * per few seconds per process; `checkedAt` says when the answered ones ran.
 */
export const ReadinessSchema = z.object({
  status: z.enum(["ready", "not_ready"]),
  checkedAt: z.iso.datetime(),
  database: CheckSchema.extend({ kind: z.enum(["pglite", "postgres"]) }),
  /** The identity provider: the Auth emulator when one is configured, else Google's token-signing keys. */
  auth: CheckSchema.extend({ probe: z.enum(["emulator", "google-signing-keys"]) }),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

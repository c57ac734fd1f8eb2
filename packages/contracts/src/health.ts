import { z } from "zod";

const ComponentHealthSchema = z.object({ ok: z.boolean(), latencyMs: z.number().optional() });

/** `GET /api/health` (200 when everything answers, 503 otherwise). */
export const HealthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: ComponentHealthSchema.extend({ kind: z.enum(["pglite", "postgres"]) }),
  auth: ComponentHealthSchema,
});
export type Health = z.infer<typeof HealthSchema>;

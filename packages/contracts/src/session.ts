import { z } from "zod";

/** `POST /api/session` */
export const CreateSessionBodySchema = z.strictObject({ idToken: z.string().min(1).max(4096) });
export type CreateSessionBody = z.input<typeof CreateSessionBodySchema>;

/** `GET /api/session`: the signed-in user, for the marketing site. */
export const SessionUserSchema = z.object({
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  photoURL: z.string().nullable(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

import { z } from "zod";
import { PageQuerySchema, pageOf } from "./paging.ts";

/** `POST /api/session` (start a session) and `PUT /api/session` (refresh it): a Firebase ID token. */
export const CreateSessionBodySchema = z.strictObject({ idToken: z.string().min(1).max(4096) });
export type CreateSessionBody = z.input<typeof CreateSessionBodySchema>;

/** `GET /api/session`: the signed-in user, for the marketing site's header and the dashboard. */
export const SessionUserSchema = z.object({
  uid: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  photoURL: z.string().nullable(),
  /** Until when sensitive actions need no re-authentication (ISO time; in the past when they need one). */
  recentSignInUntil: z.iso.datetime(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** One signed-in browser in Account Settings. */
export const ActiveSessionSchema = z.object({
  id: z.uuid(),
  /** "Chrome on macOS". */
  device: z.string(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;

/** `GET /api/sessions`: a page of the account's active sessions, newest first (`?limit=&cursor=`). */
export const SessionListQuerySchema = PageQuerySchema;
export const SessionListSchema = pageOf(ActiveSessionSchema);
export type SessionList = z.infer<typeof SessionListSchema>;

/** `DELETE /api/sessions/:sessionId` */
export const SessionParamsSchema = z.strictObject({ sessionId: z.uuid() });

/** `DELETE /api/sessions`: "sign out everywhere", or only the other devices. */
export const EndSessionsQuerySchema = z.strictObject({
  keep: z.enum(["current"]).optional(),
});
export const EndedSessionsSchema = z.object({ ended: z.number().int().min(0) });

import { z } from "zod";
import { endpoint } from "../endpoint.ts";
import { ErrorResponses } from "../errors.ts";
import {
  CreateSessionBodySchema,
  EndedSessionsSchema,
  EndSessionsQuerySchema,
  SessionListQuerySchema,
  SessionListSchema,
  SessionParamsSchema,
  SessionUserSchema,
} from "../session.ts";

export const sessionEndpoints = {
  start: endpoint({
    method: "POST",
    path: "/session",
    api: "dashboard",
    auth: "none",
    tag: "session",
    // The Firebase ID token is in the body.
    summary: "Starts a session from a fresh Firebase ID token (signed in within 5 minutes)",
    description:
      "Sets the HttpOnly `__session` cookie (an opaque 256-bit secret; the API stores only its hash) and the readable `chartbot_signed_in` hint. Browsers must send it from the dashboard's origin.",
    body: CreateSessionBodySchema,
    responses: { 204: z.null(), ...ErrorResponses },
  }),
  get: endpoint({
    method: "GET",
    path: "/session",
    api: "dashboard",
    auth: "session",
    tag: "session",
    summary: "The signed-in user, from the session cookie or an ID token; 401 when signed out",
    responses: { 200: SessionUserSchema, ...ErrorResponses },
  }),
  refresh: endpoint({
    method: "PUT",
    path: "/session",
    api: "dashboard",
    auth: "session",
    tag: "session",
    summary: "Refreshes the session from a new ID token of the same user",
    description:
      "Updates what the session knows (a newly verified email, say). A token from a sign-in within 5 minutes also counts as re-authentication for sensitive actions, and ends the account's other sessions that Firebase revoked (after a password change).",
    body: CreateSessionBodySchema,
    responses: { 204: z.null(), ...ErrorResponses },
  }),
  end: endpoint({
    method: "DELETE",
    path: "/session",
    api: "dashboard",
    auth: "optional",
    tag: "session",
    // Works with or without the cookie.
    summary: "Signs out: ends this session (every copy of its cookie) and clears the cookies",
    responses: { 204: z.null(), ...ErrorResponses },
  }),
  list: endpoint({
    method: "GET",
    path: "/sessions",
    api: "dashboard",
    auth: "session",
    tag: "session",
    summary: "The account's active sessions (device, started, last seen), newest first, paged",
    query: SessionListQuerySchema,
    responses: { 200: SessionListSchema, ...ErrorResponses },
  }),
  endOne: endpoint({
    method: "DELETE",
    path: "/sessions/:sessionId",
    api: "dashboard",
    auth: "session",
    tag: "session",
    summary: "Ends one of the account's sessions (signs that device out)",
    params: SessionParamsSchema,
    responses: { 204: z.null(), ...ErrorResponses },
  }),
  endOthers: endpoint({
    method: "DELETE",
    path: "/sessions",
    api: "dashboard",
    auth: "session",
    tag: "session",
    summary: "Signs out everywhere: ends every session (or every other one) and revokes Firebase sign-ins",
    description:
      "With `keep=current` the session making the request stays. ID tokens from earlier sign-ins are refused from now on, and Firebase refresh tokens are revoked, so no device can get a new one without signing in again.",
    query: EndSessionsQuerySchema,
    responses: { 200: EndedSessionsSchema, ...ErrorResponses },
  }),
};

import type { FastifyRequest } from "fastify";

/**
 * Options of route plugins registered twice: once for the dashboard (under `/api`, the default: session
 * cookie or Firebase ID token) and once for the public API (under `/api/v1`, personal API tokens). The handlers
 * are the same; only the authentication hook and, for the public API, which routes exist differ.
 */
export interface RegistrationOptions {
  /** The `onRequest` authentication hook; it must set `request.account`. @default requireAccount */
  authenticate?: (request: FastifyRequest) => Promise<void>;
  /** The public API registration: routes that only make sense in the dashboard are left out. */
  publicApi?: boolean;
}

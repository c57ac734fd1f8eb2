import { LIMITS } from "@chartbot/addons";
import { relayEndpoints } from "@chartbot/contracts/endpoints/relays";
import { RELAY_BODY_LIMIT_BYTES } from "@chartbot/contracts/relays";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { findRelayTarget } from "../../data/relays/find-relay-target.js";
import { queueRelayMessage } from "../../data/relays/queue-relay-message.js";
import { raiseRelayRefused } from "../../data/relays/relay-notices.js";
import { relaySecretMatches } from "../../data/relays/relay-secret.js";
import { AppError } from "../../errors.js";
import { createKeyedRateLimit } from "../../plugins/rate-limits.js";
import { addEndpoint } from "../endpoint-route.js";
import { readRelayMessage } from "./read-relay-message.js";

/** The one answer to an unknown relay and to a wrong secret, so a guess learns nothing. */
const RELAY_NOT_FOUND = "There is no relay at this URL: it was deleted, or its secret was rotated.";

/**
 * The relay URLs, `POST /api/relay/:relayId/:secret`: anyone with the URL may post (the secret is the
 * credential). Counted per client address like every route, and per relay (`LIMITS.relayMessagesPerMinute`, in
 * Redis when there is one) once the secret matched, so a stranger cannot use up a relay's minute. A message
 * refused past the secret (over the relay's minute, or unreadable; not a dry run) raises the relay's
 * `relay_refusing` notice: one no-op insert while it is open.
 */
export const relayUrlRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const limitRelay = createKeyedRateLimit(
    app,
    LIMITS.relayMessagesPerMinute,
    (request) => `relay:${(request.params as { relayId: string }).relayId}`,
  );

  addEndpoint(
    app,
    relayEndpoints.post,
    async (request, reply) => {
      const { relayId, secret } = request.params;
      const target = await findRelayTarget(db, relayId);
      if (!target || !relaySecretMatches(target.relay, secret, new Date())) {
        throw new AppError("not_found", RELAY_NOT_FOUND);
      }
      try {
        await limitRelay(request, reply);
      } catch (error) {
        if (error instanceof AppError && error.code === "rate_limited") {
          await raiseRelayRefused(db, target, { kind: "rate_limited" });
        }
        throw error;
      }
      if (target.disconnected) throw new AppError("community_disconnected");
      let message: ReturnType<typeof readRelayMessage>;
      try {
        message = readRelayMessage(request.body, target.tickerMode);
      } catch (error) {
        if (error instanceof AppError && !request.query.dryRun) {
          await raiseRelayRefused(db, target, { kind: "unreadable", problem: error.message });
        }
        throw error;
      }
      if (request.query.dryRun) {
        return reply.code(200).send({
          dryRun: true as const,
          ...message.parse,
          channelId: target.relay.channelId,
          roleId: target.relay.roleId,
          tickerMode: target.tickerMode,
        });
      }
      await queueRelayMessage(db, relayId, message.queued);
      return reply.code(204).send(null);
    },
    { bodyLimit: RELAY_BODY_LIMIT_BYTES },
  );
};

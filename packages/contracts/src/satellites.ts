import { z } from "zod";
import { CommunityParamsSchema } from "./communities.ts";

/** How often the bot reports each running satellite's price. */
export const SATELLITE_HEARTBEAT_SECONDS = 60;
/** A running satellite is stale when this many heartbeats in a row are missing. */
export const SATELLITE_STALE_AFTER_MISSED = 3;

/** A price satellite bot of a community. */
export const SatelliteSchema = z.object({
  id: z.uuid(),
  symbolId: z.string(),
  ticker: z.string(),
  name: z.string(),
  provider: z.string(),
  exchange: z.string().nullable(),
  free: z.boolean().describe("BTCUSD and ETHUSD (CoinGecko) are free; every other satellite uses a slot"),
  active: z.boolean().describe("Free, or covered by a slot: the bot runs it"),
  createdAt: z.iso.datetime(),
  lastPrice: z.number().nullable().describe("The price the satellite last showed"),
  lastHeartbeatAt: z.iso.datetime().nullable(),
  stale: z
    .boolean()
    .describe(
      `Active, and no heartbeat for ${SATELLITE_STALE_AFTER_MISSED} x ${SATELLITE_HEARTBEAT_SECONDS} s (since it was added, before the first)`,
    ),
});
export type Satellite = z.infer<typeof SatelliteSchema>;

/** `GET /api/communities/:id/satellites` */
export const SatelliteListSchema = z.object({
  satellites: z.array(SatelliteSchema),
  paid: z.object({
    used: z.int().describe("Paid satellites in the community"),
    slots: z.int().describe("Price Satellite Bots slots assigned to the community"),
    limit: z.int().describe("Most paid satellites a community can run, whatever its slots"),
  }),
});
export type SatelliteList = z.infer<typeof SatelliteListSchema>;

/** `POST /api/communities/:id/satellites`: a catalogue symbol by id, or a ticker to resolve. */
export const AddSatelliteBodySchema = z
  .strictObject({
    symbolId: z
      .string()
      .regex(/^\d{1,20}$/, "must be a catalogue symbol id (digits)")
      .optional(),
    ticker: z.string().max(64).optional().describe("Read in the community's ticker parsing mode"),
  })
  .refine(
    (body) => (body.symbolId === undefined) !== (body.ticker === undefined),
    "Send either symbolId or ticker.",
  );
export type AddSatelliteBody = z.input<typeof AddSatelliteBodySchema>;

/** `:id` of a community and `:satelliteId` of one of its satellites. */
export const SatelliteParamsSchema = CommunityParamsSchema.extend({ satelliteId: z.uuid() });

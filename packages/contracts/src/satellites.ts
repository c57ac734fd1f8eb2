import { z } from "zod";
import { CommunityParamsSchema } from "./communities";

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

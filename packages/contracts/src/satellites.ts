import { z } from "zod";
import { CommunityParamsSchema } from "./communities.ts";

/** How often the bot reports each running satellite's price. */
export const SATELLITE_HEARTBEAT_SECONDS = 60;
/** A satellite in its server is stale after this long without a heartbeat: 3 minutes. */
export const SATELLITE_STALE_AFTER_SECONDS = 180;

/**
 * Where a satellite stands, derived from its slot, the bot's membership reports and its heartbeats, with what
 * fixes it. Every satellite is its own Discord bot application: it joins a server only through its own invite.
 */
export const SATELLITE_STATES = {
  waiting_for_invite: "Added, waiting for its invite to be approved in the server: open the invite",
  running: `In the server and showing its price (a heartbeat within ${SATELLITE_STALE_AFTER_SECONDS / 60} minutes, or just joined)`,
  stale: `In the server, but no heartbeat for ${SATELLITE_STALE_AFTER_SECONDS / 60} minutes: check again later`,
  removed: "Was in the server and is no longer (kicked, or its application removed): invite it again",
  no_slot:
    "Not covered by a slot (e.g. after a subscription lapsed), so the bot keeps it stopped: assign a slot",
} as const;
export type SatelliteState = keyof typeof SATELLITE_STATES;
export const SatelliteStateSchema = z
  .enum(Object.keys(SATELLITE_STATES) as [SatelliteState, ...SatelliteState[]])
  .describe(
    Object.entries(SATELLITE_STATES)
      .map(([state, meaning]) => `\`${state}\`: ${meaning}`)
      .join("; "),
  );

/** A price satellite bot of a community. */
export const SatelliteSchema = z.object({
  id: z.uuid(),
  symbolId: z.string(),
  applicationId: z
    .string()
    .describe("The satellite's own Discord application (and bot user) id: the catalogue symbol's id"),
  ticker: z.string(),
  name: z.string(),
  provider: z.string(),
  exchange: z.string().nullable(),
  free: z.boolean().describe("BTCUSD and ETHUSD (CoinGecko) are free; every other satellite uses a slot"),
  active: z.boolean().describe("Free, or covered by a slot: the bot runs it once it is in the server"),
  state: SatelliteStateSchema,
  inviteUrl: z
    .string()
    .describe(
      "The satellite's own bot authorization: its application, the community's server locked, only Change Nickname",
    ),
  createdAt: z.iso.datetime(),
  joinedAt: z.iso.datetime().nullable().describe("Since when the bot has seen it in the server"),
  leftAt: z.iso.datetime().nullable().describe("When the bot last saw it gone from the server"),
  lastPrice: z.number().nullable().describe("The price the satellite last showed"),
  lastHeartbeatAt: z.iso.datetime().nullable(),
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

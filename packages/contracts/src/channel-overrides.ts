import { z } from "zod";
import { CommunityParamsSchema } from "./communities.ts";
import { AUTO_DELETE_MINUTES } from "./community-options.ts";
import { SnowflakeSchema } from "./discord-id.ts";
import { TickerModeSchema } from "./markets.ts";

/** Most channel overrides one community keeps. */
export const MAX_CHANNEL_OVERRIDES = 50;

/** What a channel override sets: each field null keeps the server's setting in that channel. */
export const ChannelOverrideValuesSchema = z.object({
  tickerMode: TickerModeSchema.nullable().describe("Null: the server's ticker parsing mode"),
  autoDeleteMinutes: z
    .int()
    .min(0)
    .max(AUTO_DELETE_MINUTES.max)
    .nullable()
    .describe("Null: the server's auto-delete; 0: never delete in this channel; otherwise minutes"),
});
export type ChannelOverrideValues = z.infer<typeof ChannelOverrideValuesSchema>;

/** A channel of a community whose ticker parsing mode or auto-delete differs from the server's. */
export const CommunityChannelOverrideSchema = ChannelOverrideValuesSchema.extend({
  channelId: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CommunityChannelOverride = z.infer<typeof CommunityChannelOverrideSchema>;

/** `GET /api/communities/:id/channel-overrides`: by channel id. */
export const ChannelOverrideListSchema = z.object({
  overrides: z.array(CommunityChannelOverrideSchema),
  limit: z.int().describe("Most overrides the community may keep"),
});
export type ChannelOverrideList = z.infer<typeof ChannelOverrideListSchema>;

/** `:id` of a community and `:channelId` of a channel of its server. */
export const ChannelOverrideParamsSchema = CommunityParamsSchema.extend({ channelId: SnowflakeSchema });

/** `PUT /api/communities/:id/channel-overrides/:channelId`: creates the override or replaces it whole. */
export const PutChannelOverrideBodySchema = z
  .strictObject({
    tickerMode: ChannelOverrideValuesSchema.shape.tickerMode,
    autoDeleteMinutes: ChannelOverrideValuesSchema.shape.autoDeleteMinutes,
  })
  .refine(
    (body) => body.tickerMode !== null || body.autoDeleteMinutes !== null,
    "Override the ticker parsing mode, the auto-delete or both (to use the server's settings, delete the override).",
  );
export type PutChannelOverrideBody = z.input<typeof PutChannelOverrideBodySchema>;

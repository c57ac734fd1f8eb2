ALTER TABLE "satellites" ADD COLUMN "joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "satellites" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "satellites" ADD COLUMN "membership_reported_at" timestamp with time zone;--> statement-breakpoint
-- Every community gets the free BTCUSD and ETHUSD (CoinGecko) satellites at set-up from now on; communities
-- set up before, with no satellite at all, get them here (one that removed some keeps its choice).
INSERT INTO "satellites" ("community_id", "symbol_id")
SELECT c."id", d."symbol_id" FROM "communities" c
CROSS JOIN (VALUES ('751080162300526653'), ('751080770243657779')) AS d("symbol_id")
WHERE NOT EXISTS (SELECT 1 FROM "satellites" s WHERE s."community_id" = c."id")
ON CONFLICT DO NOTHING;

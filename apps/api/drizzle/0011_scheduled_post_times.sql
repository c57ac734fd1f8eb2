ALTER TABLE "scheduled_posts" ADD COLUMN "skip_holidays" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_posts" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_posts" ADD COLUMN "days" text[] DEFAULT '{mon,tue,wed,thu,fri,sat,sun}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_posts" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "scheduled_posts" ADD CONSTRAINT "scheduled_posts_days" CHECK (cardinality("scheduled_posts"."days") between 1 and 7 and "scheduled_posts"."days" <@ '{mon,tue,wed,thu,fri,sat,sun}'::text[]);--> statement-breakpoint
ALTER TABLE "scheduled_posts" ADD CONSTRAINT "scheduled_posts_start_time" CHECK ("scheduled_posts"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
-- Posts from before time zones ran on New York's clock (its weekends): they keep it. New posts default to UTC.
UPDATE "scheduled_posts" SET "time_zone" = 'America/New_York';
--> statement-breakpoint
-- The bot's change feed must hear of a change to the new schedule fields.
DROP TRIGGER scheduled_posts_config_changed ON scheduled_posts;
--> statement-breakpoint
CREATE TRIGGER scheduled_posts_config_changed AFTER INSERT OR DELETE OR UPDATE OF community_id, command, arguments,
  channel_id, period_minutes, skip_weekends, market_hours_only, skip_holidays, time_zone, days, start_time,
  message, role_id, paused_at
  ON scheduled_posts FOR EACH ROW EXECUTE FUNCTION touch_community_config();

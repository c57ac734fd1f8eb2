CREATE TABLE "alert_triggers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alert_id" uuid NOT NULL,
	"trigger_key" text NOT NULL,
	"price" double precision NOT NULL,
	"triggered_at" timestamp with time zone NOT NULL,
	"delivery" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_guilds" (
	"guild_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"left_at" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "channel_overrides" (
	"community_id" uuid NOT NULL,
	"channel_id" text NOT NULL,
	"ticker_mode" text,
	"auto_delete_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_overrides_community_id_channel_id_pk" PRIMARY KEY("community_id","channel_id")
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "cooldown_minutes" integer;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "scope" text DEFAULT 'read' NOT NULL;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "config_txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "satellites" ADD COLUMN "last_price" double precision;--> statement-breakpoint
ALTER TABLE "satellites" ADD COLUMN "last_heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_posts" ADD COLUMN "last_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_posts" ADD COLUMN "last_outcome" text;--> statement-breakpoint
ALTER TABLE "scheduled_posts" ADD COLUMN "last_failure_reason" text;--> statement-breakpoint
ALTER TABLE "scheduled_posts" ADD COLUMN "consecutive_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_posts" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_posts" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "alert_triggers" ADD CONSTRAINT "alert_triggers_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_overrides" ADD CONSTRAINT "channel_overrides_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_triggers_key_idx" ON "alert_triggers" USING btree ("alert_id","trigger_key");--> statement-breakpoint
CREATE INDEX "alert_triggers_alert_time_idx" ON "alert_triggers" USING btree ("alert_id","triggered_at","id");--> statement-breakpoint
CREATE INDEX "alerts_active_symbol_idx" ON "alerts" USING btree ("symbol_id","id") WHERE "alerts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "communities_config_txid_idx" ON "communities" USING btree ("config_txid","id");
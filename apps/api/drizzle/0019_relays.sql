CREATE TABLE "relay_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "relay_messages_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"relay_id" uuid NOT NULL,
	"content" text NOT NULL,
	"ticker_input" text,
	"symbol_id" text,
	"chart" text,
	"role" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"served_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"failure_reason" text,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "relays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"channel_id" text NOT NULL,
	"role_id" text,
	"secret_hash" text NOT NULL,
	"previous_secret_hash" text,
	"previous_secret_expires_at" timestamp with time zone,
	"rotated_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "last_relay_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "relay_messages" ADD CONSTRAINT "relay_messages_relay_id_relays_id_fk" FOREIGN KEY ("relay_id") REFERENCES "public"."relays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relays" ADD CONSTRAINT "relays_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "relay_messages_relay_idx" ON "relay_messages" USING btree ("relay_id","received_at");--> statement-breakpoint
CREATE INDEX "relay_messages_queued_idx" ON "relay_messages" USING btree ("sequence") WHERE "relay_messages"."status" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "relays_community_number_idx" ON "relays" USING btree ("community_id","number");
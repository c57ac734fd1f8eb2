CREATE TABLE "alert_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alert_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reported_at" timestamp with time zone,
	"failure_reason" text
);
--> statement-breakpoint
ALTER TABLE "alerts" ALTER COLUMN "level" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "percent" double precision;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "window" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "webhook_url" text;--> statement-breakpoint
ALTER TABLE "alert_tests" ADD CONSTRAINT "alert_tests_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_tests_alert_time_idx" ON "alert_tests" USING btree ("alert_id","requested_at");--> statement-breakpoint
CREATE INDEX "alert_tests_pending_idx" ON "alert_tests" USING btree ("requested_at") WHERE "alert_tests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_condition_fields" CHECK (case when "alerts"."placement" = 'percent_move'
        then "alerts"."level" is null and coalesce("alerts"."percent" > 0, false) and "alerts"."window" is not null
        else "alerts"."level" is not null and "alerts"."percent" is null and "alerts"."window" is null end);--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_one_target" CHECK ("alerts"."webhook_url" is null or "alerts"."channel_id" is null);
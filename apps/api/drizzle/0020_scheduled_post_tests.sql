CREATE TABLE "scheduled_post_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reported_at" timestamp with time zone,
	"failure_reason" text
);
--> statement-breakpoint
ALTER TABLE "scheduled_post_tests" ADD CONSTRAINT "scheduled_post_tests_post_id_scheduled_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."scheduled_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_post_tests_post_time_idx" ON "scheduled_post_tests" USING btree ("post_id","requested_at");--> statement-breakpoint
CREATE INDEX "scheduled_post_tests_pending_idx" ON "scheduled_post_tests" USING btree ("requested_at") WHERE "scheduled_post_tests"."status" = 'pending';
CREATE TABLE "notice_preferences" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"email_kinds" jsonb NOT NULL,
	"email_schedule" text DEFAULT 'immediately' NOT NULL,
	"digest_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"community_id" uuid,
	"kind" text NOT NULL,
	"cause" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"fix_path" text NOT NULL,
	"fix_label" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"direct_message" text DEFAULT 'pending' NOT NULL,
	"direct_message_reported_at" timestamp with time zone,
	"direct_message_failure" text,
	"email" text DEFAULT 'pending' NOT NULL,
	"email_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notice_preferences" ADD CONSTRAINT "notice_preferences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notices_open_cause_idx" ON "notices" USING btree ("account_id","cause") WHERE "notices"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "notices_account_time_idx" ON "notices" USING btree ("account_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "notices_unread_idx" ON "notices" USING btree ("account_id") WHERE "notices"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notices_direct_message_idx" ON "notices" USING btree ("occurred_at") WHERE "notices"."direct_message" = 'pending';--> statement-breakpoint
CREATE INDEX "notices_email_idx" ON "notices" USING btree ("occurred_at") WHERE "notices"."email" = 'pending';--> statement-breakpoint
CREATE INDEX "notices_cause_idx" ON "notices" USING btree ("cause") WHERE "notices"."resolved_at" is null;
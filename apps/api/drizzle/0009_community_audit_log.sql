CREATE TABLE "community_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"account_id" uuid,
	"actor_name" text,
	"setting" text NOT NULL,
	"channel_id" text,
	"before" jsonb,
	"after" jsonb,
	"revert_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_audit_log" ADD CONSTRAINT "community_audit_log_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_audit_log" ADD CONSTRAINT "community_audit_log_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_audit_log_community_idx" ON "community_audit_log" USING btree ("community_id","created_at","id");--> statement-breakpoint
CREATE INDEX "community_audit_log_created_idx" ON "community_audit_log" USING btree ("created_at");--> statement-breakpoint
-- A deleted account's audit entries stay, by "a deleted account": when the foreign key clears account_id, the
-- name it had is cleared too (docs/decisions/audit-log-deleted-accounts.md).
CREATE FUNCTION forget_audit_actor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.actor_name := NULL;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER community_audit_log_actor_deleted BEFORE UPDATE OF account_id ON community_audit_log
  FOR EACH ROW WHEN (NEW.account_id IS NULL) EXECUTE FUNCTION forget_audit_actor();

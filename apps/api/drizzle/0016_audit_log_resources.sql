ALTER TABLE "community_audit_log" ADD COLUMN "subject_id" text;--> statement-breakpoint
ALTER TABLE "community_audit_log" ADD COLUMN "api_token_label" text;--> statement-breakpoint
ALTER TABLE "community_audit_log" ADD COLUMN "via_api_token" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- A deleted account's token labels go with its name (docs/decisions/community-audit-log.md).
CREATE OR REPLACE FUNCTION forget_audit_actor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.actor_name := NULL;
  NEW.api_token_label := NULL;
  RETURN NEW;
END $$;

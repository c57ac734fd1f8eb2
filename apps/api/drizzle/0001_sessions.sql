CREATE TABLE "ended_sign_ins" (
	"account_id" uuid NOT NULL,
	"authenticated_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ended_sign_ins_account_id_authenticated_at_pk" PRIMARY KEY("account_id","authenticated_at")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" uuid NOT NULL,
	"email_verified" boolean NOT NULL,
	"photo_url" text,
	"device" text NOT NULL,
	"authenticated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "sign_ins_valid_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ended_sign_ins" ADD CONSTRAINT "ended_sign_ins_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id","created_at","id");--> statement-breakpoint
-- Every API process caches signed-in sessions with their account: any change to either, from any connection,
-- tells them which account to forget (`LISTEN chartbot_account_changed`).
CREATE FUNCTION "chartbot_notify_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'accounts' THEN
    PERFORM pg_notify('chartbot_account_changed', OLD.id::text);
  ELSE
    PERFORM pg_notify('chartbot_account_changed', OLD.account_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "accounts_notify_changed" AFTER UPDATE OR DELETE ON "accounts"
  FOR EACH ROW EXECUTE FUNCTION "chartbot_notify_account_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_notify_changed" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "chartbot_notify_account_changed"();

CREATE TABLE "licensed_bots" (
	"community_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"avatar_url" text,
	"application_id" text NOT NULL,
	"token_ciphertext" text NOT NULL,
	"token_ending" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"in_review_at" timestamp with time zone,
	"live_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "licensed_bots" ADD CONSTRAINT "licensed_bots_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The bot API's change feed (0005): a community's licensed bot is part of what the bot reads of it.
CREATE TRIGGER licensed_bots_config_changed AFTER INSERT OR DELETE OR UPDATE OF community_id, name, avatar_url,
  application_id, token_ciphertext, status
  ON licensed_bots FOR EACH ROW EXECUTE FUNCTION touch_community_config();

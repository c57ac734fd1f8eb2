ALTER TABLE "subscriptions" ADD COLUMN "grace_ended_at" timestamp with time zone;--> statement-breakpoint
-- The end of a grace period (endGracePeriods) turns the add-on off: the bot's change feed must hear of it.
DROP TRIGGER subscriptions_config_changed ON subscriptions;
--> statement-breakpoint
CREATE TRIGGER subscriptions_config_changed AFTER UPDATE OF status, addon_slug, grace_ended_at
  ON subscriptions FOR EACH ROW EXECUTE FUNCTION touch_subscription_communities();

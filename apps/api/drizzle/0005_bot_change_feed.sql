-- The bot API's change feed: every change to what the bot reads of a community sets the community's
-- config_txid to the changing transaction's id. The feed pages by (config_txid, id) and serves only ids below
-- the oldest transaction still running, so a change committed late is never skipped.
CREATE FUNCTION stamp_community_config() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.config_txid := pg_current_xact_id();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER communities_config_changed BEFORE UPDATE OF guild_id, name, ticker_mode, auto_delete_minutes,
  chart_theme, chart_timeframe, chart_type, chart_indicators, setup_completed_at, disconnected_at, config_txid
  ON communities FOR EACH ROW EXECUTE FUNCTION stamp_community_config();
--> statement-breakpoint
CREATE FUNCTION touch_community_config() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE communities SET config_txid = pg_current_xact_id() WHERE id = OLD.community_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.community_id IS NOT NULL THEN
    UPDATE communities SET config_txid = pg_current_xact_id() WHERE id = NEW.community_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER satellites_config_changed AFTER INSERT OR DELETE OR UPDATE OF community_id, symbol_id
  ON satellites FOR EACH ROW EXECUTE FUNCTION touch_community_config();
--> statement-breakpoint
CREATE TRIGGER scheduled_posts_config_changed AFTER INSERT OR DELETE OR UPDATE OF community_id, command, arguments,
  channel_id, period_minutes, skip_weekends, market_hours_only, message, role_id, paused_at
  ON scheduled_posts FOR EACH ROW EXECUTE FUNCTION touch_community_config();
--> statement-breakpoint
CREATE TRIGGER tradingview_layouts_config_changed AFTER INSERT OR DELETE OR UPDATE
  ON tradingview_layouts FOR EACH ROW EXECUTE FUNCTION touch_community_config();
--> statement-breakpoint
CREATE TRIGGER channel_overrides_config_changed AFTER INSERT OR DELETE OR UPDATE
  ON channel_overrides FOR EACH ROW EXECUTE FUNCTION touch_community_config();
--> statement-breakpoint
CREATE TRIGGER addon_slots_config_changed AFTER INSERT OR DELETE OR UPDATE OF community_id
  ON addon_slots FOR EACH ROW EXECUTE FUNCTION touch_community_config();
--> statement-breakpoint
-- A subscription's status decides whether its slots count: touch the communities its slots are in.
CREATE FUNCTION touch_subscription_communities() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE communities SET config_txid = pg_current_xact_id()
  WHERE id IN (SELECT community_id FROM addon_slots WHERE subscription_id = NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_config_changed AFTER UPDATE OF status, addon_slug
  ON subscriptions FOR EACH ROW EXECUTE FUNCTION touch_subscription_communities();

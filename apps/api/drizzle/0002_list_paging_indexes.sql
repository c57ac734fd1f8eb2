DROP INDEX "alerts_account_idx";--> statement-breakpoint
DROP INDEX "api_tokens_account_idx";--> statement-breakpoint
CREATE INDEX "alerts_account_created_idx" ON "alerts" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "api_tokens_account_created_idx" ON "api_tokens" USING btree ("account_id","created_at","id");
ALTER TABLE "accounts" ADD COLUMN "ticker_mode_chosen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "checklist_hidden_at" timestamp with time zone;
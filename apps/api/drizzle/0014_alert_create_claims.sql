CREATE TABLE "alert_create_claims" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"creates" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_create_claims" ADD CONSTRAINT "alert_create_claims_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
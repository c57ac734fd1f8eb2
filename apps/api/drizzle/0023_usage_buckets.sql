CREATE TABLE "usage_buckets" (
	"community_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"metric" text NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_buckets_community_id_hour_metric_kind_pk" PRIMARY KEY("community_id","hour","metric","kind"),
	CONSTRAINT "usage_buckets_count" CHECK ("usage_buckets"."count" >= 0),
	CONSTRAINT "usage_buckets_hour" CHECK (extract(epoch from "usage_buckets"."hour") % 3600 = 0)
);
--> statement-breakpoint
ALTER TABLE "usage_buckets" ADD CONSTRAINT "usage_buckets_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_buckets_hour_idx" ON "usage_buckets" USING btree ("hour");
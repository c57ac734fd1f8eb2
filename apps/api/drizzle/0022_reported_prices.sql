CREATE TABLE "reported_prices" (
	"symbol_id" text NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"price" double precision NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reported_prices_symbol_id_observed_at_pk" PRIMARY KEY("symbol_id","observed_at"),
	CONSTRAINT "reported_prices_price_positive" CHECK ("reported_prices"."price" > 0)
);

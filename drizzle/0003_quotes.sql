CREATE TABLE "quotes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"itinerary" jsonb NOT NULL,
	"reservation" jsonb NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'NZD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"resumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_token_hash_key" ON "quotes" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "quotes_email_created_idx" ON "quotes" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "quotes_expires_at_idx" ON "quotes" USING btree ("expires_at");
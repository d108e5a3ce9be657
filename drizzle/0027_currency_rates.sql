CREATE TABLE "currency_rates" (
	"currency_code" text PRIMARY KEY NOT NULL,
	"units_per_nzd" numeric(14, 6) NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by_user_id" text,
	"set_by_email" text NOT NULL,
	CONSTRAINT "currency_rates_positive" CHECK ("currency_rates"."units_per_nzd" > 0)
);
--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
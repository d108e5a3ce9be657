CREATE TABLE "aa_members" (
	"member_number" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"expires_on" date,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "aa_members_number_digits" CHECK ("aa_members"."member_number" ~ '^[0-9]{1,16}$')
);
--> statement-breakpoint
CREATE TABLE "extras" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"pricing" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"cap" numeric(10, 2),
	"max_quantity" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "extras_pricing_check" CHECK ("extras"."pricing" in ('per_day', 'per_rental')),
	CONSTRAINT "extras_price_not_negative" CHECK ("extras"."price" >= 0),
	CONSTRAINT "extras_max_quantity_positive" CHECK ("extras"."max_quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "hot_deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"deal_type" text NOT NULL,
	"car_class_id" integer NOT NULL,
	"pickup_branch_id" integer NOT NULL,
	"drop_off_branch_id" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"daily_rate" numeric(10, 2),
	"free_days" integer DEFAULT 0 NOT NULL,
	"min_days" integer,
	"max_days" integer,
	"description" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "hot_deals_deal_type_check" CHECK ("hot_deals"."deal_type" in ('HotDeal', 'Relocation')),
	CONSTRAINT "hot_deals_window" CHECK ("hot_deals"."valid_to" >= "hot_deals"."valid_from"),
	CONSTRAINT "hot_deals_relocation_moves" CHECK ("hot_deals"."deal_type" <> 'Relocation' or "hot_deals"."drop_off_branch_id" <> "hot_deals"."pickup_branch_id"),
	CONSTRAINT "hot_deals_free_days_not_negative" CHECK ("hot_deals"."free_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "insurance_options" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"daily_price" numeric(10, 2) NOT NULL,
	"excess" numeric(10, 2) NOT NULL,
	"bond" numeric(10, 2) NOT NULL,
	"description" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"from_address" text,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"reservation_id" text NOT NULL,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"processing_fee" numeric(10, 2) DEFAULT 0 NOT NULL,
	"card_type" text,
	"card_last4" text,
	"provider_reference" text,
	"decline_reason" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('sandbox')),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('credit-card', 'account2account')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'approved', 'declined', 'cancelled', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "processing_fees" (
	"card_type" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "processing_fees_card_type_check" CHECK ("processing_fees"."card_type" in ('visa', 'visa-electron', 'mastercard', 'amex', 'jcb')),
	CONSTRAINT "processing_fees_percent_range" CHECK ("processing_fees"."percent" >= 0 and "processing_fees"."percent" < 100)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"discount_percent" numeric(5, 2) NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"requires_aa_number" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_lower_case" CHECK ("promo_codes"."code" = lower("promo_codes"."code")),
	CONSTRAINT "promo_codes_length" CHECK (char_length("promo_codes"."code") between 1 and 25),
	CONSTRAINT "promo_codes_percent_range" CHECK ("promo_codes"."discount_percent" > 0 and "promo_codes"."discount_percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "rate_seasons" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"multiplier" numeric(4, 2) NOT NULL,
	"branch_codes" text[],
	"priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_seasons_range" CHECK ("rate_seasons"."ends_on" >= "rate_seasons"."starts_on"),
	CONSTRAINT "rate_seasons_multiplier_positive" CHECK ("rate_seasons"."multiplier" > 0)
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"car_class_id" integer NOT NULL,
	"pickup_branch_id" integer NOT NULL,
	"drop_off_branch_id" integer NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"drop_off_at" timestamp with time zone NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"hot_deal_id" integer,
	"customer_details" jsonb,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"insurance_code" text,
	"is_carbon_offset" boolean DEFAULT false NOT NULL,
	"shuttle_code" text,
	"promo_code" text,
	"client_reference_number" text,
	"agent_id" text,
	"sales_source" text DEFAULT 'web' NOT NULL,
	"campaign_name" text,
	"brand_code" text DEFAULT 'GO' NOT NULL,
	"step_complete" integer DEFAULT 1 NOT NULL,
	"price_breakdown" jsonb,
	"total" numeric(10, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'NZD' NOT NULL,
	"user_id" text,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('held', 'payment_pending', 'confirmed', 'cancelled')),
	CONSTRAINT "reservations_period" CHECK ("reservations"."drop_off_at" > "reservations"."pickup_at"),
	CONSTRAINT "reservations_reference_format" CHECK ("reservations"."reference" ~ '^GO[0-9]{7}$'),
	CONSTRAINT "reservations_held_expires" CHECK ("reservations"."status" <> 'held' or "reservations"."hold_expires_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "shuttle_options" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"branch_codes" text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hot_deals" ADD CONSTRAINT "hot_deals_car_class_id_car_classes_car_class_id_fk" FOREIGN KEY ("car_class_id") REFERENCES "public"."car_classes"("car_class_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_deals" ADD CONSTRAINT "hot_deals_pickup_branch_id_branches_id_fk" FOREIGN KEY ("pickup_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_deals" ADD CONSTRAINT "hot_deals_drop_off_branch_id_branches_id_fk" FOREIGN KEY ("drop_off_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_car_class_id_car_classes_car_class_id_fk" FOREIGN KEY ("car_class_id") REFERENCES "public"."car_classes"("car_class_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_pickup_branch_id_branches_id_fk" FOREIGN KEY ("pickup_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_drop_off_branch_id_branches_id_fk" FOREIGN KEY ("drop_off_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_hot_deal_id_hot_deals_id_fk" FOREIGN KEY ("hot_deal_id") REFERENCES "public"."hot_deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extras_sort_order_idx" ON "extras" USING btree ("sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "hot_deals_code_key" ON "hot_deals" USING btree ("code");--> statement-breakpoint
CREATE INDEX "hot_deals_pickup_idx" ON "hot_deals" USING btree ("pickup_branch_id","valid_from","valid_to");--> statement-breakpoint
CREATE INDEX "hot_deals_car_class_idx" ON "hot_deals" USING btree ("car_class_id");--> statement-breakpoint
CREATE INDEX "insurance_options_sort_order_idx" ON "insurance_options" USING btree ("sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_options_single_default_key" ON "insurance_options" USING btree ("is_default") WHERE "insurance_options"."is_default";--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key_key" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_reservation_idx" ON "payments" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "payments_provider_reference_idx" ON "payments" USING btree ("provider_reference");--> statement-breakpoint
CREATE INDEX "rate_seasons_dates_idx" ON "rate_seasons" USING btree ("starts_on","ends_on");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_reference_key" ON "reservations" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "reservations_availability_idx" ON "reservations" USING btree ("pickup_branch_id","car_class_id","pickup_at","drop_off_at","status");--> statement-breakpoint
CREATE INDEX "reservations_status_hold_idx" ON "reservations" USING btree ("status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shuttle_options_sort_order_idx" ON "shuttle_options" USING btree ("sort_order");
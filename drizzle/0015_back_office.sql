CREATE TABLE "audit_events" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"branch_id" integer,
	"before" jsonb,
	"after" jsonb,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "booking_notes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"reservation_id" text NOT NULL,
	"author_user_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_notes_body_length" CHECK (char_length("booking_notes"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "rentals" (
	"reservation_id" text PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"picked_up_at" timestamp with time zone NOT NULL,
	"picked_up_by_user_id" text,
	"pickup_odometer_km" integer NOT NULL,
	"pickup_fuel_percent" integer NOT NULL,
	"pickup_checks" jsonb NOT NULL,
	"returned_at" timestamp with time zone,
	"returned_by_user_id" text,
	"return_branch_id" integer,
	"return_odometer_km" integer,
	"return_fuel_percent" integer,
	"damage_note" text,
	"charges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"charges_total" numeric(10, 2) DEFAULT 0 NOT NULL,
	"charge_payment_id" text,
	CONSTRAINT "rentals_pickup_fuel_range" CHECK ("rentals"."pickup_fuel_percent" between 0 and 100),
	CONSTRAINT "rentals_return_fuel_range" CHECK ("rentals"."return_fuel_percent" between 0 and 100),
	CONSTRAINT "rentals_pickup_odometer" CHECK ("rentals"."pickup_odometer_km" >= 0),
	CONSTRAINT "rentals_return_odometer" CHECK ("rentals"."return_odometer_km" >= "rentals"."pickup_odometer_km"),
	CONSTRAINT "rentals_return_after_pickup" CHECK ("rentals"."returned_at" > "rentals"."picked_up_at")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_branches" (
	"user_id" text NOT NULL,
	"branch_id" integer NOT NULL,
	CONSTRAINT "staff_branches_user_id_branch_id_pk" PRIMARY KEY("user_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_downtime" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"vehicle_id" integer NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"reason" text NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_downtime_kind_check" CHECK ("vehicle_downtime"."kind" in ('out_of_service', 'maintenance')),
	CONSTRAINT "vehicle_downtime_period" CHECK ("vehicle_downtime"."ends_at" is null or "vehicle_downtime"."ends_at" > "vehicle_downtime"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_check";--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "odometer_km" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_of_payment_id" text;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "hidden_by_user_id" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_notes" ADD CONSTRAINT "booking_notes_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_notes" ADD CONSTRAINT "booking_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_picked_up_by_user_id_users_id_fk" FOREIGN KEY ("picked_up_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_returned_by_user_id_users_id_fk" FOREIGN KEY ("returned_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_return_branch_id_branches_id_fk" FOREIGN KEY ("return_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_branches" ADD CONSTRAINT "staff_branches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_branches" ADD CONSTRAINT "staff_branches_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_downtime" ADD CONSTRAINT "vehicle_downtime_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_downtime" ADD CONSTRAINT "vehicle_downtime_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_occurred_idx" ON "audit_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "booking_notes_reservation_idx" ON "booking_notes" USING btree ("reservation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rentals_open_vehicle_key" ON "rentals" USING btree ("vehicle_id") WHERE "rentals"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "rentals_picked_up_idx" ON "rentals" USING btree ("picked_up_at");--> statement-breakpoint
CREATE INDEX "vehicle_downtime_vehicle_idx" ON "vehicle_downtime" USING btree ("vehicle_id","starts_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('booking', 'cancellation', 'extension', 'check-in', 'bond', 'return-charges', 'refund'));--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_usage_limit_positive" CHECK ("promo_codes"."usage_limit" is null or "promo_codes"."usage_limit" > 0);
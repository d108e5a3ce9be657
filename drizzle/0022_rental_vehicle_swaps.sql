CREATE TABLE "rental_vehicle_swaps" (
	"id" text PRIMARY KEY NOT NULL,
	"reservation_id" text NOT NULL,
	"swapped_at" timestamp with time zone NOT NULL,
	"swapped_by_user_id" text,
	"branch_id" integer NOT NULL,
	"from_vehicle_id" integer NOT NULL,
	"from_odometer_km" integer NOT NULL,
	"from_fuel_percent" integer NOT NULL,
	"from_out_of_service" boolean NOT NULL,
	"out_of_service_reason" text,
	"to_vehicle_id" integer NOT NULL,
	"to_odometer_km" integer NOT NULL,
	"to_fuel_percent" integer NOT NULL,
	"class_change" text NOT NULL,
	"downgrade_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_vehicle_swaps_class_change" CHECK ("rental_vehicle_swaps"."class_change" in ('same', 'upgrade', 'downgrade')),
	CONSTRAINT "rental_vehicle_swaps_other_car" CHECK ("rental_vehicle_swaps"."from_vehicle_id" <> "rental_vehicle_swaps"."to_vehicle_id"),
	CONSTRAINT "rental_vehicle_swaps_fuel_range" CHECK ("rental_vehicle_swaps"."from_fuel_percent" between 0 and 100 and "rental_vehicle_swaps"."to_fuel_percent" between 0 and 100),
	CONSTRAINT "rental_vehicle_swaps_odometer" CHECK ("rental_vehicle_swaps"."from_odometer_km" >= 0 and "rental_vehicle_swaps"."to_odometer_km" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rentals" DROP CONSTRAINT "rentals_return_odometer";--> statement-breakpoint
ALTER TABLE "vehicle_moves" DROP CONSTRAINT "vehicle_moves_kind_check";--> statement-breakpoint
ALTER TABLE "rental_vehicle_swaps" ADD CONSTRAINT "rental_vehicle_swaps_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_vehicle_swaps" ADD CONSTRAINT "rental_vehicle_swaps_swapped_by_user_id_users_id_fk" FOREIGN KEY ("swapped_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_vehicle_swaps" ADD CONSTRAINT "rental_vehicle_swaps_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_vehicle_swaps" ADD CONSTRAINT "rental_vehicle_swaps_from_vehicle_id_vehicles_id_fk" FOREIGN KEY ("from_vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_vehicle_swaps" ADD CONSTRAINT "rental_vehicle_swaps_to_vehicle_id_vehicles_id_fk" FOREIGN KEY ("to_vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_vehicle_swaps_reservation_idx" ON "rental_vehicle_swaps" USING btree ("reservation_id","swapped_at");--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_return_odometer" CHECK ("rentals"."return_odometer_km" >= 0);--> statement-breakpoint
ALTER TABLE "vehicle_moves" ADD CONSTRAINT "vehicle_moves_kind_check" CHECK ("vehicle_moves"."kind" in ('return', 'transfer', 'swap'));
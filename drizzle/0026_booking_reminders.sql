CREATE TABLE "booking_reminders" (
	"reservation_id" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_reminders_kind_check" CHECK ("booking_reminders"."kind" in ('pick-up', 'return', 'thank-you'))
);
--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_reminders_reservation_kind_key" ON "booking_reminders" USING btree ("reservation_id","kind");--> statement-breakpoint
CREATE INDEX "reservations_confirmed_pickup_idx" ON "reservations" USING btree ("pickup_at") WHERE "reservations"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "reservations_confirmed_drop_off_idx" ON "reservations" USING btree ("drop_off_at") WHERE "reservations"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "rentals_returned_idx" ON "rentals" USING btree ("returned_at");
CREATE TABLE "booking_changes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"reservation_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amount" numeric(10, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "booking_changes_kind_check" CHECK ("booking_changes"."kind" in ('cancel', 'extend', 'check-in')),
	CONSTRAINT "booking_changes_status_check" CHECK ("booking_changes"."status" in ('open', 'awaiting-payment', 'completed', 'abandoned'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "change_id" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_changes_reservation_idx" ON "booking_changes" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_changes_one_in_progress" ON "booking_changes" USING btree ("reservation_id","kind") WHERE "booking_changes"."status" in ('open', 'awaiting-payment');--> statement-breakpoint
CREATE INDEX "payments_change_idx" ON "payments" USING btree ("change_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('booking', 'cancellation', 'extension', 'check-in', 'bond'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'approved', 'declined', 'cancelled', 'refunded', 'authorised', 'voided'));
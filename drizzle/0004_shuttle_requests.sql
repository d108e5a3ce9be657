CREATE TABLE "shuttle_requests" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"reservation_id" text NOT NULL,
	"shuttle_code" text NOT NULL,
	"details" jsonb NOT NULL,
	"passengers" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shuttle_requests_passengers_range" CHECK ("shuttle_requests"."passengers" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "shuttle_requests" ADD CONSTRAINT "shuttle_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shuttle_requests" ADD CONSTRAINT "shuttle_requests_shuttle_code_shuttle_options_code_fk" FOREIGN KEY ("shuttle_code") REFERENCES "public"."shuttle_options"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shuttle_requests_reservation_key" ON "shuttle_requests" USING btree ("reservation_id");
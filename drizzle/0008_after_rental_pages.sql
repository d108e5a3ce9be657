CREATE TABLE "card_authorisations" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"reservation_id" text NOT NULL,
	"holder_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"relationship" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_reference" text,
	"decline_reason" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "card_authorisations_status_check" CHECK ("card_authorisations"."status" in ('pending', 'authorised', 'declined', 'cancelled')),
	CONSTRAINT "card_authorisations_amount_positive" CHECK ("card_authorisations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"reservation_id" text NOT NULL,
	"rating" integer NOT NULL,
	"would_recommend" boolean NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"public_permission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_rating_range" CHECK ("feedback"."rating" between 1 and 5),
	CONSTRAINT "feedback_comments_length" CHECK (char_length("feedback"."comments") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "identity_checks" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"reservation_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "identity_checks_status_check" CHECK ("identity_checks"."status" in ('pending', 'verified', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "card_authorisations" ADD CONSTRAINT "card_authorisations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_authorisations_idempotency_key_key" ON "card_authorisations" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "card_authorisations_reservation_idx" ON "card_authorisations" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_reservation_key" ON "feedback" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "identity_checks_reservation_idx" ON "identity_checks" USING btree ("reservation_id");
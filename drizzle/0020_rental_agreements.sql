CREATE TABLE "rental_agreements" (
	"reservation_id" text PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"signed_name" text NOT NULL,
	"signature_image" text,
	"signed_at" timestamp with time zone NOT NULL,
	"signed_via" text NOT NULL,
	"witness_user_id" text,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_agreements_signed_via" CHECK ("rental_agreements"."signed_via" in ('counter', 'online'))
);
--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD CONSTRAINT "rental_agreements_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD CONSTRAINT "rental_agreements_witness_user_id_users_id_fk" FOREIGN KEY ("witness_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
CREATE TABLE "damage_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"reservation_id" text NOT NULL,
	"vehicle_id" integer NOT NULL,
	"stage" text NOT NULL,
	"place" text NOT NULL,
	"note" text NOT NULL,
	"author_user_id" text,
	"author_name" text NOT NULL,
	"noted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "damage_notes_stage_check" CHECK ("damage_notes"."stage" in ('pick-up', 'during', 'return')),
	CONSTRAINT "damage_notes_place_check" CHECK ("damage_notes"."place" in ('front', 'rear', 'left', 'right', 'roof', 'windscreen', 'wheels', 'interior'))
);
--> statement-breakpoint
CREATE TABLE "damage_photos" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"damage_note_id" text NOT NULL,
	"position" integer NOT NULL,
	"image_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "damage_photos_note_position_key" UNIQUE("damage_note_id","position")
);
--> statement-breakpoint
ALTER TABLE "damage_notes" ADD CONSTRAINT "damage_notes_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_notes" ADD CONSTRAINT "damage_notes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_notes" ADD CONSTRAINT "damage_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_photos" ADD CONSTRAINT "damage_photos_damage_note_id_damage_notes_id_fk" FOREIGN KEY ("damage_note_id") REFERENCES "public"."damage_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "damage_notes_reservation_idx" ON "damage_notes" USING btree ("reservation_id","noted_at");
CREATE TABLE "vehicle_moves" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"vehicle_id" integer NOT NULL,
	"from_branch_id" integer NOT NULL,
	"to_branch_id" integer NOT NULL,
	"moved_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"reservation_id" text,
	"moved_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_moves_kind_check" CHECK ("vehicle_moves"."kind" in ('return', 'transfer')),
	CONSTRAINT "vehicle_moves_other_branch" CHECK ("vehicle_moves"."from_branch_id" <> "vehicle_moves"."to_branch_id")
);
--> statement-breakpoint
ALTER TABLE "vehicle_moves" ADD CONSTRAINT "vehicle_moves_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_moves" ADD CONSTRAINT "vehicle_moves_from_branch_id_branches_id_fk" FOREIGN KEY ("from_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_moves" ADD CONSTRAINT "vehicle_moves_to_branch_id_branches_id_fk" FOREIGN KEY ("to_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_moves" ADD CONSTRAINT "vehicle_moves_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_moves" ADD CONSTRAINT "vehicle_moves_moved_by_user_id_users_id_fk" FOREIGN KEY ("moved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_moves_vehicle_idx" ON "vehicle_moves" USING btree ("vehicle_id","moved_at");
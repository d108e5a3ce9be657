CREATE TABLE "branches" (
	"id" integer PRIMARY KEY NOT NULL,
	"delivery_point_id" integer NOT NULL,
	"code" text NOT NULL,
	"abbreviate_code" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"country" text DEFAULT 'New Zealand' NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"google_map_place_id" text,
	"opening_minutes" integer NOT NULL,
	"closing_minutes" integer NOT NULL,
	"daily_rate_for_display" numeric(10, 2) NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"free_phone" text NOT NULL,
	"is_allowed_after_hours_dropped_off" boolean DEFAULT false NOT NULL,
	"is_allowed_after_hours_pickups" boolean DEFAULT false NOT NULL,
	"minutes_from_pickup_to_branch" integer DEFAULT 0 NOT NULL,
	"show_on_web" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "branches_opening_minutes_range" CHECK ("branches"."opening_minutes" >= 0 and "branches"."opening_minutes" < 1440),
	CONSTRAINT "branches_closing_minutes_range" CHECK ("branches"."closing_minutes" > "branches"."opening_minutes" and "branches"."closing_minutes" < "branches"."opening_minutes" + 1440)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"name" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"numbers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_classes" (
	"car_class_id" integer PRIMARY KEY NOT NULL,
	"class_code" text NOT NULL,
	"name" text NOT NULL,
	"car_class_status" text DEFAULT 'Available' NOT NULL,
	"vehicle_type_name" text NOT NULL,
	"vehicle_order" integer NOT NULL,
	"fuel_type" text NOT NULL,
	"seats" integer NOT NULL,
	"doors" integer NOT NULL,
	"transmission" text,
	"large_bags" integer NOT NULL,
	"small_bags" integer NOT NULL,
	"marketing_category" text,
	"daily_rate" numeric(10, 2) NOT NULL,
	"images" jsonb NOT NULL,
	CONSTRAINT "car_classes_status_check" CHECK ("car_classes"."car_class_status" in ('Soldout', 'OnRequest', 'Available', 'Invisible')),
	CONSTRAINT "car_classes_fuel_type_check" CHECK ("car_classes"."fuel_type" in ('unleaded', 'unleaded 91', 'diesel', 'hybrid', 'electric', 'none'))
);
--> statement-breakpoint
CREATE TABLE "contact_points" (
	"region" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"telephone" text NOT NULL,
	"agent_number" text,
	"agent_telephone" text,
	"corporate_number" text,
	"corporate_telephone" text
);
--> statement-breakpoint
CREATE TABLE "lookup_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"lookup_type" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"fleet_number" text NOT NULL,
	"registration" text NOT NULL,
	"branch_id" integer NOT NULL,
	"car_class_id" integer NOT NULL,
	"status" text DEFAULT 'in_service' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_car_class_id_car_classes_car_class_id_fk" FOREIGN KEY ("car_class_id") REFERENCES "public"."car_classes"("car_class_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "branches_code_key" ON "branches" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_slug_key" ON "branches" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "car_classes_class_code_key" ON "car_classes" USING btree ("class_code");--> statement-breakpoint
CREATE INDEX "car_classes_vehicle_order_idx" ON "car_classes" USING btree ("vehicle_order");--> statement-breakpoint
CREATE INDEX "car_classes_marketing_category_idx" ON "car_classes" USING btree ("marketing_category");--> statement-breakpoint
CREATE UNIQUE INDEX "lookup_options_type_code_key" ON "lookup_options" USING btree ("lookup_type","code");--> statement-breakpoint
CREATE INDEX "lookup_options_type_sort_idx" ON "lookup_options" USING btree ("lookup_type","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_fleet_number_key" ON "vehicles" USING btree ("fleet_number");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_registration_key" ON "vehicles" USING btree ("registration");--> statement-breakpoint
CREATE INDEX "vehicles_branch_class_idx" ON "vehicles" USING btree ("branch_id","car_class_id","status");--> statement-breakpoint
CREATE INDEX "vehicles_car_class_idx" ON "vehicles" USING btree ("car_class_id");
ALTER TABLE "rentals" ADD COLUMN "drivers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "bond" jsonb;
ALTER TABLE "reservations" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "session_key" text;--> statement-breakpoint
CREATE INDEX "reservations_client_address_idx" ON "reservations" USING btree ("client_address","hold_expires_at");--> statement-breakpoint
CREATE INDEX "reservations_session_key_idx" ON "reservations" USING btree ("session_key","hold_expires_at");
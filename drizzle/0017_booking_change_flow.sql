ALTER TABLE "booking_changes" DROP CONSTRAINT "booking_changes_kind_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_check";--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_kind_check" CHECK ("booking_changes"."kind" in ('cancel', 'extend', 'check-in', 'change'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('booking', 'cancellation', 'extension', 'check-in', 'bond', 'return-charges', 'refund', 'change'));
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refund_amount_poisha" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refund_ref_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refund_remarks" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_at" timestamp with time zone;
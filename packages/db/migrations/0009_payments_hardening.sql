ALTER TABLE "payments" ADD COLUMN "charged_kobo" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_kobo" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reversal_entry_id" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_reverses_entry_id_wallet_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."wallet_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_fee_not_negative" CHECK ("payments"."fee_kobo" is null or "payments"."fee_kobo" >= 0);--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_reversal_kind" CHECK ("wallet_entries"."reverses_entry_id" is null or "wallet_entries"."kind" = 'reversal');
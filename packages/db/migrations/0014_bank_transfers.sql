CREATE TABLE "bank_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_reference" text NOT NULL,
	"amount_kobo" bigint,
	"fee_kobo" bigint DEFAULT 0 NOT NULL,
	"sender_name" text,
	"sender_bank" text,
	"narration" text,
	"account_number" text,
	"status" text NOT NULL,
	"exception_reason" text,
	"raw_event" jsonb NOT NULL,
	"credited_user_id" text,
	"entry_id" bigint,
	"assigned_by" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_status_valid" CHECK ("bank_transfers"."status" in ('credited', 'exception', 'assigned', 'reversed')),
	CONSTRAINT "bank_transfers_amount_positive" CHECK ("bank_transfers"."amount_kobo" is null or "bank_transfers"."amount_kobo" > 0),
	CONSTRAINT "bank_transfers_fee_not_negative" CHECK ("bank_transfers"."fee_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dedicated_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"customer_code" text,
	"bank" text,
	"account_number" text,
	"account_name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dedicated_accounts_status_valid" CHECK ("dedicated_accounts"."status" in ('pending', 'active', 'failed', 'deactivated'))
);
--> statement-breakpoint
ALTER TABLE "wallet_entries" DROP CONSTRAINT "wallet_entries_kind_valid";--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_credited_user_id_users_custom_id_fk" FOREIGN KEY ("credited_user_id") REFERENCES "public"."users"("custom_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_entry_id_wallet_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."wallet_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_assigned_by_users_custom_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("custom_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dedicated_accounts" ADD CONSTRAINT "dedicated_accounts_user_id_users_custom_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("custom_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_provider_reference_unique" ON "bank_transfers" USING btree ("provider_reference");--> statement-breakpoint
CREATE INDEX "bank_transfers_status_idx" ON "bank_transfers" USING btree ("status","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dedicated_accounts_number_unique" ON "dedicated_accounts" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "dedicated_accounts_customer_idx" ON "dedicated_accounts" USING btree ("customer_code");--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_kind_valid" CHECK ("wallet_entries"."kind" in ('top-up', 'bank-transfer', 'receipt', 'registration', 'add/drop', 'hostel', 'adjustment', 'reversal'));
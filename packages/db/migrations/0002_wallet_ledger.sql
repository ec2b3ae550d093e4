CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"owner_id" text NOT NULL,
	"wallet_kind" text NOT NULL,
	"provider" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_status" text,
	"credited_entry_id" bigint,
	"check_count" integer DEFAULT 0 NOT NULL,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"reference" text PRIMARY KEY NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"email" text NOT NULL,
	"callback_url" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"wallet_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"balance_after_kobo" bigint NOT NULL,
	"reference" text,
	"provider_reference" text,
	"reverses_entry_id" bigint,
	"actor_id" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_amount_nonzero" CHECK ("wallet_entries"."amount_kobo" <> 0),
	CONSTRAINT "wallet_entries_kind_valid" CHECK ("wallet_entries"."kind" in ('top-up', 'receipt', 'registration', 'add/drop', 'hostel', 'adjustment', 'reversal'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_owner_id_users_custom_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("custom_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_actor_id_users_custom_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("custom_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_owner_idx" ON "payments" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "wallet_entries_wallet_idx" ON "wallet_entries" USING btree ("wallet_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_provider_reference_unique" ON "wallet_entries" USING btree ("provider_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_reverses_unique" ON "wallet_entries" USING btree ("reverses_entry_id");
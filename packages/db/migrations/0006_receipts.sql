CREATE TABLE "receipts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"receipt_number" text NOT NULL,
	"student_id" text NOT NULL,
	"description" text NOT NULL,
	"wallet_kind" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"period_id" text NOT NULL,
	"captured_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_amount_positive" CHECK ("receipts"."amount_kobo" > 0),
	CONSTRAINT "receipts_number_not_blank" CHECK (length(trim("receipts"."receipt_number")) > 0),
	CONSTRAINT "receipts_description_valid" CHECK ("receipts"."description" in ('tuition', 'work scholarship', 'other scholarship', 'ledger transfer', 'accommodation')),
	CONSTRAINT "receipts_wallet_matches_description" CHECK (("receipts"."description" = 'accommodation') = ("receipts"."wallet_kind" = 'accommodation'))
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_student_id_users_custom_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("custom_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_entry_id_wallet_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."wallet_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_period_id_periods_period_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("period_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_captured_by_users_custom_id_fk" FOREIGN KEY ("captured_by") REFERENCES "public"."users"("custom_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_unique" ON "receipts" USING btree (lower("receipt_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_entry_unique" ON "receipts" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "receipts_student_idx" ON "receipts" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "receipts_created_idx" ON "receipts" USING btree ("created_at");--> statement-breakpoint
-- A receipt stands for exactly the ledger entry it produced: a receipt entry of the same amount,
-- in the wallet of the same student and kind, carrying the receipt number as its reference.
CREATE OR REPLACE FUNCTION receipts_match_entry() RETURNS trigger AS $$
DECLARE
  e record;
BEGIN
  SELECT we.kind, we.amount_kobo, we.reference, w.owner_id, w.kind AS wallet_kind
    INTO e
    FROM wallet_entries we JOIN wallets w ON w.id = we.wallet_id
   WHERE we.id = NEW.entry_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'receipt entry % does not exist', NEW.entry_id;
  END IF;
  IF e.kind <> 'receipt' OR e.amount_kobo <> NEW.amount_kobo OR e.owner_id <> NEW.student_id
     OR e.wallet_kind <> NEW.wallet_kind OR e.reference IS DISTINCT FROM NEW.receipt_number THEN
    RAISE EXCEPTION 'receipt % does not match its ledger entry %', NEW.receipt_number, NEW.entry_id;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER receipts_match_entry_before_insert
  BEFORE INSERT ON receipts
  FOR EACH ROW EXECUTE FUNCTION receipts_match_entry();
--> statement-breakpoint
-- Receipts are never edited or removed; a mistake is corrected in the ledger (a reversal).
CREATE OR REPLACE FUNCTION receipts_immutable() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'receipts are immutable';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER receipts_no_update
  BEFORE UPDATE OR DELETE ON receipts
  FOR EACH ROW EXECUTE FUNCTION receipts_immutable();

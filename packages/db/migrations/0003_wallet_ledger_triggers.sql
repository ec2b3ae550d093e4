-- The ledger is the only way a wallet balance moves: each inserted entry moves its wallet's
-- balance in the same statement (the UPDATE takes the wallet's row lock, so concurrent entries
-- on one wallet are serialised) and records the balance after it.
CREATE OR REPLACE FUNCTION wallet_entries_apply() RETURNS trigger AS $$
DECLARE
  new_balance bigint;
BEGIN
  UPDATE wallets
     SET balance_kobo = balance_kobo + NEW.amount_kobo,
         updated_at = now()
   WHERE id = NEW.wallet_id
  RETURNING balance_kobo INTO new_balance;
  IF new_balance IS NULL THEN
    RAISE EXCEPTION 'wallet % does not exist', NEW.wallet_id;
  END IF;
  NEW.balance_after_kobo := new_balance;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_apply_before_insert
  BEFORE INSERT ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_entries_apply();
--> statement-breakpoint
-- Entries are never edited or removed; a mistake is corrected by a reversing entry.
CREATE OR REPLACE FUNCTION wallet_entries_immutable() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'wallet entries are immutable';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_no_update
  BEFORE UPDATE OR DELETE ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_entries_immutable();
--> statement-breakpoint
-- A balance may change only through the trigger above (pg_trigger_depth() > 0 there).
CREATE OR REPLACE FUNCTION wallets_balance_guard() RETURNS trigger AS $$
BEGIN
  IF NEW.balance_kobo IS DISTINCT FROM OLD.balance_kobo AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a wallet balance changes only through a ledger entry';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER wallets_balance_guard
  BEFORE UPDATE ON wallets
  FOR EACH ROW EXECUTE FUNCTION wallets_balance_guard();
--> statement-breakpoint
-- New wallets start at zero; money arrives as entries.
CREATE OR REPLACE FUNCTION wallets_start_at_zero() RETURNS trigger AS $$
BEGIN
  IF NEW.balance_kobo <> 0 THEN
    RAISE EXCEPTION 'a new wallet starts at zero';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER wallets_start_at_zero
  BEFORE INSERT ON wallets
  FOR EACH ROW EXECUTE FUNCTION wallets_start_at_zero();

ALTER TABLE "audit_log" ADD COLUMN "subject_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_seq_unique" UNIQUE("seq");--> statement-breakpoint
-- Tamper-evident audit trail (decision 0023). Each record is sealed into a hash chain when its
-- transaction commits: seq is its place, prev_hash the hash of the record before it, hash the
-- SHA-256 of its content and prev_hash. The portal's database user may add records but never
-- change or delete one; the check of the trail recomputes the chain and names the first record
-- that was altered or the records that were removed.
--
-- The first record of the chain links to this fixed value.
CREATE OR REPLACE FUNCTION audit_genesis_hash() RETURNS text AS $$
  SELECT repeat('0', 64)
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- The one definition of a record's hash; sealing and the check both call it. The content is a
-- jsonb array (its text form is canonical, whatever the session's settings), the time in whole
-- milliseconds since 1970: the session's time zone cannot change it, and a copy that went through
-- a JavaScript Date (milliseconds) still verifies.
CREATE OR REPLACE FUNCTION audit_record_hash(
  p_seq bigint, p_id bigint, p_at timestamptz, p_actor_id text, p_action text, p_entity text,
  p_entity_id text, p_subject_id text, p_details jsonb, p_prev_hash text
) RETURNS text AS $$
  SELECT encode(sha256(convert_to(
    jsonb_build_array(p_seq, p_id, floor(extract(epoch FROM p_at) * 1000)::bigint, p_actor_id, p_action,
                      p_entity, p_entity_id, p_subject_id, p_details)::text || p_prev_hash,
    'UTF8')), 'hex')
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- The student (custom_id) a record concerns: the student's own account or wallet, or their
-- registration, add/drop or hostel form, receipt, payment or special rate. Read at commit, when
-- rows written earlier in the same statement are visible.
CREATE OR REPLACE FUNCTION audit_subject_of(p_entity text, p_entity_id text) RETURNS text AS $$
DECLARE
  numeric_id bigint;
BEGIN
  IF p_entity_id IS NULL THEN
    RETURN NULL;
  END IF;
  IF p_entity_id ~ '^[0-9]{1,18}$' THEN
    numeric_id := p_entity_id::bigint;
  END IF;
  IF p_entity IN ('registration', 'add-drop') THEN
    RETURN (SELECT student_id FROM registrations WHERE id = numeric_id);
  ELSIF p_entity = 'hostel-application' THEN
    RETURN (SELECT student_id FROM hostel_applications WHERE id = numeric_id);
  ELSIF p_entity = 'receipt' THEN
    RETURN (SELECT student_id FROM receipts WHERE id = numeric_id);
  ELSIF p_entity = 'special-rate' THEN
    RETURN (SELECT student_id FROM special_course_rates WHERE id = numeric_id);
  ELSIF p_entity = 'payment' THEN
    RETURN (SELECT u.custom_id FROM payments p JOIN users u ON u.custom_id = p.owner_id
             WHERE p.reference = p_entity_id AND u.role = 'student');
  ELSE
    -- 'user', 'student', '<kind>-wallet': the entity id is the account's custom_id.
    RETURN (SELECT custom_id FROM users WHERE custom_id = p_entity_id AND role = 'student');
  END IF;
END;
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint
-- Seals one record at commit (a deferred constraint trigger, so the chain's lock is the last lock
-- a transaction takes and is held only while it commits). A record inserted with its hash set
-- (a restored backup) keeps its place and hash.
CREATE OR REPLACE FUNCTION audit_log_seal() RETURNS trigger AS $$
DECLARE
  last_seq bigint;
  last_hash text;
  subject text;
BEGIN
  IF NEW.hash IS NOT NULL THEN
    RETURN NULL;
  END IF;
  -- One chain: committing transactions take their places one at a time.
  PERFORM pg_advisory_xact_lock(230023);
  SELECT seq, hash INTO last_seq, last_hash FROM audit_log WHERE seq IS NOT NULL ORDER BY seq DESC LIMIT 1;
  subject := coalesce(NEW.subject_id, audit_subject_of(NEW.entity, NEW.entity_id));
  UPDATE audit_log
     SET subject_id = subject,
         seq = coalesce(last_seq, 0) + 1,
         prev_hash = coalesce(last_hash, audit_genesis_hash()),
         hash = audit_record_hash(coalesce(last_seq, 0) + 1, NEW.id, NEW.at, NEW.actor_id, NEW.action, NEW.entity,
                                  NEW.entity_id, subject, NEW.details, coalesce(last_hash, audit_genesis_hash()))
   WHERE id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A new record takes its place only at commit: a writer cannot choose it.
CREATE OR REPLACE FUNCTION audit_log_before_insert() RETURNS trigger AS $$
BEGIN
  IF NEW.hash IS NULL THEN
    NEW.seq := NULL;
    NEW.prev_hash := NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Records are never changed or removed. The one exception is the seal above (run from a trigger,
-- hence depth 2): it fills subject_id, seq, prev_hash and hash of an unsealed record and nothing else.
CREATE OR REPLACE FUNCTION audit_log_immutable() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND pg_trigger_depth() > 1 AND OLD.hash IS NULL AND OLD.seq IS NULL
     AND (OLD.subject_id IS NULL OR OLD.subject_id = NEW.subject_id)
     AND (NEW.id, NEW.at, NEW.actor_id, NEW.action, NEW.entity, NEW.entity_id, NEW.details)
         IS NOT DISTINCT FROM (OLD.id, OLD.at, OLD.actor_id, OLD.action, OLD.entity, OLD.entity_id, OLD.details) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit records cannot be changed or deleted';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Existing records: the student they concern, then the chain in id order.
UPDATE audit_log SET subject_id = audit_subject_of(entity, entity_id);
--> statement-breakpoint
DO $$
DECLARE
  r record;
  n bigint := 0;
  prev text := audit_genesis_hash();
BEGIN
  FOR r IN SELECT * FROM audit_log ORDER BY id LOOP
    n := n + 1;
    UPDATE audit_log
       SET seq = n, prev_hash = prev,
           hash = audit_record_hash(n, r.id, r.at, r.actor_id, r.action, r.entity, r.entity_id, r.subject_id, r.details, prev)
     WHERE id = r.id
    RETURNING hash INTO prev;
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_before_insert
  BEFORE INSERT ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_before_insert();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER audit_log_seal
  AFTER INSERT ON audit_log
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION audit_log_seal();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_change
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_immutable();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_immutable();

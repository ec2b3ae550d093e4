CREATE TABLE "add_drop_changes" (
	"registration_id" bigint NOT NULL,
	"course_code" text NOT NULL,
	"action" text NOT NULL,
	"mark" text,
	"filed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "add_drop_changes_registration_id_course_code_pk" PRIMARY KEY("registration_id","course_code"),
	CONSTRAINT "add_drop_changes_action_valid" CHECK ("add_drop_changes"."action" in ('add', 'drop')),
	CONSTRAINT "add_drop_changes_mark_valid" CHECK ("add_drop_changes"."mark" is null or ("add_drop_changes"."action" = 'drop' and "add_drop_changes"."mark" in ('W', 'WF') and "add_drop_changes"."filed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "add_drops" (
	"registration_id" bigint PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"comment" text,
	"opening_balance_kobo" bigint,
	"closing_balance_kobo" bigint,
	"added_kobo" bigint,
	"dropped_credit_kobo" bigint,
	"net_kobo" bigint,
	"form_number" text,
	"entry_id" bigint,
	"pricing" jsonb,
	"completed_at" timestamp with time zone,
	"printed_by_bursar_at" timestamp with time zone,
	"printed_by_registrar_at" timestamp with time zone,
	"printed_by_dean_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "add_drops_form_number_unique" UNIQUE("form_number"),
	CONSTRAINT "add_drops_entry_id_unique" UNIQUE("entry_id"),
	CONSTRAINT "add_drops_status_valid" CHECK ("add_drops"."status" in ('started', 'awaiting dean', 'disapproved', 'incomplete', 'completed')),
	CONSTRAINT "add_drops_completed_has_form" CHECK ("add_drops"."status" <> 'completed' or ("add_drops"."form_number" is not null and "add_drops"."completed_at" is not null and "add_drops"."net_kobo" is not null and "add_drops"."opening_balance_kobo" is not null and "add_drops"."closing_balance_kobo" is not null)),
	CONSTRAINT "add_drops_balance_moves_by_net" CHECK ("add_drops"."opening_balance_kobo" is null or "add_drops"."closing_balance_kobo" = "add_drops"."opening_balance_kobo" + "add_drops"."net_kobo"),
	CONSTRAINT "add_drops_entry_when_net" CHECK ("add_drops"."status" <> 'completed' or (("add_drops"."net_kobo" = 0) = ("add_drops"."entry_id" is null)))
);
--> statement-breakpoint
ALTER TABLE "periods" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "periods" ADD COLUMN "mid_semester_date" date;--> statement-breakpoint
ALTER TABLE "add_drop_changes" ADD CONSTRAINT "add_drop_changes_registration_id_add_drops_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."add_drops"("registration_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "add_drop_changes" ADD CONSTRAINT "add_drop_changes_course_code_courses_code_fk" FOREIGN KEY ("course_code") REFERENCES "public"."courses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "add_drops" ADD CONSTRAINT "add_drops_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "add_drops" ADD CONSTRAINT "add_drops_entry_id_wallet_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."wallet_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "add_drop_changes_course_idx" ON "add_drop_changes" USING btree ("course_code");--> statement-breakpoint
CREATE INDEX "add_drops_status_idx" ON "add_drops" USING btree ("status");--> statement-breakpoint
ALTER TABLE "periods" ADD CONSTRAINT "periods_mid_semester_after_start" CHECK ("periods"."start_date" is null or "periods"."mid_semester_date" is null or "periods"."mid_semester_date" > "periods"."start_date");
CREATE TABLE "form_verifications" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"form_number" text NOT NULL,
	"student_id" text NOT NULL,
	"period_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_verifications_kind_form_unique" UNIQUE("kind","form_number"),
	CONSTRAINT "form_verifications_kind_valid" CHECK ("form_verifications"."kind" in ('registration', 'add-drop', 'hostel'))
);
--> statement-breakpoint
CREATE TABLE "registration_courses" (
	"registration_id" bigint NOT NULL,
	"course_code" text NOT NULL,
	"picked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_courses_registration_id_course_code_pk" PRIMARY KEY("registration_id","course_code")
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"period_id" text NOT NULL,
	"student_id" text NOT NULL,
	"fresh_returning" text NOT NULL,
	"current_level" text NOT NULL,
	"affiliation" text DEFAULT 'no' NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"charges" jsonb NOT NULL,
	"undertaking" boolean DEFAULT false NOT NULL,
	"undertaking_by" text,
	"undertaking_at" timestamp with time zone,
	"comment" text,
	"ledger_balance_kobo" bigint,
	"ledger_balance_by" text,
	"ledger_balance_at" timestamp with time zone,
	"opening_balance_kobo" bigint,
	"closing_balance_kobo" bigint,
	"total_kobo" bigint,
	"form_number" text,
	"debit_entry_id" bigint,
	"pricing" jsonb,
	"completed_at" timestamp with time zone,
	"printed_by_bursar_at" timestamp with time zone,
	"printed_by_registrar_at" timestamp with time zone,
	"printed_by_dean_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_form_number_unique" UNIQUE("form_number"),
	CONSTRAINT "registrations_debit_entry_id_unique" UNIQUE("debit_entry_id"),
	CONSTRAINT "registrations_period_student_unique" UNIQUE("period_id","student_id"),
	CONSTRAINT "registrations_status_valid" CHECK ("registrations"."status" in ('started', 'awaiting dean', 'disapproved', 'awaiting bursar', 'incomplete', 'completed')),
	CONSTRAINT "registrations_completed_has_form" CHECK ("registrations"."status" <> 'completed' or ("registrations"."form_number" is not null and "registrations"."completed_at" is not null and "registrations"."total_kobo" is not null))
);
--> statement-breakpoint
CREATE TABLE "special_course_rates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"course_code" text NOT NULL,
	"rate_per_hour_kobo" bigint NOT NULL,
	"hours" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_course_rates_student_course_unique" UNIQUE("student_id","course_code"),
	CONSTRAINT "special_course_rates_rate_positive" CHECK ("special_course_rates"."rate_per_hour_kobo" > 0),
	CONSTRAINT "special_course_rates_hours_range" CHECK ("special_course_rates"."hours" between 1 and 9)
);
--> statement-breakpoint
ALTER TABLE "periods" ADD COLUMN "affiliation_fee_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "form_verifications" ADD CONSTRAINT "form_verifications_student_id_users_custom_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("custom_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_verifications" ADD CONSTRAINT "form_verifications_period_id_periods_period_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("period_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_courses" ADD CONSTRAINT "registration_courses_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_courses" ADD CONSTRAINT "registration_courses_course_code_courses_code_fk" FOREIGN KEY ("course_code") REFERENCES "public"."courses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_period_id_periods_period_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("period_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_student_id_users_custom_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("custom_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_undertaking_by_users_custom_id_fk" FOREIGN KEY ("undertaking_by") REFERENCES "public"."users"("custom_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_ledger_balance_by_users_custom_id_fk" FOREIGN KEY ("ledger_balance_by") REFERENCES "public"."users"("custom_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_debit_entry_id_wallet_entries_id_fk" FOREIGN KEY ("debit_entry_id") REFERENCES "public"."wallet_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_course_rates" ADD CONSTRAINT "special_course_rates_student_id_users_custom_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("custom_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_course_rates" ADD CONSTRAINT "special_course_rates_course_code_courses_code_fk" FOREIGN KEY ("course_code") REFERENCES "public"."courses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_course_rates" ADD CONSTRAINT "special_course_rates_created_by_users_custom_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("custom_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_courses_course_idx" ON "registration_courses" USING btree ("course_code");--> statement-breakpoint
CREATE INDEX "registrations_period_status_idx" ON "registrations" USING btree ("period_id","status");--> statement-breakpoint
CREATE INDEX "registrations_student_idx" ON "registrations" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_form_debit_unique" ON "wallet_entries" USING btree ("kind","reference") WHERE "wallet_entries"."kind" in ('registration', 'add/drop', 'hostel');--> statement-breakpoint
ALTER TABLE "periods" ADD CONSTRAINT "periods_affiliation_fee_nonnegative" CHECK ("periods"."affiliation_fee_kobo" >= 0);
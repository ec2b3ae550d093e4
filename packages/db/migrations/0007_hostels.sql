CREATE TABLE "hostel_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"period_id" text NOT NULL,
	"student_id" text NOT NULL,
	"previous_stay" text NOT NULL,
	"status" text DEFAULT 'awaiting bursar' NOT NULL,
	"hostel_id" bigint,
	"chosen_at" timestamp with time zone,
	"comment" text,
	"balance_kobo" bigint,
	"balance_by" text,
	"balance_at" timestamp with time zone,
	"bed_id" bigint,
	"cost_kobo" bigint,
	"caution_fee_kobo" bigint,
	"total_kobo" bigint,
	"opening_balance_kobo" bigint,
	"closing_balance_kobo" bigint,
	"form_number" text,
	"debit_entry_id" bigint,
	"allocated_by" text,
	"allocated_at" timestamp with time zone,
	"printed_by_porter_at" timestamp with time zone,
	"printed_by_bursar_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_applications_form_number_unique" UNIQUE("form_number"),
	CONSTRAINT "hostel_applications_debit_entry_unique" UNIQUE("debit_entry_id"),
	CONSTRAINT "hostel_applications_period_student_unique" UNIQUE("period_id","student_id"),
	CONSTRAINT "hostel_applications_period_bed_unique" UNIQUE("period_id","bed_id"),
	CONSTRAINT "hostel_applications_status_valid" CHECK ("hostel_applications"."status" in ('awaiting bursar', 'balance updated', 'disapproved', 'awaiting porter', 'complete')),
	CONSTRAINT "hostel_applications_previous_stay_valid" CHECK ("hostel_applications"."previous_stay" in ('no', 'last summer', 'last semester')),
	CONSTRAINT "hostel_applications_chosen_has_hostel" CHECK ("hostel_applications"."status" not in ('awaiting porter', 'complete') or "hostel_applications"."hostel_id" is not null),
	CONSTRAINT "hostel_applications_bed_only_when_complete" CHECK (("hostel_applications"."status" = 'complete') = ("hostel_applications"."bed_id" is not null)),
	CONSTRAINT "hostel_applications_complete_has_form" CHECK ("hostel_applications"."status" <> 'complete' or ("hostel_applications"."form_number" is not null and "hostel_applications"."allocated_at" is not null and "hostel_applications"."total_kobo" is not null and "hostel_applications"."opening_balance_kobo" is not null and "hostel_applications"."closing_balance_kobo" is not null))
);
--> statement-breakpoint
CREATE TABLE "hostel_beds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hostel_id" bigint NOT NULL,
	"room_id" bigint NOT NULL,
	"bed_number" text NOT NULL,
	"status" text DEFAULT 'opened' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_beds_number_unique" UNIQUE("room_id","bed_number"),
	CONSTRAINT "hostel_beds_id_hostel_unique" UNIQUE("id","hostel_id"),
	CONSTRAINT "hostel_beds_status_valid" CHECK ("hostel_beds"."status" in ('opened', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "hostel_rooms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hostel_id" bigint NOT NULL,
	"room_number" text NOT NULL,
	"status" text DEFAULT 'opened' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_rooms_number_unique" UNIQUE("hostel_id","room_number"),
	CONSTRAINT "hostel_rooms_id_hostel_unique" UNIQUE("id","hostel_id"),
	CONSTRAINT "hostel_rooms_status_valid" CHECK ("hostel_rooms"."status" in ('opened', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "hostels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"amount_per_semester_kobo" bigint NOT NULL,
	"amount_per_summer_kobo" bigint NOT NULL,
	"caution_fee_kobo" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'closed' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostels_amounts_nonnegative" CHECK ("hostels"."amount_per_semester_kobo" >= 0 and "hostels"."amount_per_summer_kobo" >= 0 and "hostels"."caution_fee_kobo" >= 0),
	CONSTRAINT "hostels_status_valid" CHECK ("hostels"."status" in ('opened', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "hostel_applications" ADD CONSTRAINT "hostel_applications_period_id_periods_period_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("period_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_applications" ADD CONSTRAINT "hostel_applications_student_id_users_custom_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("custom_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_applications" ADD CONSTRAINT "hostel_applications_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_applications" ADD CONSTRAINT "hostel_applications_balance_by_users_custom_id_fk" FOREIGN KEY ("balance_by") REFERENCES "public"."users"("custom_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_applications" ADD CONSTRAINT "hostel_applications_debit_entry_id_wallet_entries_id_fk" FOREIGN KEY ("debit_entry_id") REFERENCES "public"."wallet_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_applications" ADD CONSTRAINT "hostel_applications_allocated_by_users_custom_id_fk" FOREIGN KEY ("allocated_by") REFERENCES "public"."users"("custom_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_applications" ADD CONSTRAINT "hostel_applications_bed_fk" FOREIGN KEY ("bed_id","hostel_id") REFERENCES "public"."hostel_beds"("id","hostel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_beds" ADD CONSTRAINT "hostel_beds_created_by_users_custom_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("custom_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_beds" ADD CONSTRAINT "hostel_beds_room_fk" FOREIGN KEY ("room_id","hostel_id") REFERENCES "public"."hostel_rooms"("id","hostel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_rooms" ADD CONSTRAINT "hostel_rooms_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_rooms" ADD CONSTRAINT "hostel_rooms_created_by_users_custom_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("custom_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostels" ADD CONSTRAINT "hostels_created_by_users_custom_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("custom_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hostel_applications_period_status_idx" ON "hostel_applications" USING btree ("period_id","status");--> statement-breakpoint
CREATE INDEX "hostel_applications_student_idx" ON "hostel_applications" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "hostel_beds_hostel_idx" ON "hostel_beds" USING btree ("hostel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hostels_name_unique" ON "hostels" USING btree (lower("name"));
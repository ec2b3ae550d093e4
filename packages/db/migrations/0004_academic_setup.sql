CREATE TABLE "course_assignments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"period_id" text NOT NULL,
	"course_code" text NOT NULL,
	"faculty_id" text NOT NULL,
	"assigned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_assignments_period_course_unique" UNIQUE("period_id","course_code")
);
--> statement-breakpoint
CREATE TABLE "course_fees" (
	"period_id" text NOT NULL,
	"prog_category" text NOT NULL,
	"band" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_fees_period_id_prog_category_band_pk" PRIMARY KEY("period_id","prog_category","band"),
	CONSTRAINT "course_fees_amount_nonnegative" CHECK ("course_fees"."amount_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"hours" text NOT NULL,
	"year" integer NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"audience" text DEFAULT 'both' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_year_range" CHECK ("courses"."year" between 1 and 7),
	CONSTRAINT "courses_hours_valid" CHECK ("courses"."hours" ~ '^([1-9]|P/F)$')
);
--> statement-breakpoint
CREATE TABLE "departmental_charges" (
	"level" text NOT NULL,
	"department" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departmental_charges_level_department_pk" PRIMARY KEY("level","department"),
	CONSTRAINT "departmental_charges_amount_nonnegative" CHECK ("departmental_charges"."amount_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "periods" (
	"period_id" text PRIMARY KEY NOT NULL,
	"semester" text NOT NULL,
	"session" text NOT NULL,
	"season" text NOT NULL,
	"registration_status" text DEFAULT 'closed' NOT NULL,
	"add_drop_status" text DEFAULT 'closed' NOT NULL,
	"accommodation_status" text DEFAULT 'closed' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "periods_semester_session_unique" UNIQUE("semester","session"),
	CONSTRAINT "periods_session_format" CHECK ("periods"."session" ~ '^[0-9]{4}/[0-9]{4}$'),
	CONSTRAINT "periods_statuses_valid" CHECK ("periods"."registration_status" in ('opened', 'closed') and "periods"."add_drop_status" in ('opened', 'closed') and "periods"."accommodation_status" in ('opened', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "seminary_charges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"student_type" text NOT NULL,
	"mode" text NOT NULL,
	"item" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seminary_charges_item_unique" UNIQUE("level","student_type","mode","item"),
	CONSTRAINT "seminary_charges_amount_nonnegative" CHECK ("seminary_charges"."amount_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "course_assignments" ADD CONSTRAINT "course_assignments_period_id_periods_period_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("period_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_assignments" ADD CONSTRAINT "course_assignments_course_code_courses_code_fk" FOREIGN KEY ("course_code") REFERENCES "public"."courses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_assignments" ADD CONSTRAINT "course_assignments_faculty_id_users_custom_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."users"("custom_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_assignments" ADD CONSTRAINT "course_assignments_assigned_by_users_custom_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("custom_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_fees" ADD CONSTRAINT "course_fees_period_id_periods_period_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("period_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_fees" ADD CONSTRAINT "course_fees_updated_by_users_custom_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("custom_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_created_by_users_custom_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("custom_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departmental_charges" ADD CONSTRAINT "departmental_charges_updated_by_users_custom_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("custom_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periods" ADD CONSTRAINT "periods_created_by_users_custom_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("custom_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminary_charges" ADD CONSTRAINT "seminary_charges_updated_by_users_custom_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("custom_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_assignments_faculty_idx" ON "course_assignments" USING btree ("faculty_id","period_id");--> statement-breakpoint
CREATE INDEX "courses_year_idx" ON "courses" USING btree ("year");
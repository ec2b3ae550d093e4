CREATE TABLE "students" (
	"custom_id" text PRIMARY KEY NOT NULL,
	"ledger_number" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"email" text NOT NULL,
	"matriculation_number" text NOT NULL,
	"state_of_origin" text NOT NULL,
	"country_of_origin" text NOT NULL,
	"denomination" text NOT NULL,
	"local_church" text NOT NULL,
	"name_of_pastor" text NOT NULL,
	"work_fulltime" text NOT NULL,
	"ministry" text NOT NULL,
	"year_of_admission" integer NOT NULL,
	"programme_category" text NOT NULL,
	"programme" text NOT NULL,
	"faculty" text,
	"department" text,
	"affiliation_status" text NOT NULL,
	"special_student_category" text,
	"special_category_verified_by" text,
	"special_category_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_ledger_number_unique" UNIQUE("ledger_number"),
	CONSTRAINT "students_email_unique" UNIQUE("email"),
	CONSTRAINT "students_matriculation_number_unique" UNIQUE("matriculation_number"),
	CONSTRAINT "students_year_of_admission_range" CHECK ("students"."year_of_admission" between 2015 and 2031),
	CONSTRAINT "students_denomination_valid" CHECK ("students"."denomination" in ('ECWA', 'Non-ECWA'))
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"balance_kobo" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_owner_kind_unique" UNIQUE("owner_id","kind"),
	CONSTRAINT "wallets_kind_valid" CHECK ("wallets"."kind" in ('portal', 'accommodation'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_phone" text NOT NULL,
	"body" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" text,
	"sent_by" text,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_status_valid" CHECK ("sms_messages"."status" in ('stored', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"url" text,
	"file_key" text,
	"file_name" text,
	"content_type" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_resources" (
	"id" integer PRIMARY KEY NOT NULL,
	"instruction" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_custom_id_users_custom_id_fk" FOREIGN KEY ("custom_id") REFERENCES "public"."users"("custom_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_special_category_verified_by_users_custom_id_fk" FOREIGN KEY ("special_category_verified_by") REFERENCES "public"."users"("custom_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_owner_id_users_custom_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("custom_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_users_custom_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("custom_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_user_id_users_custom_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("custom_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_sent_by_users_custom_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("custom_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_created_by_users_custom_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("custom_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_resources" ADD CONSTRAINT "library_resources_updated_by_users_custom_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("custom_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "students_programme_category_idx" ON "students" USING btree ("programme_category");--> statement-breakpoint
CREATE INDEX "password_reset_codes_user_idx" ON "password_reset_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_messages_created_idx" ON "sms_messages" USING btree ("created_at");
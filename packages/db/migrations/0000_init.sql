CREATE TABLE "users" (
	"custom_id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"role" text NOT NULL,
	"admin_position" text,
	"status" text NOT NULL,
	"title" text,
	"surname" text NOT NULL,
	"first_name" text NOT NULL,
	"other_names" text,
	"gender" text,
	"phone_number" text,
	"mode_of_study" text,
	"passport_key" text,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_admin_position_matches_role" CHECK (("users"."role" = 'admin') = ("users"."admin_position" is not null)),
	CONSTRAINT "users_status_matches_role" CHECK (("users"."role" = 'student' and "users"."status" in ('change password', 'complete profile', 'upload passport', 'complete'))
        or ("users"."role" <> 'student' and "users"."status" in ('active', 'inactive'))),
	CONSTRAINT "users_role_valid" CHECK ("users"."role" in ('student', 'admin', 'faculty')),
	CONSTRAINT "users_admin_position_valid" CHECK ("users"."admin_position" is null or "users"."admin_position" in ('ict', 'bursar', 'auditor', 'assistant bursar', 'registrar', 'dean', 'porter'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip_address" text
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_custom_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("custom_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");
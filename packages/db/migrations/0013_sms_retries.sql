ALTER TABLE "sms_messages" DROP CONSTRAINT "sms_messages_status_valid";--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "send_body" text;--> statement-breakpoint
CREATE INDEX "sms_messages_retry_idx" ON "sms_messages" USING btree ("next_attempt_at") WHERE "sms_messages"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_retry_valid" CHECK (("sms_messages"."status" = 'pending') = ("sms_messages"."next_attempt_at" is not null) and ("sms_messages"."send_body" is null or "sms_messages"."status" = 'pending'));--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_status_valid" CHECK ("sms_messages"."status" in ('stored', 'pending', 'sent', 'failed'));
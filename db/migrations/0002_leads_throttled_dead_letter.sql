DROP INDEX "lead_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD COLUMN "dead_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "throttled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "honeypot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "lead_outbox_due_idx" ON "lead_outbox" USING btree ("next_attempt_at") WHERE "lead_outbox"."delivered_at" is null and "lead_outbox"."dead_at" is null;
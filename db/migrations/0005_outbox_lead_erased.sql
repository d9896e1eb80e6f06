ALTER TABLE "lead_outbox" ALTER COLUMN "lead_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD COLUMN "erased_lead_ids" uuid[];--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD CONSTRAINT "lead_outbox_event_check" CHECK ("lead_outbox"."lead_id" is not null or ("lead_outbox"."erased_lead_ids" is not null and "lead_outbox"."channel" = 'webhook'));
ALTER TABLE "sandbox_idempotency" ADD COLUMN "bytes" integer GENERATED ALWAYS AS (octet_length(response::text)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_keys" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_keys" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "sandbox_objects" ADD COLUMN "status" text GENERATED ALWAYS AS (data->>'status') STORED;--> statement-breakpoint
ALTER TABLE "sandbox_objects" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_objects" ADD COLUMN "amount" bigint;--> statement-breakpoint
ALTER TABLE "sandbox_objects" ADD COLUMN "bytes" integer GENERATED ALWAYS AS (octet_length(data::text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "sandbox_keys_network_idx" ON "sandbox_keys" USING btree ("network","expires_at");--> statement-breakpoint
CREATE INDEX "sandbox_objects_status_idx" ON "sandbox_objects" USING btree ("key_id","type","status","expires_at");--> statement-breakpoint
-- Objects stored before these columns: an open checkout's expiry, and what a balance counts of each (src/lib/sandbox).
UPDATE "sandbox_objects" SET
  "expires_at" = CASE WHEN "type" = 'checkout' AND "data"->>'status' = 'open' THEN ("data"->>'expires_at')::timestamptz END,
  "amount" = CASE "type"
    WHEN 'checkout' THEN ("data"->>'amount')::bigint
    WHEN 'topup' THEN ("data"->>'amount')::bigint - round(("data"->>'amount')::bigint * 3 / 100.0)::bigint
    WHEN 'voucher_order' THEN ("data"->>'total')::bigint
  END;

CREATE TABLE "sandbox_webhook_attempts" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhook_deliveries" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"key_id" text NOT NULL,
	"endpoint_id" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"dead_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_webhook_deliveries_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhook_endpoints" (
	"id" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_webhook_attempts" ADD CONSTRAINT "sandbox_webhook_attempts_delivery_id_sandbox_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."sandbox_webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_webhook_deliveries" ADD CONSTRAINT "sandbox_webhook_deliveries_key_id_sandbox_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."sandbox_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_webhook_deliveries" ADD CONSTRAINT "sandbox_webhook_deliveries_endpoint_id_sandbox_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."sandbox_webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_webhook_endpoints" ADD CONSTRAINT "sandbox_webhook_endpoints_key_id_sandbox_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."sandbox_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_webhook_attempts_delivery_idx" ON "sandbox_webhook_attempts" USING btree ("delivery_id","seq");--> statement-breakpoint
CREATE INDEX "sandbox_webhook_deliveries_key_idx" ON "sandbox_webhook_deliveries" USING btree ("key_id","seq");--> statement-breakpoint
CREATE INDEX "sandbox_webhook_deliveries_due_idx" ON "sandbox_webhook_deliveries" USING btree ("next_attempt_at") WHERE "sandbox_webhook_deliveries"."delivered_at" is null and "sandbox_webhook_deliveries"."dead_at" is null;--> statement-breakpoint
CREATE INDEX "sandbox_webhook_endpoints_key_idx" ON "sandbox_webhook_endpoints" USING btree ("key_id","created_at");
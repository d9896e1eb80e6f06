CREATE TABLE "sandbox_idempotency" (
	"key_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"operation" text NOT NULL,
	"body_hash" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"bytes" integer GENERATED ALWAYS AS (octet_length(response::text)) STORED NOT NULL,
	CONSTRAINT "sandbox_idempotency_key_id_idempotency_key_pk" PRIMARY KEY("key_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"api" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"network" text,
	CONSTRAINT "sandbox_keys_secret_hash_unique" UNIQUE("secret_hash"),
	CONSTRAINT "sandbox_keys_api_check" CHECK ("sandbox_keys"."api" in ('pay', 'pro'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_objects" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" text GENERATED ALWAYS AS (data->>'status') STORED,
	"expires_at" timestamp with time zone,
	"amount" bigint,
	"bytes" integer GENERATED ALWAYS AS (octet_length(data::text)) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_idempotency" ADD CONSTRAINT "sandbox_idempotency_key_id_sandbox_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."sandbox_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_objects" ADD CONSTRAINT "sandbox_objects_key_id_sandbox_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."sandbox_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_keys_expires_idx" ON "sandbox_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sandbox_keys_network_idx" ON "sandbox_keys" USING btree ("network","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_objects_key_id_idx" ON "sandbox_objects" USING btree ("key_id","id");--> statement-breakpoint
CREATE INDEX "sandbox_objects_list_idx" ON "sandbox_objects" USING btree ("key_id","type","seq");--> statement-breakpoint
CREATE INDEX "sandbox_objects_status_idx" ON "sandbox_objects" USING btree ("key_id","type","status","expires_at");--> statement-breakpoint
CREATE INDEX "sandbox_objects_id_idx" ON "sandbox_objects" USING btree ("id");
CREATE TABLE "vitals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"template" text NOT NULL,
	"lang" text NOT NULL,
	"region" text NOT NULL,
	"device" text NOT NULL,
	"connection" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"target" text
);
--> statement-breakpoint
CREATE INDEX "vitals_day_idx" ON "vitals" USING btree ("day");
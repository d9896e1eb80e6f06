ALTER TABLE "leads" ADD COLUMN "consent_notice_lang" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_notice_updated" date;--> statement-breakpoint
-- The consent box's link keeps the page's language: an older lead consented to the notice in its own `lang`; its notice's date was not kept.
UPDATE "leads" SET "consent_notice_lang" = "lang" WHERE "consent_notice_lang" IS NULL;

ALTER TABLE "questions" DROP CONSTRAINT "questions_key_unique";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "replaces_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_replaces_id_questions_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questions_key_current_idx" ON "questions" USING btree ("key") WHERE "questions"."superseded_at" IS NULL;--> statement-breakpoint
-- Fills search_text for the questions already in the bank the way engine/src/bank/searchText.ts does
-- (docs/content.md#bank-search); new and edited questions get it from the api.
UPDATE "questions" q SET "search_text" = lower(translate(normalize(
  coalesce((SELECT string_agg(p->>'data', ' ') FROM jsonb_array_elements(q."question_data" || q."explanation_data" || coalesce(q."twin_question_data", '[]'::jsonb) || coalesce(q."twin_explanation_data", '[]'::jsonb)) p WHERE p->>'type' <> 'image'), '')
  || ' ' ||
  coalesce((SELECT string_agg(p->>'data', ' ') FROM "options" o, jsonb_array_elements(o."data" || coalesce(o."twin_data", '[]'::jsonb)) p WHERE o."question_id" = q."id" AND p->>'type' <> 'image'), ''),
  NFC), '০১২৩৪৫৬৭৮৯' || chr(8203) || chr(8204) || chr(8205) || chr(8288) || chr(65279), '0123456789'));

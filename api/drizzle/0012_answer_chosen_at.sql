-- Issue 26 item 2: each answer keeps when the learner chose it, and a save only replaces an older
-- choice (docs/exam.md#latest-choice). Rows saved before this knew only when they were written.
ALTER TABLE "exam_answers" ADD COLUMN "chosen_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "exam_answers" SET "chosen_at" = "updated_at";
--> statement-breakpoint
ALTER TABLE "exam_answers" ALTER COLUMN "chosen_at" SET NOT NULL;

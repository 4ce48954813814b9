-- Issue 26 item 5: one sitting per learner and contest, ever (docs/contest.md#one-sitting). The
-- registration records the join that made the sitting, once, and the join refuses a second.
-- Registrations whose learner already joined take their sitting's creation as that first join.
ALTER TABLE "contest_registrations" ADD COLUMN "joined_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "contest_registrations" AS r SET "joined_at" = e."created_at"
FROM "exams" AS e
WHERE e."contest_id" = r."contest_id" AND e."user_id" = r."user_id" AND e."contest_role" = 'sitting';

-- Issue 20: contest_subject_results loses its foreign keys. Its rows are written only by the pass that
-- computes a contest's results, in its transaction, from rows whose keys are already checked
-- (docs/contest.md#subject-results-keys); the three checks per row were 17 of 44 s at 100,000 sittings.
ALTER TABLE "contest_subject_results" DROP CONSTRAINT "contest_subject_results_contest_id_contests_id_fk";
--> statement-breakpoint
ALTER TABLE "contest_subject_results" DROP CONSTRAINT "contest_subject_results_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "contest_subject_results" DROP CONSTRAINT "contest_subject_results_subject_id_subjects_id_fk";

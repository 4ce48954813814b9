-- Issue 26: a question moves a learner's rating at most once in ELO_REPEAT_WINDOW_DAYS (180) days
-- (docs/decisions.md#elo-repeats). seen_questions holds when each window began; the backfill at the
-- end opens one for every question of an exam the learner finished in the last 180 days, from the
-- first such finish, so a paper whose key was read before this release is not rated again either.
CREATE TABLE "seen_questions" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seen_questions_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "seen_questions" ADD CONSTRAINT "seen_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seen_questions" ADD CONSTRAINT "seen_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "seen_questions" ("user_id", "question_id", "seen_at")
SELECT e."user_id", q."question_id", min(e."finished_at")
FROM "exams" e
INNER JOIN "exam_questions" q ON q."exam_id" = e."id"
WHERE e."status" = 'finished' AND e."finished_at" > now() - interval '180 days'
GROUP BY e."user_id", q."question_id";

CREATE TABLE "exam_ratings" (
	"exam_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"change" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_ratings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"rating" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_ratings" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"rating" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_ratings" ADD CONSTRAINT "exam_ratings_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_ratings" ADD CONSTRAINT "exam_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_ratings" ADD CONSTRAINT "learner_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_ratings" ADD CONSTRAINT "question_ratings_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_ratings_finished_idx" ON "exam_ratings" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "exam_ratings_user_idx" ON "exam_ratings" USING btree ("user_id");
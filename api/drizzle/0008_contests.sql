-- Issue 20: contests (docs/contest.md). A sitting or practice attempt is an exam with contest_id and
-- contest_role; one sitting per learner and contest. Results are written once, by one pass.
CREATE TABLE "contest_questions" (
	"contest_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "contest_questions_contest_id_question_id_pk" PRIMARY KEY("contest_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "contest_registrations" (
	"contest_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contest_registrations_contest_id_user_id_pk" PRIMARY KEY("contest_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "contest_results" (
	"contest_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"score" double precision NOT NULL,
	"right" integer NOT NULL,
	"wrong" integer NOT NULL,
	"not_answered" integer NOT NULL,
	"time_used" integer NOT NULL,
	"rank" integer NOT NULL,
	"position" integer NOT NULL,
	"percentile" double precision NOT NULL,
	CONSTRAINT "contest_results_contest_id_user_id_pk" PRIMARY KEY("contest_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "contest_subject_results" (
	"contest_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"subject_name" text NOT NULL,
	"score" double precision NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "contest_subject_results_contest_id_user_id_subject_id_pk" PRIMARY KEY("contest_id","user_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"template_id" integer NOT NULL,
	"exam_type_id" integer NOT NULL,
	"university" text,
	"unit" text,
	"year" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer NOT NULL,
	"time_per_question" integer NOT NULL,
	"mark_per_qn" double precision NOT NULL,
	"negative_mark_per_qn" double precision,
	"time_breaks_ties" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"results_at" timestamp with time zone,
	"highest_score" double precision,
	"average_score" double precision,
	"ranked_count" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "contest_id" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "contest_role" text;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "option_seed" text;--> statement-breakpoint
ALTER TABLE "contest_questions" ADD CONSTRAINT "contest_questions_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_questions" ADD CONSTRAINT "contest_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_registrations" ADD CONSTRAINT "contest_registrations_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_registrations" ADD CONSTRAINT "contest_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_results" ADD CONSTRAINT "contest_results_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_results" ADD CONSTRAINT "contest_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_results" ADD CONSTRAINT "contest_results_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_subject_results" ADD CONSTRAINT "contest_subject_results_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_subject_results" ADD CONSTRAINT "contest_subject_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_subject_results" ADD CONSTRAINT "contest_subject_results_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_template_id_exam_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."exam_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_exam_type_id_exam_types_id_fk" FOREIGN KEY ("exam_type_id") REFERENCES "public"."exam_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_registrations_user_idx" ON "contest_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contest_results_position_idx" ON "contest_results" USING btree ("contest_id","position");--> statement-breakpoint
CREATE INDEX "contests_starts_at_idx" ON "contests" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exams_contest_sitting_idx" ON "exams" USING btree ("contest_id","user_id") WHERE "exams"."contest_role" = 'sitting';
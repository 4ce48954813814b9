CREATE TABLE "learner_plans" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"exam_date" date NOT NULL,
	"daily_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learner_plans" ADD CONSTRAINT "learner_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "question_version" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "twin_data" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "twin_question_data" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "twin_explanation_data" jsonb;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "version" text;
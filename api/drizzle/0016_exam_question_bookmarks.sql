-- Issue 28 item 14: a bookmark is kept on the server with the exam, so another device shows it
-- (docs/exam.md#bookmarks-on-server). One flag per question of the exam: the exam and the question
-- key it, and only a question of the exam can be bookmarked.
ALTER TABLE "exam_questions" ADD COLUMN "bookmarked" boolean DEFAULT false NOT NULL;
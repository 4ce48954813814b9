-- Issue 30 item 2: the finish job looks for the exams the clock has finished (not finished, past
-- their end plus the grace) every few seconds in every api process; this index serves that look
-- (docs/exam.md#finish-job).
CREATE INDEX "exams_open_end_idx" ON "exams" USING btree ("end_time") WHERE "exams"."status" = 'created';

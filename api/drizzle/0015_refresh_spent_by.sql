-- Issue 28 item 3: who spent a refresh token, so the same browser's second tab presenting it
-- again within seconds is told from a thief replaying it (docs/access.md#refresh-race).
ALTER TABLE "refresh_tokens" ADD COLUMN "spent_by" text;

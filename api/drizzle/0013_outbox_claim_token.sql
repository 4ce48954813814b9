-- Issue 27 item 4: a sender claims an outbox row with a token of its own, and only the holder of the
-- claim records the send or its failure (docs/api.md#outbox-claim).
ALTER TABLE "mail_outbox" ADD COLUMN "claim_token" uuid;

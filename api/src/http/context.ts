// What every route group receives from createApi.
import type { ApiConfig } from '../config';
import type { Tokens } from '../access/tokens';
import type { Db } from '../db/connect';
import type { Mailer } from '../mail/mailer';
import type { OutboxSender } from '../mail/outboxSender';

/** `now` is the api's clock: every expiry and timestamp reads it, never Date.now(). */
export type ApiContext = {
  db: Db;
  mailer: Mailer;
  /** Sends the mail outbox (receipts) in the background; `kick` after writing to it. */
  outbox: Pick<OutboxSender, 'kick'>;
  tokens: Tokens;
  config: ApiConfig;
  now: () => Date;
};

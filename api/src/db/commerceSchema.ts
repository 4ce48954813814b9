// The commerce tables (docs/api.md#shapes-commerce): package descriptions, subject prices for custom plans,
// and transactions with the subjects they buy. Amounts are poisha (1/100 BDT); instants timestamptz.
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { grades, subjects } from './practiceSchema';
import { packages, subscriptions, users } from './schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A package card's feature lines (docs/api.md#shape-package descriptions [{id, data}]). */
export const packageDescriptions = pgTable('package_descriptions', {
  id: serial('id').primaryKey(),
  packageId: integer('package_id')
    .notNull()
    .references(() => packages.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  data: text('data').notNull(),
});

/** docs/api.md#shape-grade subjects' price (per day of a custom plan) and status (offered or not). */
export const subjectPrices = pgTable('subject_prices', {
  subjectId: integer('subject_id')
    .primaryKey()
    .references(() => subjects.id, { onDelete: 'cascade' }),
  pricePoisha: integer('price_poisha').notNull(),
  status: boolean('status').notNull().default(true),
});

export type TransactionStatus = 'pending' | 'paid' | 'failed' | 'cancelled';
export type TransactionKind = 'standard' | 'offer' | 'custom';

export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    /** Our id at SSLCommerz; unique, so a return names exactly one purchase. */
    tranId: text('tran_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    kind: text('kind').$type<TransactionKind>().notNull(),
    durationDays: integer('duration_days').notNull(),
    /** Computed by the server from its own prices when the purchase starts. */
    amountPoisha: integer('amount_poisha').notNull(),
    currency: text('currency').notNull().default('BDT'),
    status: text('status').$type<TransactionStatus>().notNull().default('pending'),
    valId: text('val_id'),
    bankTranId: text('bank_tran_id'),
    cardType: text('card_type'),
    /** The subscription the payment granted; set once, with status 'paid'. */
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    paidAt: instant('paid_at'),
    /** A refund through SSLCommerz's refund API (docs/content.md#refunds): the amount, its reference there, the reason and when. */
    refundAmountPoisha: integer('refund_amount_poisha'),
    refundRefId: text('refund_ref_id'),
    refundRemarks: text('refund_remarks'),
    refundedAt: instant('refunded_at'),
  },
  // One validated payment pays for one transaction only; a learner's list reads by user.
  (t) => [uniqueIndex('transactions_val_id_idx').on(t.valId), index('transactions_user_idx').on(t.userId)],
);

/** The grades and subjects a custom plan buys, with the price per day they were bought at. */
export const transactionDetails = pgTable('transaction_details', {
  id: serial('id').primaryKey(),
  transactionId: integer('transaction_id')
    .notNull()
    .references(() => transactions.id, { onDelete: 'cascade' }),
  gradeId: integer('grade_id')
    .notNull()
    .references(() => grades.id),
  subjectId: integer('subject_id')
    .notNull()
    .references(() => subjects.id),
  pricePoisha: integer('price_poisha').notNull(),
});

/**
 * Mail waiting to go out. A payment's receipt is written here in the same database transaction
 * that marks the payment paid (one row per transaction, by the unique index), and a sender sends
 * it later with retries, so a mail server that is down delays the receipt but never blocks or
 * repeats the payment.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** 'receipt' for a payment's receipt. */
    kind: text('kind').notNull(),
    /** The paid transaction a receipt is for; unique, so a payment gets one receipt. */
    transactionId: integer('transaction_id').references(() => transactions.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When the sender may next try (or, while one is trying, when its claim lapses). */
    nextAttemptAt: instant('next_attempt_at').notNull(),
    /** The claim of the sender trying it now; only that sender may record how its try went (docs/api.md#outbox-claim). */
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull(),
    sentAt: instant('sent_at'),
  },
  (t) => [uniqueIndex('mail_outbox_transaction_idx').on(t.kind, t.transactionId), index('mail_outbox_due_idx').on(t.sentAt, t.nextAttemptAt)],
);

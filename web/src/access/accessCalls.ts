// The auth machines' actors, implemented against the gateway (web/src/access/operations.graphql).
import type { RegistrationPayload, ResetConfirmInput, ResetRequested, ResetRequestInput, VerificationResendInput, VerificationResent, VerifyInput } from '@proshno/engine';
import { currentLanguage } from '@proshno/engine';
import type { Client } from 'urql';
import {
  ConfirmPasswordResetDocument,
  RegisterDocument,
  RequestPasswordResetDocument,
  ResendVerificationEmailDocument,
  VerifyEmailDocument,
  type Gender,
} from '../generated/graphql';
import { dataOf } from '../graphql/serverError';

export async function register(client: Client, payload: RegistrationPayload): Promise<void> {
  // GraphQL enum values cannot hold spaces: 'not to specify' travels as not_to_specify.
  const gender: Gender = payload.gender === 'not to specify' ? 'not_to_specify' : payload.gender;
  // The page's language: the account's mails and question version start in it (docs/i18n.md#account).
  await dataOf(client.mutation(RegisterDocument, { input: { ...payload, gender, language: currentLanguage() } }).toPromise());
}

export async function verifyEmail(client: Client, { token }: VerifyInput): Promise<void> {
  await dataOf(client.mutation(VerifyEmailDocument, { token }).toPromise());
}

export async function resendVerification(client: Client, { email }: VerificationResendInput): Promise<VerificationResent> {
  const { resendVerificationEmail } = await dataOf(client.mutation(ResendVerificationEmailDocument, { email }).toPromise());
  return { sent_to: resendVerificationEmail.sent_to };
}

export async function requestReset(client: Client, { email }: ResetRequestInput): Promise<ResetRequested> {
  const { requestPasswordReset } = await dataOf(client.mutation(RequestPasswordResetDocument, { email }).toPromise());
  const { token, mailed, sent_to, code_sent_at, next_request_at } = requestPasswordReset;
  return { token, mailed, sent_to, code_sent_at, next_request_at: next_request_at ?? null };
}

export async function confirmReset(client: Client, input: ResetConfirmInput): Promise<void> {
  await dataOf(client.mutation(ConfirmPasswordResetDocument, { input }).toPromise());
}

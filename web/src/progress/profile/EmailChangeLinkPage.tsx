// /confirm-email?token= and /cancel-email-change?token=: the links of an e-mail change's two mails
// (README "Security"). Each spends its token once and says what happened; they open signed in or not.
import { messages, progressMessages, shownDetailOf } from '@proshno/engine';
import { useEffect, useState } from 'react';
import { Link } from 'react-aria-components';
import { useClient, type Client } from 'urql';
import { useSearch } from 'wouter';
import * as controls from '../../controls/controls.css';
import { Loading } from '../../controls/LoadState';
import { useSession } from '../../access/session/SessionProvider';
import * as css from '../progress.css';
import { cancelEmailChange, confirmEmailChange } from './profileCalls';

type Kind = 'confirm' | 'cancel';
type Outcome = { ok: boolean; text: string };

const calls: Record<Kind, (client: Client, token: string) => Promise<string>> = { confirm: confirmEmailChange, cancel: cancelEmailChange };

// The token is single-use: React may mount the page twice (StrictMode), so each link is sent once.
const sent = new Map<string, Promise<Outcome>>();

function outcomeOf(kind: Kind, client: Client, token: string): Promise<Outcome> {
  const key = `${kind}:${token}`;
  const known = sent.get(key);
  if (known !== undefined) return known;
  const outcome = calls[kind](client, token).then(
    (text) => ({ ok: true, text }),
    (error: unknown) => ({ ok: false, text: shownDetailOf(error) ?? progressMessages.emailChangeLinkInvalid }),
  );
  sent.set(key, outcome);
  return outcome;
}

function EmailChangeLinkPage({ kind }: { kind: Kind }) {
  const client = useClient();
  const { session } = useSession();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    let live = true;
    if (token === '') setOutcome({ ok: false, text: progressMessages.emailChangeLinkInvalid });
    else void outcomeOf(kind, client, token).then((next) => live && setOutcome(next));
    return () => {
      live = false;
    };
  }, [kind, client, token]);

  if (outcome === null) {
    return <Loading label={kind === 'confirm' ? progressMessages.confirmingEmail : progressMessages.cancellingEmailChange} />;
  }
  // After a cancel the owner should replace the password; signed out, that is the reset page.
  const next =
    session !== null
      ? { href: '/profile', label: kind === 'cancel' ? progressMessages.changePassword : progressMessages.goToProfile }
      : kind === 'cancel' && outcome.ok
        ? { href: '/forget-password', label: messages.forgotPassword }
        : { href: '/', label: messages.goToLogin };
  return (
    <div className={controls.centered} data-testid="email-change-outcome" data-outcome={outcome.ok ? 'done' : 'failed'}>
      {outcome.ok ? null : <h1 className={css.title}>{progressMessages.emailChangeFailedTitle}</h1>}
      <p className={outcome.ok ? undefined : css.error} role={outcome.ok ? 'status' : 'alert'}>
        {outcome.text}
      </p>
      <Link className={controls.button({ kind: 'primary' })} href={next.href}>
        {next.label}
      </Link>
    </div>
  );
}

export const ConfirmEmailPage = () => <EmailChangeLinkPage kind="confirm" />;
export const CancelEmailChangePage = () => <EmailChangeLinkPage kind="cancel" />;

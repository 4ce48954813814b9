// The subscribe dialog of spec 001 §2 and §4, rendering the engine's subscribeMachine: the
// agreement box (terms, refund policy, privacy policy), Pay Now only when ticked, Cancel closes
// and unticks; a started payment leaves for the provider's page, a failure toasts (§8).
import { commerceMessages, subscribeMachine, type SubscribeEvent } from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { Button, Checkbox, Link } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { ConfirmDialog } from '../controls/ConfirmDialog';
import * as controls from '../controls/controls.css';
import { useToast } from '../shell/ToastProvider';
import { goToPaymentProvider, startPayment } from './commerceCalls';

export type SubscribeActor = ActorRefFrom<typeof subscribeMachine>;

/** The dialog's machine with startPayment on the gateway; it follows ssl_url and toasts failures. */
export function useSubscribe(): { actor: SubscribeActor; open: (event: Extract<SubscribeEvent, { type: 'OPEN' }>) => void } {
  const client = useClient();
  const machine = useMemo(
    () => subscribeMachine.provide({ actors: { startPayment: fromPromise(({ input }) => startPayment(client, input)) } }),
    [client],
  );
  const actor = useActorRef(machine);
  const sslUrl = useSelector(actor, (s) => s.context.sslUrl);
  useEffect(() => {
    if (sslUrl !== null) goToPaymentProvider(sslUrl);
  }, [sslUrl]);
  return { actor, open: (event) => actor.send(event) };
}

/** The dialog for whatever state the actor is in (the gallery renders it from a snapshot); a failure toasts. */
export function SubscribeDialog({ actor, packageName }: { actor: SubscribeActor; packageName: string | null }) {
  const toast = useToast();
  const error = useSelector(actor, (s) => s.context.error);
  useEffect(() => {
    if (error !== null) toast(error, 'error');
  }, [error, toast]);
  const isOpen = useSelector(actor, (s) => !s.matches('closed'));
  const agreed = useSelector(actor, (s) => s.matches({ open: 'ticked' }) || s.matches('failed') || s.matches('paying') || s.matches('redirecting'));
  const canPay = useSelector(actor, (s) => s.can({ type: 'PAY' }));
  const paying = useSelector(actor, (s) => s.matches('paying') || s.matches('redirecting'));
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title="Subscribe"
      actions={
        <>
          <Button className={controls.button({ kind: 'secondary' })} isDisabled={paying} onPress={() => actor.send({ type: 'CANCEL' })}>
            Cancel
          </Button>
          <Button className={controls.button({ kind: 'primary' })} isDisabled={!canPay} isPending={paying} onPress={() => actor.send({ type: 'PAY' })}>
            {commerceMessages.payNow}
          </Button>
        </>
      }
    >
      {packageName === null ? null : <p>You are subscribing to {packageName}.</p>}
      <Checkbox className={controls.checkbox} isSelected={agreed} isDisabled={paying} onChange={() => actor.send({ type: 'TOGGLE_AGREEMENT' })}>
        <span className={controls.checkboxBox} aria-hidden="true">
          {agreed ? '✓' : ''}
        </span>
        <span>I agree to the Terms and Conditions, Refund Policy and Privacy Policy</span>
      </Checkbox>
      <p className={controls.hint}>
        Read the{' '}
        <Link className={controls.link} href="/terms" target="_blank">
          Terms and Conditions
        </Link>
        ,{' '}
        <Link className={controls.link} href="/refund-policy" target="_blank">
          Refund Policy
        </Link>{' '}
        and{' '}
        <Link className={controls.link} href="/privacy-policy" target="_blank">
          Privacy Policy
        </Link>
        .
      </p>
    </ConfirmDialog>
  );
}

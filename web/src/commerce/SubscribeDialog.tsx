// The subscribe dialog (docs/commerce.md#subscribe-dialog), rendering the engine's subscribeMachine: what will
// be charged and given (PurchaseSummary), the agreement box (terms, refund policy, privacy
// policy), Pay Now only when ticked, Cancel closes and unticks; a started payment leaves for the
// provider's page, a failure toasts (docs/commerce.md#payment).
import { commerceMessages, fillIn, subscribeMachine, subscribeViewOf, type SubscribeEvent } from '@proshno/engine';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useMemo } from 'react';
import { Button } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { ConfirmDialog } from '../controls/ConfirmDialog';
import * as controls from '../controls/controls.css';
import { AgreementBox, PolicyLinks } from '../controls/TermsAgreement';
import { useMachineEffects } from '../shell/useMachineEffects';
import { goToPaymentProvider, startPayment } from './commerceCalls';

export type SubscribeActor = ActorRefFrom<typeof subscribeMachine>;

// The summary (amount, VAT, dates, methods) and the date formatting it needs are fetched when the
// dialog opens, so the packages page's first paint does not carry them.
const PurchaseSummary = lazy(() => import('./PurchaseSummary').then((m) => ({ default: m.PurchaseSummary })));

/** The dialog's machine with startPayment on the gateway; it follows ssl_url and toasts failures. */
export function useSubscribe(): { actor: SubscribeActor; open: (event: Extract<SubscribeEvent, { type: 'OPEN' }>) => void } {
  const client = useClient();
  const machine = useMemo(
    () => subscribeMachine.provide({ actors: { startPayment: fromPromise(({ input }) => startPayment(client, input)) } }),
    [client],
  );
  const actor = useActorRef(machine);
  // A failure toasts; the provider's page is outside the app (docs/architecture.md#effects).
  useMachineEffects(actor, { navigate: ({ to }) => goToPaymentProvider(to) });
  return { actor, open: (event) => actor.send(event) };
}

/** The dialog for whatever state the actor is in (the gallery renders it from a snapshot). */
export function SubscribeDialog({ actor, packageName }: { actor: SubscribeActor; packageName: string | null }) {
  const { open: isOpen, agreed, canPay, paying } = useSelector(actor, subscribeViewOf, shallowEqual);
  const packageId = useSelector(actor, (s) => s.context.purchase?.package ?? null);
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => (open || paying ? undefined : actor.send({ type: 'CANCEL' }))}
      title={commerceMessages.subscribe}
      // The box stays in reach beside Pay Now however long the summary (docs/architecture.md#dialogs).
      footer={<AgreementBox agreed={agreed} isDisabled={paying} onChange={() => actor.send({ type: 'TOGGLE_AGREEMENT' })} />}
      actions={
        <>
          <Button className={controls.button({ kind: 'secondary' })} isDisabled={paying} onPress={() => actor.send({ type: 'CANCEL' })}>
            {commerceMessages.cancel}
          </Button>
          <Button className={controls.button({ kind: 'primary' })} isDisabled={!canPay} isPending={paying} onPress={() => actor.send({ type: 'PAY' })}>
            {commerceMessages.payNow}
          </Button>
        </>
      }
    >
      {packageId === null ? null : (
        <Suspense fallback={packageName === null ? null : <p>{fillIn(commerceMessages.youAreSubscribingTo, { package: packageName })}</p>}>
          <PurchaseSummary packageId={packageId} packageName={packageName} />
        </Suspense>
      )}
      <PolicyLinks />
    </ConfirmDialog>
  );
}

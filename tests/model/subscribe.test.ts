// The subscribe dialog (docs/commerce.md#subscribe-dialog, docs/commerce.md#payment) driven by the engine's subscribeMachine on /packages:
// 'Get started' opens it unticked, the agreement box enables Pay Now, Cancel closes and unticks,
// Pay Now starts the payment and the browser leaves for the payment page (the api's SSLCommerz
// simulator, where nothing is paid unless its Pay is pressed), and a payment start whose
// connection drops toasts 'Something went wrong.' with the box still ticked. The purchase call is
// held on the wire until the model says the server answered or the connection failed. After every
// step the dialog, the box, Pay Now, Cancel, the toast or the payment page must match the state.
import { commerceMessages, STANDARD_PACKAGE_TYPES, subscribeEventOf, subscribeMachine, subscribeViewOf, type SubscribeContext } from '@proshno/engine';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { gate, type Gate } from './network';
import { graphql, learnerToken, registeredLearner, signedInBrowser } from '../e2e/product';
import { describeUiModel, expectMachineCoverage } from './uiModel';

type Driver = { page: Page; gate: Gate };
type Package = { id: number; name: string; type: string; total_price: number };

// A learner of its own: a started payment leaves a pending transaction behind, and the demo
// learners' purchases are what other files count on (newbie has none, learner has one).
const learner = await registeredLearner('subscriber');
const { packages } = await graphql<{ packages: Package[] }>(
  'query($types: [String!]) { packages(active: true, types: $types) { id name type total_price } }',
  { types: [...STANDARD_PACKAGE_TYPES] },
  await learnerToken(learner),
);
const monthly = packages.find((p) => p.name === 'Premium Monthly');
if (monthly === undefined) throw new Error('no Premium Monthly package');
const failure = new Error('[Network] Failed to fetch');

const signedIn = signedInBrowser(learner);

const paths = await describeUiModel<Driver>({
  name: 'subscribe dialog',
  machine: subscribeMachine,
  modelMachine: (fakes) => subscribeMachine.provide({ actors: { startPayment: fakes.promise('startPayment') } }),
  events: () => [
    subscribeEventOf(monthly),
    { type: 'TOGGLE_AGREEMENT' },
    { type: 'PAY' },
    { type: 'CANCEL' },
    { type: 'xstate.done.actor.startPayment', output: { ssl_url: 'https://sandbox.sslcommerz.com/gwprocess/v4/gw.php' } },
    { type: 'xstate.error.actor.startPayment', error: failure },
  ],
  // docs/commerce.md#subscribe-dialog: Cancel unticks. The model's closed state is one state before and after a tick,
  // so the reopening that shows the box unticked again is walked as its own sequence.
  sequences: [[subscribeEventOf(monthly), { type: 'TOGGLE_AGREEMENT' }, { type: 'CANCEL' }, subscribeEventOf(monthly)]],
  key: (snapshot) => JSON.stringify(snapshot.value),
  // One page walks on to what fresh pages would have (uiModel.ts chain).
  chain: {},
  open: async () => {
    const page = await signedIn.context().newPage();
    const network = await gate(page, ['Purchase']);
    await page.goto('/packages');
    await getStarted(page).waitFor();
    return { page, gate: network };
  },
  act: async ({ page, gate: network }, event) => {
    const dialog = page.getByRole('dialog', { name: 'Subscribe' });
    const settle = async (outcome: 'pass' | 'fail') => {
      await network.waitFor('Purchase');
      await network.release('Purchase', outcome);
    };
    switch (event.type) {
      case 'OPEN':
        return getStarted(page).click();
      case 'TOGGLE_AGREEMENT':
        // The label, as a learner taps it: it toggles whatever the box shows.
        return dialog.getByText('I agree to the Terms and Conditions').click();
      case 'PAY':
        return dialog.getByRole('button', { name: commerceMessages.payNow }).click();
      case 'CANCEL':
        return dialog.getByRole('button', { name: 'Cancel' }).click();
      case 'xstate.done.actor.startPayment':
        return settle('pass');
      case 'xstate.error.actor.startPayment':
        return settle('fail');
      default:
        throw new Error(`no UI action for ${event.type}`);
    }
  },
  check: async ({ page }, snapshot) => {
    const expected = expectedFacts(snapshot);
    await expect.poll(() => screenFacts(page, expected.toast !== undefined), { interval: 50 }).toEqual(expected);
  },
  close: async ({ page }) => page.close(),
});

expectMachineCoverage('subscribeMachine', subscribeMachine, paths, {
  'subscribe.paying --xstate.done.actor.startPayment--> subscribe.failed':
    "the product always answers a started payment with its ssl_url ('No SSL URL returned from server.' is in the engine's model test and the gallery)",
});

function getStarted(page: Page) {
  return page.getByRole('button', { name: `${commerceMessages.getStarted} with ${monthly?.name ?? ''}` });
}

type Facts = {
  screen: 'packages' | 'payment page';
  dialog?: boolean;
  subscribingTo?: string;
  agreed?: boolean;
  agreementEnabled?: boolean;
  pay?: 'enabled' | 'disabled' | 'pending';
  cancel?: boolean;
  amount?: string;
  toast?: string;
};

function expectedFacts(snapshot: AnyMachineSnapshot): Facts {
  // docs/commerce.md#payment: the browser follows ssl_url to the payment page, which asks for the server's amount.
  const view = subscribeViewOf(snapshot as SnapshotFrom<typeof subscribeMachine>);
  if (view.redirecting) return { screen: 'payment page', amount: `${(monthly?.total_price ?? 0).toFixed(2)} BDT` };
  if (!view.open) return { screen: 'packages', dialog: false };
  const { paying } = view;
  const { error } = snapshot.context as SubscribeContext;
  return {
    screen: 'packages',
    dialog: true,
    subscribingTo: `You are subscribing to ${monthly?.name ?? ''}.`,
    agreed: view.agreed,
    agreementEnabled: !paying,
    pay: paying ? 'pending' : view.canPay ? 'enabled' : 'disabled',
    cancel: !paying,
    // docs/commerce.md#payment: the failed start's toast (a toast outlives the state that raised it, so it is read only here).
    ...(error === null ? {} : { toast: error }),
  };
}

function screenFacts(page: Page, withToast: boolean): Promise<Facts> {
  return page.evaluate(
    ({ withToast, payNow }) => {
      const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      if (location.pathname.startsWith('/api/sslcommerz-simulator/')) return { screen: 'payment page' as const, amount: text(document.querySelector('[data-testid="amount"]')) };
      const dialog = [...document.querySelectorAll('[role="dialog"]')].find((d) => text(document.getElementById(d.getAttribute('aria-labelledby') ?? '')) === 'Subscribe');
      if (dialog === undefined) return { screen: 'packages' as const, dialog: false };
      const buttons = [...dialog.querySelectorAll('button')];
      const enabled = (b: Element | undefined) => b !== undefined && !b.hasAttribute('disabled') && b.getAttribute('aria-disabled') !== 'true';
      const pay = buttons.find((b) => text(b).includes(payNow));
      const box = dialog.querySelector('input[type="checkbox"]');
      const toast = text(document.querySelector('[role="status"][aria-live="polite"] span'));
      return {
        screen: 'packages' as const,
        dialog: true,
        subscribingTo: text([...dialog.querySelectorAll('p')].find((p) => text(p).startsWith('You are subscribing to'))),
        agreed: box instanceof HTMLInputElement && box.checked,
        agreementEnabled: box instanceof HTMLInputElement && !box.disabled,
        pay: pay?.getAttribute('data-pending') === 'true' ? ('pending' as const) : enabled(pay) ? ('enabled' as const) : ('disabled' as const),
        cancel: enabled(buttons.find((b) => text(b) === 'Cancel')),
        ...(withToast ? { toast } : {}),
      };
    },
    { withToast, payNow: commerceMessages.payNow },
  );
}

// The gallery models of the commerce screens: the subscribe dialog (docs/commerce.md#subscribe-dialog) over the
// packages page, and the custom plan (docs/commerce.md#custom-plan), each filled in one step at a time.
import {
  customPlanMachine,
  customPlanViewOf,
  ServerError,
  subscribeEventOf,
  subscribeMachine,
  subscribeViewOf,
  type CustomPlanContext,
} from '@proshno/engine';
import type { SnapshotFrom } from 'xstate';
import * as commerce from './commerceFixtures';
import type { GalleryModel } from './galleryModel';

const startFailure = new ServerError({ detail: 'Payment gateway is not reachable.' });

export const subscribeModel: GalleryModel = {
  id: 'subscribe',
  title: 'Commerce/Subscribe dialog',
  machine: subscribeMachine,
  events: () => [
    subscribeEventOf(commerce.chosenPackage),
    { type: 'TOGGLE_AGREEMENT' },
    { type: 'PAY' },
    { type: 'CANCEL' },
    { type: 'xstate.done.actor.startPayment', output: { ssl_url: commerce.sslUrl } },
    // docs/commerce.md#payment: an answer without ssl_url, and a failed call.
    { type: 'xstate.done.actor.startPayment', output: { ssl_url: null } },
    { type: 'xstate.error.actor.startPayment', error: startFailure },
  ],
  variant: (snapshot) => subscribeViewOf(snapshot as SnapshotFrom<typeof subscribeMachine>).refusal ?? '',
};

const [firstSubject, secondSubject] = commerce.planSelection;

export const customPlanModel: GalleryModel = {
  id: 'customPlan',
  title: 'Commerce/Custom plan',
  machine: customPlanMachine,
  // The form filled in the page's order: a duration, two subjects, the terms, then Subscribe Now.
  events: (snapshot) => {
    const { duration, selection, agreed } = snapshot.context as CustomPlanContext;
    const next = [firstSubject, secondSubject].find((subject) => subject !== undefined && !selection.some((row) => row.subject_id === subject.subject_id));
    return [
      ...(duration === null ? [{ type: 'CHOOSE_DURATION', duration: 60 }] : []),
      ...(duration !== null && next !== undefined ? [{ type: 'TOGGLE_SUBJECT', subject: next }] : []),
      ...(next === undefined && !agreed ? [{ type: 'TOGGLE_AGREEMENT' }] : []),
      { type: 'SUBSCRIBE' },
      { type: 'xstate.done.actor.startCustomPayment', output: { ssl_url: commerce.sslUrl } },
      { type: 'xstate.done.actor.startCustomPayment', output: {} },
      { type: 'xstate.error.actor.startCustomPayment', error: startFailure },
    ];
  },
  variant: (snapshot) => {
    if (customPlanViewOf(snapshot as SnapshotFrom<typeof customPlanMachine>).paying) return '';
    const { duration, selection, agreed, error } = snapshot.context as CustomPlanContext;
    const subjects = selection.length === 0 ? [] : [`${selection.length} ${selection.length === 1 ? 'subject' : 'subjects'}`];
    const chosen = duration === null ? ['nothing chosen'] : [`${duration} days`, ...subjects, ...(agreed ? ['terms agreed'] : [])];
    return [...chosen, ...(error === null ? [] : [error])].join(' · ');
  },
};

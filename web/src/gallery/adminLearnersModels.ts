// The gallery models of the Admin's learner pages (docs/access.md#admin-learners): the search and one
// account with its confirmations.
import { ayesha, ayeshaDetail, learnersPage, noLearners } from '@proshno/engine/testing/adminLearners';
import { adminLearnerMachine, adminLearnerMessages, adminLearnersMachine, ServerError, type AdminLearnerContext, type AdminLearnersContext } from '@proshno/engine';
import type { GalleryModel } from './galleryModel';

export const adminLearnersModel: GalleryModel = {
  id: 'adminLearners',
  title: 'Access/Learners',
  machine: adminLearnersMachine,
  events: (snapshot) => {
    const { data } = snapshot.context as AdminLearnersContext;
    return [
      { type: 'xstate.done.actor.loadLearners', output: learnersPage },
      { type: 'xstate.done.actor.loadLearners', output: noLearners },
      { type: 'xstate.error.actor.loadLearners', error: new Error('offline') },
      ...(data === null ? [] : [{ type: 'SEARCH' }]),
    ];
  },
  variant: (snapshot) => {
    const { data, refusal } = snapshot.context as AdminLearnersContext;
    if (data === null) return '';
    return refusal !== null ? 'refused' : data.results.length === 0 ? 'empty' : '';
  },
};

export const adminLearnerModel: GalleryModel = {
  id: 'adminLearner',
  title: 'Access/Learner',
  machine: adminLearnerMachine,
  input: { id: 1 },
  events: () => [
    { type: 'xstate.done.actor.loadLearner', output: ayeshaDetail },
    { type: 'xstate.error.actor.loadLearner', error: new Error('offline') },
    { type: 'DISABLE' },
    { type: 'CONFIRM' },
    { type: 'xstate.done.actor.saveChange', output: { ...ayesha, disabled_at: '2026-12-02T06:00:00.000Z' } },
    { type: 'xstate.error.actor.saveChange', error: new ServerError({ detail: adminLearnerMessages.ownAccount }) },
  ],
  variant: (snapshot) => {
    const { data } = snapshot.context as AdminLearnerContext;
    return data !== null && data.disabled_at !== null ? 'disabled' : '';
  },
};

// The gallery models of the question bank's screens (docs/content.md#bank-list, docs/content.md#editor):
// the list and the editor in every state.
import { bankPage, bankPlaces, draftDetail, emptyBankPage, publishedDetail, secondVersionDetail } from '@proshno/engine/testing/bank';
import { bankEditorMachine, bankListMachine, ServerError, type BankEditorContext, type BankListContext } from '@proshno/engine';
import type { GalleryModel } from './galleryModel';

export const bankListModel: GalleryModel = {
  id: 'bankList',
  title: 'Bank/Question bank',
  machine: bankListMachine,
  events: (snapshot) => {
    const { data } = snapshot.context as BankListContext;
    return [
      { type: 'xstate.done.actor.loadPlaces', output: bankPlaces },
      { type: 'xstate.done.actor.loadPage', output: bankPage },
      { type: 'xstate.done.actor.loadPage', output: emptyBankPage },
      { type: 'xstate.error.actor.loadPage', error: new Error('offline') },
      ...(data === null ? [] : [{ type: 'SEARCH', text: '১১' }]),
    ];
  },
  variant: (snapshot) => {
    const { data, refusal, query } = snapshot.context as BankListContext;
    if (data === null) return '';
    if (refusal !== null) return 'refused';
    if (data.results.length === 0) return query.search === '' ? 'empty bank' : 'nothing found';
    return '';
  },
};

export const bankEditorModel: GalleryModel = {
  id: 'bankEditor',
  title: 'Bank/Question editor',
  machine: bankEditorMachine,
  input: { id: null },
  events: (snapshot) => {
    const { detail } = snapshot.context as BankEditorContext;
    return [
      { type: 'xstate.done.actor.loadEditor', output: { places: bankPlaces, detail: null } },
      { type: 'xstate.done.actor.loadEditor', output: { places: bankPlaces, detail: draftDetail } },
      { type: 'xstate.done.actor.loadEditor', output: { places: bankPlaces, detail: publishedDetail } },
      { type: 'xstate.error.actor.loadEditor', error: new Error('offline') },
      ...(detail === null
        ? [{ type: 'SAVE' }]
        : [
            { type: 'EDIT', change: { edit: 'answer', option: 1 } },
            { type: 'SAVE' },
            { type: 'PUBLISH' },
            { type: 'UPLOAD', language: 'en', at: { field: 'question' }, index: 0, file: { name: 'graph.png', size: 2048, type: 'image/png' } },
          ]),
      { type: 'xstate.done.actor.uploadImage', output: { path: 'bank/velocity-time-graph.svg', bytes: 2048, width: 320, height: 280 } },
      { type: 'xstate.done.actor.saveQuestion', output: { kind: 'saved', detail: secondVersionDetail } },
      { type: 'xstate.done.actor.saveQuestion', output: { kind: 'conflict' } },
      { type: 'xstate.error.actor.saveQuestion', error: new ServerError({ detail: 'This question breaks a rule of the bank: four options, one right, no empty part.' }) },
      { type: 'xstate.done.actor.setQuestionStatus', output: { kind: 'saved', detail: publishedDetail } },
    ];
  },
  variant: (snapshot) => {
    const { detail, notice, refusal, problems, dirty } = snapshot.context as BankEditorContext;
    if (refusal !== null) return 'refused';
    if (problems.length > 0) return 'problems shown';
    if (notice !== null) return notice;
    if (dirty) return 'unsaved';
    return detail === null ? '' : detail.question.status;
  },
};

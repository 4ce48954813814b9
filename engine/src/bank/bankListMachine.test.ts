import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ServerError } from '../access/serverError';
import { bankPage, bankPlaces, emptyBankPage } from '../testing/bank';
import { settled } from '../testing/modelPaths';
import type { BankPlaces } from './bankEditorMachine';
import { bankListMachine, type BankListPage, type BankListQuery } from './bankListMachine';
import { bankListView, type BankListView } from './bankListView';
import { deferred, type Deferred } from '../testing/deferred';

function started() {
  const places: Array<Deferred<BankPlaces>> = [];
  const pages: Array<{ query: BankListQuery; answer: Deferred<BankListPage> }> = [];
  const actor = createActor(
    bankListMachine.provide({
      actors: {
        loadPlaces: fromPromise(() => {
          const answer = deferred<BankPlaces>();
          places.push(answer);
          return answer.promise;
        }),
        loadPage: fromPromise(({ input }) => {
          const answer = deferred<BankListPage>();
          pages.push({ query: input, answer });
          return answer.promise;
        }),
      },
    }),
  ).start();
  const list = (): Extract<BankListView, { screen: 'list' }> => {
    const view = bankListView(actor.getSnapshot());
    if (view.screen !== 'list') throw new Error(`not the list: ${view.screen}`);
    return view;
  };
  return { actor, places, pages, settle: () => settled(), view: () => bankListView(actor.getSnapshot()), list };
}

describe('bankListMachine (docs/content.md#bank-list)', () => {
  it('loads the places and the first page together, then shows the rows', async () => {
    const { places, pages, settle, view, list } = started();
    expect(view()).toEqual({ screen: 'loading', label: 'Loading the question bank' });
    places[0]?.resolve(bankPlaces);
    pages[0]?.answer.resolve(bankPage);
    await settle();
    expect(list().found).toBe('2 questions');
    expect(list().rows[1]).toEqual({
      id: 77,
      text: 'What is the atomic number of sodium?',
      language: 'en',
      place: 'Chemistry › Atoms › Atomic number',
      status: 'Published',
      draft: false,
      facts: ['Version 2', 'Answer C', 'English', 'Hard'],
      flags: ['Negative discrimination', 'Too hard'],
      edit: 'Edit',
    });
    expect(list().pages).toBeNull();
  });

  it('a search and filters load again from page 1; a subject clears its topic; none found says so', async () => {
    const { actor, places, pages, settle, list } = started();
    places[0]?.resolve(bankPlaces);
    pages[0]?.answer.resolve({ ...bankPage, count: 45 });
    await settle();
    expect(list().pages).toEqual({ label: 'Page 1 of 3', page: 1, total: 45, size: 20 });
    actor.send({ type: 'PAGE', page: 2 });
    actor.send({ type: 'FILTER', filter: 'subject', value: 2 });
    expect(list().busy).toBe(true);
    actor.send({ type: 'FILTER', filter: 'topic', value: 21 });
    actor.send({ type: 'SEARCH', text: '  ১১  ' });
    actor.send({ type: 'FILTER', filter: 'status', value: 'draft' });
    actor.send({ type: 'FILTER', filter: 'subject', value: 1 });
    expect(pages[pages.length - 1]?.query).toEqual({ search: '১১', subject: 1, topic: null, subtopic: null, status: 'draft', difficulty: null, flag: null, page: 1 });
    pages[pages.length - 1]?.answer.resolve(emptyBankPage);
    await settle();
    expect(list()).toMatchObject({ busy: false, empty: 'No question matches.', rows: [] });
    expect(list().filters.find((f) => f.filter === 'topic')?.choices.map((c) => c.name)).toEqual(['Any', 'Motion']);
  });

  it('a failed reload is said above the list and the rows stay; a failed first load offers Try again', async () => {
    const { actor, places, pages, settle, list } = started();
    places[0]?.resolve(bankPlaces);
    pages[0]?.answer.resolve(bankPage);
    await settle();
    actor.send({ type: 'FILTER', filter: 'flag', value: 'too_hard' });
    pages[1]?.answer.reject(new ServerError({ detail: 'Not found.' }));
    await settle();
    expect(list()).toMatchObject({ refusal: 'Not found.', busy: false });
    expect(list().rows).toHaveLength(2);
    const second = started();
    second.places[0]?.reject(new Error('offline'));
    await second.settle();
    expect(second.view()).toEqual({ screen: 'failed', message: 'The question bank could not be loaded.', retry: 'Try again' });
    second.actor.send({ type: 'RETRY' });
    expect(second.places).toHaveLength(2);
  });

  it('with nothing in the bank and no filter it says the bank is empty', async () => {
    const { places, pages, settle, list } = started();
    places[0]?.resolve(bankPlaces);
    pages[0]?.answer.resolve(emptyBankPage);
    await settle();
    expect(list().empty).toBe('The bank has no questions yet.');
  });
});

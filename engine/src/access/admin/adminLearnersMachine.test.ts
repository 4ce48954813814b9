import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ServerError } from '../serverError';
import { settled } from '../../testing/modelPaths';
import { learnersPage, noLearners } from '../../testing/adminLearners';
import { adminLearnersMachine, type AdminLearnersData, type AdminLearnersQuery } from './adminLearnersMachine';
import { adminLearnersView } from './adminLearnersView';
import { deferred, type Deferred } from '../../testing/deferred';

function started() {
  const loads: Array<{ query: AdminLearnersQuery; answer: Deferred<AdminLearnersData> }> = [];
  const actor = createActor(
    adminLearnersMachine.provide({
      actors: {
        loadLearners: fromPromise(({ input }) => {
          const answer = deferred<AdminLearnersData>();
          loads.push({ query: input, answer });
          return answer.promise;
        }),
      },
    }),
  ).start();
  return { actor, loads, view: () => adminLearnersView(actor.getSnapshot()) };
}

describe('adminLearnersMachine (docs/access.md#admin-learners)', () => {
  it('loads every account, then shows each with its role, state and subscription', async () => {
    const { loads, view } = started();
    expect(view()).toEqual({ screen: 'loading', label: 'Loading accounts' });
    expect(loads.map((l) => l.query)).toEqual([{ text: '', role: 'all', status: 'all', page: 1 }]);
    loads[0]?.answer.resolve(learnersPage);
    await settled();
    const shown = view();
    if (shown.screen !== 'list') throw new Error(shown.screen);
    expect(shown.found).toBe('2 accounts');
    expect(shown.empty).toBeNull();
    expect(shown.learners[0]).toEqual({
      id: 1,
      href: '/admin/learners/1',
      name: { text: 'Ayesha Rahman', language: 'en' },
      email: 'learner@example.com',
      phone: '+8801700000001',
      badges: [
        { text: 'Learner', tone: 'plain' },
        { text: 'Enabled', tone: 'plain' },
        { text: 'Verified', tone: 'plain' },
      ],
      lines: ['Joined 01/09/2026', 'Subscribed until 01/01/2027'],
    });
    expect(shown.learners[1]?.name).toEqual({ text: 'সাদিয়া ইসলাম', language: 'bn' });
    expect(shown.learners[1]?.badges.map((b) => [b.text, b.tone])).toEqual([
      ['Learner', 'plain'],
      ['Disabled', 'warning'],
      ['Not verified', 'warning'],
    ]);
    expect(shown.learners[1]?.lines[1]).toBe('No running subscription');
  });

  it('searches for the typed text only when asked, from the first page, keeping the page shown meanwhile', async () => {
    const { actor, loads, view } = started();
    loads[0]?.answer.resolve(learnersPage);
    await settled();
    actor.send({ type: 'PAGE', page: 2 });
    loads[1]?.answer.resolve(learnersPage);
    await settled();
    actor.send({ type: 'TYPE', text: '  ০১৭০০০০০০০১ ' });
    expect(loads).toHaveLength(2);
    actor.send({ type: 'SEARCH' });
    expect(loads[2]?.query).toEqual({ text: '০১৭০০০০০০০১', role: 'all', status: 'all', page: 1 });
    expect(view()).toMatchObject({ screen: 'list', busy: true, draft: '  ০১৭০০০০০০০১ ' });
    loads[2]?.answer.resolve(noLearners);
    await settled();
    expect(view()).toMatchObject({ screen: 'list', busy: false, empty: 'No account matches this search.', learners: [] });
  });

  it('a role or a status loads again at once; a newer choice replaces a load under way', async () => {
    const { actor, loads, view } = started();
    loads[0]?.answer.resolve(learnersPage);
    await settled();
    actor.send({ type: 'ROLE', role: 'Management' });
    actor.send({ type: 'STATUS', status: 'disabled' });
    expect(loads.map((l) => l.query).slice(1)).toEqual([
      { text: '', role: 'Management', status: 'all', page: 1 },
      { text: '', role: 'Management', status: 'disabled', page: 1 },
    ]);
    loads[1]?.answer.resolve(noLearners);
    loads[2]?.answer.resolve(learnersPage);
    await settled();
    expect(view()).toMatchObject({ screen: 'list', role: 'Management', status: 'disabled', found: '2 accounts' });
  });

  it('a failed first load is an error with Retry; a failed later one is said above the page', async () => {
    const { actor, loads, view } = started();
    loads[0]?.answer.reject(new Error('offline'));
    await settled();
    expect(view()).toEqual({ screen: 'failed', message: 'The accounts could not be loaded.' });
    actor.send({ type: 'RETRY' });
    loads[1]?.answer.resolve(learnersPage);
    await settled();
    actor.send({ type: 'SEARCH' });
    loads[2]?.answer.reject(new ServerError({ detail: 'You do not have permission to perform this action.' }));
    await settled();
    expect(view()).toMatchObject({ screen: 'list', refusal: 'You do not have permission to perform this action.', found: '2 accounts' });
  });
});

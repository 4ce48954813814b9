import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ServerError } from '../access/serverError';
import { settled } from '../testing/modelPaths';
import { emptyQualityData, qualityData } from '../testing/quality';
import { questionQualityMachine, type QuestionQualityData, type QuestionQualityQuery } from './questionQualityMachine';
import { questionQualityView } from './questionQualityView';
import { deferred, type Deferred } from '../testing/deferred';

function started() {
  const loads: Array<{ query: QuestionQualityQuery; answer: Deferred<QuestionQualityData> }> = [];
  const resolves: Array<{ report: number; answer: Deferred<void> }> = [];
  const actor = createActor(
    questionQualityMachine.provide({
      actors: {
        loadQuality: fromPromise(({ input }) => {
          const answer = deferred<QuestionQualityData>();
          loads.push({ query: input, answer });
          return answer.promise;
        }),
        resolveReport: fromPromise(({ input }) => {
          const answer = deferred<void>();
          resolves.push({ report: input.report, answer });
          return answer.promise;
        }),
      },
    }),
  ).start();
  const settle = () => settled();
  return { actor, loads, resolves, settle, view: () => questionQualityView(actor.getSnapshot()) };
}

describe('questionQualityMachine (docs/content.md#admin-page)', () => {
  it('loads the reports and the first page of every question, then shows them', async () => {
    const { loads, settle, view } = started();
    expect(view()).toEqual({ screen: 'loading', label: 'Loading question statistics' });
    expect(loads.map((l) => l.query)).toEqual([{ filter: 'all', page: 1 }]);
    loads[0]?.answer.resolve(qualityData);
    await settle();
    const shown = view();
    if (shown.screen !== 'page') throw new Error(shown.screen);
    expect(shown.reports.map((r) => [r.reason, r.text, r.by])).toEqual([
      [
        'Wrong answer key',
        { text: 'The key says Chittagong.', language: 'en' },
        { before: 'Reported by ', name: { text: 'Ayesha Rahman', language: 'en' }, after: ' on 01/12/2026, 10:00 am' },
      ],
    ]);
    expect(shown.questions[0]).toMatchObject({
      title: 'Question 101 · General Knowledge · Bangladesh',
      facts: [
        { label: 'Attempts', value: '24' },
        { label: 'Facility', value: '0%' },
        { label: 'Discrimination', value: '—' },
        { label: 'Median time', value: '41.5 s' },
      ],
      choices: ['A (key): 0', 'B: 20', 'C: 3', 'D: 0', 'Blank: 1'],
      flags: ['Too hard', 'Option nobody chose'],
      reports: '1 open reports',
    });
    expect(shown.questions[1]?.facts.slice(1, 3)).toEqual([
      { label: 'Facility', value: '57%' },
      { label: 'Discrimination', value: '0.42' },
    ]);
  });

  it('a failed first load says why and loads again on Try Again', async () => {
    const { actor, loads, settle, view } = started();
    loads[0]?.answer.reject(new Error('offline'));
    await settle();
    expect(view()).toEqual({ screen: 'failed', message: 'The question statistics could not be loaded.' });
    actor.send({ type: 'RETRY' });
    expect(loads).toHaveLength(2);
  });

  it('a filter loads its first page while the page stays shown, busy', async () => {
    const { actor, loads, settle, view } = started();
    loads[0]?.answer.resolve(qualityData);
    await settle();
    actor.send({ type: 'PAGE', page: 2 });
    actor.send({ type: 'FILTER', filter: 'too_hard' });
    expect(loads.map((l) => l.query)).toEqual([
      { filter: 'all', page: 1 },
      { filter: 'all', page: 2 },
      { filter: 'too_hard', page: 1 },
    ]);
    expect(view()).toMatchObject({ screen: 'page', busy: true, filter: 'too_hard' });
    loads[2]?.answer.resolve(emptyQualityData);
    await settle();
    expect(view()).toMatchObject({ busy: false, noQuestions: 'No question has this flag.', noReports: 'No open reports.' });
  });

  it('resolving a report loads the page again; a refusal is said in the server words', async () => {
    const { actor, loads, resolves, settle, view } = started();
    loads[0]?.answer.resolve(qualityData);
    await settle();
    actor.send({ type: 'RESOLVE', report: 99 });
    expect(resolves).toEqual([]);
    actor.send({ type: 'RESOLVE', report: 7 });
    expect(view()).toMatchObject({ busy: true, reports: [{ id: 7, resolving: true }] });
    resolves[0]?.answer.resolve();
    await settle();
    expect(loads).toHaveLength(2);
    loads[1]?.answer.resolve(emptyQualityData);
    await settle();
    expect(view()).toMatchObject({ busy: false, reports: [] });

    actor.send({ type: 'FILTER', filter: 'all' });
    loads[2]?.answer.resolve(qualityData);
    await settle();
    actor.send({ type: 'RESOLVE', report: 7 });
    resolves[1]?.answer.reject(new ServerError({ detail: 'You do not have permission to perform this action.' }));
    await settle();
    expect(view()).toMatchObject({ busy: false, refusal: 'You do not have permission to perform this action.', reports: [{ id: 7, resolving: false }] });
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ServerError } from '../access/serverError';
import { settled } from '../testing/modelPaths';
import { questionReportMachine, questionReportView } from './questionReportMachine';
import type { QuestionReportPayload } from './reports';

function started(answer: (payload: QuestionReportPayload) => Promise<void>) {
  const sent: QuestionReportPayload[] = [];
  const actor = createActor(
    questionReportMachine.provide({
      actors: {
        sendReport: fromPromise(({ input }) => {
          sent.push(input);
          return answer(input);
        }),
      },
    }),
    { input: { question: 42 } },
  ).start();
  return { actor, sent, view: () => questionReportView(actor.getSnapshot()) };
}
const settle = () => settled();

describe('questionReportMachine (docs/content.md#report-form)', () => {
  it('opens the form, sends a reason and the trimmed words, and thanks', async () => {
    const { actor, sent, view } = started(async () => undefined);
    expect(view()).toEqual({ state: 'closed', label: 'Report a problem' });
    actor.send({ type: 'OPEN' });
    expect(view()).toMatchObject({ state: 'editing', canSend: false, hint: 'Up to 500 characters.' });
    actor.send({ type: 'SEND' });
    expect(sent).toEqual([]);
    actor.send({ type: 'REASON', reason: 'wrong_key' });
    actor.send({ type: 'TEXT', text: '  B is right.  ' });
    actor.send({ type: 'SEND' });
    expect(view()).toMatchObject({ state: 'sending', canSend: false });
    await settle();
    expect(sent).toEqual([{ question: 42, reason: 'wrong_key', text: 'B is right.' }]);
    expect(view()).toMatchObject({ state: 'sent', done: 'Thank you. Your report has been sent to our team.' });
    actor.send({ type: 'CLOSE' });
    expect(view().state).toBe('closed');
  });

  it('cuts the words at 500 characters', () => {
    const { actor } = started(async () => undefined);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'TEXT', text: 'x'.repeat(600) });
    expect(actor.getSnapshot().context.text).toHaveLength(500);
  });

  it('a refusal keeps the form with the server words, or its own without an answer', async () => {
    let fail: unknown = new ServerError({ detail: 'Not found.' });
    const { actor, view } = started(async () => {
      throw fail;
    });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'REASON', reason: 'other' });
    actor.send({ type: 'SEND' });
    await settle();
    expect(view()).toMatchObject({ state: 'editing', reason: 'other', error: 'Not found.', canSend: true });
    fail = new Error('offline');
    actor.send({ type: 'SEND' });
    await settle();
    expect(view()).toMatchObject({ error: 'The report could not be sent. Please try again.' });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    expect(view()).toMatchObject({ state: 'editing', reason: null, text: '', error: null });
  });
});

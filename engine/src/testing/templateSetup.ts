// The test both template setups share (engine/src/practice/templateExam.ts): the machine loads its
// templates itself, ignores a choice until they are there, and a failed load offers Reload (RETRY).
import type { AnyActorRef, EventObject } from 'xstate';
import { expect } from 'vitest';
import { fakePromises, settled, type FakePromises } from './modelPaths';

export async function expectTemplatesLoadedWithReload<Choice extends EventObject>(
  start: (fakes: FakePromises) => AnyActorRef,
  templates: unknown[],
  choice: Choice,
): Promise<void> {
  const fakes = fakePromises();
  const actor = start(fakes);
  expect(actor.getSnapshot().value).toBe('loading');
  expect(fakes.calls).toEqual([{ name: 'loadTemplates', input: undefined }]);
  fakes.settle('loadTemplates', 'error', new Error('offline'));
  await settled();
  expect(actor.getSnapshot().value).toBe('loadFailed');
  // A choice before the list is there goes nowhere.
  actor.send(choice);
  expect(actor.getSnapshot().value).toBe('loadFailed');
  actor.send({ type: 'RETRY' });
  expect(actor.getSnapshot().value).toBe('loading');
  fakes.settle('loadTemplates', 'done', templates);
  await settled();
  expect(actor.getSnapshot().value).toEqual({ choosing: 'editing' });
  expect(actor.getSnapshot().context.templates).toEqual(templates);
}

import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { examVersionMachine, startingExamVersion } from './examVersion';

describe('examVersionMachine', () => {
  it("starts in the learner's version and holds the one chosen for this exam", () => {
    const actor = createActor(examVersionMachine, { input: { version: 'bn' } }).start();
    expect(actor.getSnapshot().context.version).toBe('bn');
    actor.send({ type: 'CHOOSE_VERSION', version: 'en' });
    expect(actor.getSnapshot().context.version).toBe('en');
  });

  it("starts from the learner's version, else from the page's language", () => {
    expect(startingExamVersion('en', 'bn')).toBe('en');
    expect(startingExamVersion(undefined, 'bn')).toBe('bn');
  });
});

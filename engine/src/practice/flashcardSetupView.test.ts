import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakePromises, settled, type FakePromises } from '../testing/modelTest';
import type { Card, FlashcardRequest } from './flashcardMachine';
import { flashcardSetupMachine, type OptionsRequest, type SetupOption } from './flashcardSetupMachine';
import { flashcardSetupViewOf } from './flashcardSetupView';

const option = (id: number, questions_available: number): SetupOption => ({ id, name: `entry ${id}`, questions_available });

function start(fakes: FakePromises) {
  const machine = flashcardSetupMachine.provide({
    actors: {
      loadOptions: fakes.promise<SetupOption[], OptionsRequest>('loadOptions'),
      loadFlashcards: fakes.promise<Card[], FlashcardRequest>('loadFlashcards'),
    },
  });
  return createActor(machine).start();
}

describe('flashcardSetupViewOf', () => {
  it('lists the grades, shows the form, waits for a list below the choice, and shows progress while the cards load', async () => {
    const fakes = fakePromises();
    const actor = start(fakes);
    const view = () => flashcardSetupViewOf(actor.getSnapshot());
    expect(view()).toEqual({ screen: 'listing', listingBelow: false, starting: false });
    fakes.settle('loadOptions', 'done', [option(1, 20)]);
    await settled();
    expect(view()).toEqual({ screen: 'form', listingBelow: false, starting: false });
    actor.send({ type: 'SELECT', level: 'grade', id: 1 });
    expect(view()).toEqual({ screen: 'form', listingBelow: true, starting: false });
    fakes.settle('loadOptions', 'done', [option(2, 12)]);
    await settled();
    actor.send({ type: 'SELECT', level: 'subject', id: 2 });
    fakes.settle('loadOptions', 'done', []);
    await settled();
    actor.send({ type: 'CHOOSE_PRESET', value: 5 });
    actor.send({ type: 'START' });
    expect(view()).toEqual({ screen: 'form', listingBelow: false, starting: true });
    fakes.settle('loadFlashcards', 'error', new Error('offline'));
    await settled();
    expect(view()).toEqual({ screen: 'form', listingBelow: false, starting: false });
  });

  it('shows the load failure for the grades and for a list below the choice', async () => {
    const fakes = fakePromises();
    const actor = start(fakes);
    fakes.settle('loadOptions', 'error', new Error('offline'));
    await settled();
    expect(flashcardSetupViewOf(actor.getSnapshot()).screen).toBe('failed');
    actor.send({ type: 'RETRY' });
    fakes.settle('loadOptions', 'done', [option(1, 20)]);
    await settled();
    actor.send({ type: 'SELECT', level: 'grade', id: 1 });
    fakes.settle('loadOptions', 'error', new Error('offline'));
    await settled();
    expect(flashcardSetupViewOf(actor.getSnapshot())).toEqual({ screen: 'failed', listingBelow: false, starting: false });
  });
});

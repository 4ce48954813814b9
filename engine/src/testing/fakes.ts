// Fakes of the engine's own actors for tests and the gallery, written once.
import { fromPromise } from 'xstate';
import type { AnswerSave, SaveQueue } from '../exam/autosave';
import { examAutosaveMachine } from '../exam/examMachine';

/**
 * The real answer queue whose writes never finish and which never reports drained: a model path
 * sends ANSWERS_SAVED itself. `recorded.persisted`, when given, receives each queue it stores.
 */
export function silentAutosave(recorded?: { persisted: SaveQueue[] }) {
  return examAutosaveMachine.provide({
    actors: { saveAnswer: fromPromise<void, AnswerSave>(() => new Promise<void>(() => {})) },
    actions: {
      persistQueue: (_, params: { queue: SaveQueue }) => void recorded?.persisted.push(params.queue),
      notifyDrained: () => {},
    },
  });
}

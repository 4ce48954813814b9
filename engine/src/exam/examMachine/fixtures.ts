// The exam machine's test fixtures, shared by the tests beside each state: an exam of two questions,
// the machine with its calls faked and its storage recorded, and an exam started or reopened offline.
import { createActor, fromCallback, type AnyActorLogic, type EventObject } from 'xstate';
import { NetworkError } from '../../access/serverError';
import { silentAutosave } from '../../testing/fakes';
import { recordEffects } from '../../testing/effects';
import { fakePromises, settled, type FakePromises } from '../../testing/modelTest';
import type { AnswerSave, SaveQueue } from '../autosave';
import type { SharedAnswer, StoredExam } from '../examStorage';
import type { TickerInput } from '../ticker';
import { examAutosaveMachine, examMachine, type ExamInput, type ExamLoad, type ExamResult, type StoreProgressParams } from './index';

export const exam = { status: 'created' as const, timelimit: 600, mark_per_qn: 1, negative_mark_per_qn: 0.25 };
const text = (data: string) => [{ type: 'text' as const, data }];
export const questions = [
  { id: 1, question_data: text('1 + 1 = ?'), options: [{ id: 11, data: text('2') }, { id: 12, data: text('3') }], option: null },
  { id: 2, question_data: text('2 + 2 = ?'), options: [{ id: 21, data: text('4') }, { id: 22, data: text('5') }], option: 22 },
];
export const result: ExamResult = {
  time_remaining: 120,
  mark_per_qn: 1,
  negative_mark_per_qn: 0.25,
  subject_result: [{ right: 1, wrong: 0, not_answered: 1 }],
};
export const created: ExamLoad = { exam, questions };
export const finishedExam: ExamLoad = { exam: { ...exam, status: 'finished', time_remaining: 90 }, questions, result };
export const empty: ExamLoad = { exam, questions: [] };
/** The question set as the device keeps it (docs/exam.md#offline). */
export const storedExam: StoredExam = { exam: { ...exam, time_remaining: 590 }, questions };
const idleTicker = fromCallback<EventObject, TickerInput>(() => () => {});

export const modelInput: ExamInput = { examId: 7, remainingParam: 12, now: 0, stored: null, storedExam: created };
export const loadedAt = 1_700_000_000_000;

/** The real answer queue, its writes settled through `fakes` as 'saveAnswer', its storage recorded. */
function realAutosave(fakes: FakePromises, recorded: Recorded) {
  return examAutosaveMachine.provide({
    actors: { saveAnswer: fakes.promise<void, AnswerSave>('saveAnswer') },
    actions: { persistQueue: (_, params: { queue: SaveQueue }) => void recorded.persisted.push(params.queue) },
  });
}

export function machineWith(fakes: FakePromises, recorded: Recorded, autosave: 'real' | 'silent' = 'real', ticker: AnyActorLogic = idleTicker) {
  return examMachine.provide({
    actors: {
      loadExam: fakes.promise('loadExam'),
      submitScript: fakes.promise('submitScript'),
      cancelExam: fakes.promise('cancelExam'),
      ticker,
      autosave: autosave === 'real' ? realAutosave(fakes, recorded) : silentAutosave(recorded),
    },
    actions: {
      storeProgress: (_, params: StoreProgressParams) => void recorded.stored.push(params),
      clearProgress: (_, params: { examId: ExamInput['examId'] }) => void recorded.cleared.push(params.examId),
      shareAnswer: (_, params: SharedAnswer) => void recorded.shared.push(params),
      storeExam: (_, params: { exam: StoredExam }) => void recorded.exams.push(params.exam),
      shareEnded: () => void (recorded.ended += 1),
    },
  });
}

export type Recorded = {
  stored: StoreProgressParams[];
  cleared: Array<ExamInput['examId']>;
  persisted: SaveQueue[];
  shared: SharedAnswer[];
  exams: StoredExam[];
  toasts: string[];
  /** How often this tab told the others it finished the exam (docs/exam.md#ended-elsewhere). */
  ended: number;
};
export const recorder = (): Recorded => ({ stored: [], cleared: [], persisted: [], shared: [], exams: [], toasts: [], ended: 0 });
export const submitCalls = (fakes: FakePromises) => fakes.calls.filter((call) => call.name === 'submitScript');

/** An exam loaded with `load`, its calls settled through `fakes`, its effects recorded. */
export async function start(load: ExamLoad, input: Partial<ExamInput> = {}) {
  const fakes = fakePromises();
  const recorded = recorder();
  const actor = createActor(machineWith(fakes, recorded), {
    input: { examId: 7, remainingParam: null, now: loadedAt, stored: null, ...input },
  });
  const effects = recordEffects(actor);
  actor.on('toast', (toast) => recorded.toasts.push(toast.message));
  actor.start();
  fakes.settle('loadExam', 'done', load);
  await settled();
  return { actor, fakes, recorded, effects };
}

/** The screen opened again with no network: the load gets no answer, and the device keeps `storedExam` unless told. */
export async function reopenedOffline(input: Partial<ExamInput>) {
  const fakes = fakePromises();
  const recorded = recorder();
  const actor = createActor(machineWith(fakes, recorded), {
    input: { examId: 7, remainingParam: null, now: loadedAt, stored: null, storedExam, online: false, ...input },
  });
  actor.on('toast', (toast) => recorded.toasts.push(toast.message));
  actor.start();
  actor.send({ type: 'OFFLINE' });
  fakes.settle('loadExam', 'error', new NetworkError('Failed to fetch'));
  await settled();
  return { actor, fakes, recorded };
}

// The exam screen's actor: the engine's examMachine given the browser's calls, storage, clock
// and the channel to the exam's other tabs (docs/exam.md#autosave, docs/exam.md#timer).
import { examAutosaveMachine, examMachine, parseSharedAnswer } from '@proshno/engine';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useClient } from 'urql';
import { useSearch } from 'wouter';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useMachineEffects } from '../shell/useMachineEffects';
import {
  browserTicker,
  clearProgress,
  readPendingSaves,
  readProgress,
  readStoredExam,
  writePendingSaves,
  writeProgress,
  writeStoredExam,
} from './browserExam';
import { cancelExam, loadExam, saveAnswer, submitScript } from './examCalls';

export type ExamActor = ActorRefFrom<typeof examMachine>;

export function useExamActor(examId: number): ExamActor {
  const client = useClient();
  const search = useSearch();
  // The other tabs on this exam; opened by the effect below (StrictMode runs it twice).
  const channel = useRef<BroadcastChannel | null>(null);
  const machine = useMemo(
    () =>
      examMachine.provide({
        actors: {
          loadExam: fromPromise(() => loadExam(client, examId)),
          submitScript: fromPromise(({ input }) => submitScript(client, examId, input.answers)),
          cancelExam: fromPromise(() => cancelExam(client, examId)),
          ticker: browserTicker,
          autosave: examAutosaveMachine.provide({
            actors: { saveAnswer: fromPromise(({ input }) => saveAnswer(client, input)) },
            actions: { persistQueue: (_, { queue }) => writePendingSaves(examId, queue) },
          }),
        },
        actions: {
          storeProgress: (_, { index, startedAt, bookmarks, answers, deadline, submitting }) =>
            writeProgress(examId, { index, startedAt, bookmarks, answers, deadline, submitting }),
          clearProgress: () => clearProgress(examId),
          storeExam: (_, { exam }) => writeStoredExam(examId, exam),
          shareAnswer: (_, answer) => channel.current?.postMessage(answer),
        },
      }),
    [client, examId],
  );
  const remaining = Number(new URLSearchParams(search).get('remaining'));
  const actor = useActorRef(machine, {
    input: {
      examId,
      remainingParam: Number.isFinite(remaining) && remaining > 0 ? remaining : null,
      now: Date.now(),
      stored: readProgress(examId),
      pendingSaves: readPendingSaves(examId),
      storedExam: readStoredExam(examId),
      online: navigator.onLine,
    },
  });
  // Its toasts, and home once the exam is left (docs/architecture.md#effects).
  useMachineEffects(actor);
  // Another tab on this exam: its choices show here (it saves them itself).
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const opened = new BroadcastChannel(`proshno.exam.${examId}`);
    channel.current = opened;
    opened.onmessage = (event: MessageEvent<unknown>) => {
      const answer = parseSharedAnswer(event.data);
      if (answer !== null) actor.send({ type: 'ANSWER_ELSEWHERE', ...answer });
    };
    return () => {
      if (channel.current === opened) channel.current = null;
      opened.close();
    };
  }, [actor, examId]);
  return actor;
}

// The exam screen's actor: the engine's examMachine given the browser's calls, storage, clock
// and the channel to the exam's other tabs (docs/exam.md#autosave, docs/exam.md#timer), and told
// of the session's new tokens, which it asks to keep fresh while it is open (docs/access.md#refresh-ahead).
import { bookmarkSender, examAutosaveMachine, examEndedMessage, examMachine, isExamEndedMessage, parseSharedAnswer, isRefusal, refusalCodes, SaveError } from '@proshno/engine';
import { useActorRef } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useClient } from 'urql';
import { useSearch } from 'wouter';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useSessionActor } from '../access/session/SessionProvider';
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
import { cancelExam, loadExam, saveAnswer, setBookmark, submitScript } from './examCalls';

export type ExamActor = ActorRefFrom<typeof examMachine>;

export function useExamActor(examId: number): ExamActor {
  const client = useClient();
  const search = useSearch();
  // What the exam keeps on the device is bound to the learner who opened it, for the actor's whole
  // life (docs/exam.md#device-per-learner).
  const session = useSessionActor();
  const [learner] = useState(() => session.getSnapshot().context.session?.user.id ?? noLearner);
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
          bookmarkSync: bookmarkSender((bookmark) => setBookmark(client, bookmark)),
          autosave: examAutosaveMachine.provide({
            actors: {
              saveAnswer: fromPromise(async ({ input }) => {
                const token = session.getSnapshot().context.session?.accessToken;
                try {
                  await saveAnswer(client, input);
                } catch (error) {
                  // The session renewed the token while this save was on its way with the old one:
                  // no new token is coming, so it is simply sent again (docs/exam.md#save-outcome).
                  const renewed = session.getSnapshot().context.session?.accessToken;
                  if (isRefusal(error, refusalCodes.unauthenticated) && renewed !== undefined && renewed !== token) {
                    throw new SaveError('The access token was renewed meanwhile.');
                  }
                  throw error;
                }
              }),
            },
            actions: { persistQueue: (_, { queue }) => writePendingSaves(learner, examId, queue) },
          }),
        },
        actions: {
          storeProgress: (_, { index, startedAt, bookmarks, answers, deadline, submitting, confirmed, spent }) =>
            writeProgress(learner, examId, { index, startedAt, bookmarks, answers, deadline, submitting, confirmed, spent }),
          clearProgress: () => clearProgress(learner, examId),
          storeExam: (_, { exam }) => writeStoredExam(learner, examId, exam),
          shareAnswer: (_, answer) => channel.current?.postMessage(answer),
          shareEnded: () => channel.current?.postMessage(examEndedMessage),
        },
      }),
    [client, examId, session, learner],
  );
  const remaining = Number(new URLSearchParams(search).get('remaining'));
  const actor = useActorRef(machine, {
    input: {
      examId,
      remainingParam: Number.isFinite(remaining) && remaining > 0 ? remaining : null,
      now: Date.now(),
      stored: readProgress(learner, examId),
      pendingSaves: readPendingSaves(learner, examId),
      storedExam: readStoredExam(learner, examId),
      online: navigator.onLine,
    },
  });
  // docs/exam.md#leaving-running: the screen goes (a link, the menu) while the exam runs. Declared
  // before the effects' subscription, so this cleanup runs while the machine's toast is still heard
  // (layout cleanups run in order, and the actor stops only in a passive one).
  useLayoutEffect(() => () => actor.send({ type: 'LEAVE' }), [actor]);
  // Its toasts, and home once the exam is left (docs/architecture.md#effects).
  useMachineEffects(actor);
  // Another tab on this exam: its choices show here (it saves them itself), and its submit ends the exam here too.
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const opened = new BroadcastChannel(`proshno.exam.${examId}`);
    channel.current = opened;
    opened.onmessage = (event: MessageEvent<unknown>) => {
      // docs/exam.md#ended-elsewhere: that tab submitted the exam.
      if (isExamEndedMessage(event.data)) return void actor.send({ type: 'ENDED_ELSEWHERE' });
      const answer = parseSharedAnswer(event.data);
      if (answer === null) return;
      const { confirmed, ...shared } = answer;
      actor.send({ type: confirmed === true ? 'CONFIRMED_ELSEWHERE' : 'ANSWER_ELSEWHERE', ...shared });
    };
    return () => {
      if (channel.current === opened) channel.current = null;
      opened.close();
    };
  }, [actor, examId]);
  // docs/access.md#refresh-ahead: the token is kept fresh while the exam is open, and each new one
  // lets a save that waits for it go (docs/exam.md#save-outcome).
  useEffect(() => {
    session.send({ type: 'KEEP_FRESH' });
    let token = session.getSnapshot().context.session?.accessToken;
    const subscription = session.subscribe((snapshot) => {
      const next = snapshot.context.session?.accessToken;
      if (next !== undefined && next !== token) actor.send({ type: 'TOKEN_RENEWED' });
      token = next;
    });
    return () => {
      subscription.unsubscribe();
      session.send({ type: 'STOP_KEEPING_FRESH' });
    };
  }, [actor, session]);
  return actor;
}

/** No learner is signed in (the exam routes need one): nothing is read or kept under this id. */
const noLearner = -1;

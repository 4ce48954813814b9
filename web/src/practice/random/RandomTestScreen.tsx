// /random-test: the random test builder (docs/practice.md#random-test, docs/practice.md#random-test-flow, docs/practice.md#random-test-rules), rendering the
// engine's randomTestMachine (rows, exam, start and schedule) and randomTestForm (the choices).
import {
  canAdd,
  canSchedule,
  examDuration,
  examTypeLocked,
  fillIn,
  formatDhakaDateTime,
  practiceMessages,
  randomTestMachine,
  randomTestViewOf,
  rowDraftOf,
  totalQuestions,
  emptyRandomTestForm,
  parseRandomTestRecord,
  RANDOM_TEST_RECORD,
  type BankLists,
  type RandomTestForm,
} from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useClient, useQuery, type UseQueryState } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { readLearnerRecord, removeLearnerRecord, writeLearnerRecord } from '../../access/session/deviceData';
import { useSessionActor } from '../../access/session/SessionProvider';
import * as controls from '../../controls/controls.css';
import { useFocusHandOn } from '../../controls/useFocusHandOn';
import {
  RandomTestExamTypesDocument,
  RandomTestSubjectsDocument,
  RandomTestSubtopicsDocument,
  RandomTestTopicsDocument,
} from '../../generated/graphql';
import { useMachineEffects } from '../../shell/useMachineEffects';
import { useNow } from '../schedule/useNow';
import { ListSelect, type ListStatus } from './ListSelect';
import { cancelExam, createExam, scheduleExam, startExam } from './randomTestCalls';
import { ExamVersionChoice, ExamVersionProvider, useExamVersionActor, versionOf } from '../ExamVersionChoice';
import * as css from './randomTest.css';
import { RowForm } from './RowForm';
import { RowsTable } from './RowsTable';

// The date-time picker is the heaviest control of the screen and only the schedule dialog needs
// it: fetched once a row exists (the Schedule Exam button is live), not for the first paint.
const loadScheduleDialog = () => import('./ScheduleDialog').then((m) => ({ default: m.ScheduleDialog }));
const ScheduleDialog = lazy(loadScheduleDialog);

export default function RandomTestScreen() {
  const client = useClient();
  const session = useSessionActor();
  // The builder is the signed-in learner's, kept under their key (docs/practice.md#random-test-device).
  const [learner] = useState(() => session.getSnapshot().context.session?.user.id ?? null);
  const [restored] = useState(() => (learner === null ? null : parseRandomTestRecord(readLearnerRecord(learner, RANDOM_TEST_RECORD))));
  const version = useExamVersionActor();
  const machine = useMemo(
    () =>
      randomTestMachine.provide({
        actions: {
          storeBuilder: (_, { record }) => {
            if (learner === null) return;
            if (record === null) removeLearnerRecord(learner, RANDOM_TEST_RECORD);
            else writeLearnerRecord(learner, RANDOM_TEST_RECORD, JSON.stringify(record));
          },
        },
        actors: {
          createExam: fromPromise(({ input }) => createExam(client, input.examType)),
          startExam: fromPromise(({ input }) => startExam(client, input.examId, input.rows, versionOf(version), input.nearLevel)),
          scheduleExam: fromPromise(({ input }) => scheduleExam(client, input.examId, input.rows, input.startTime, versionOf(version), input.nearLevel)),
          cancelExam: fromPromise(({ input }) => cancelExam(client, input.examId)),
        },
      }),
    [client, learner, version],
  );
  const actor = useActorRef(machine, { input: { restored } });
  // Its success toasts, and the exam or /home once it is done (docs/architecture.md#effects).
  useMachineEffects(actor);
  return (
    <ExamVersionProvider actor={version}>
      <RandomTestView actor={actor} />
    </ExamVersionProvider>
  );
}

export type RandomTestActor = ActorRefFrom<typeof randomTestMachine>;

/** The builder for whatever state its actor is in; the gallery renders it from a snapshot. */
export function RandomTestView({ actor }: { actor: RandomTestActor }) {
  const [examTypes, reloadExamTypes] = useQuery({ query: RandomTestExamTypesDocument });
  const snapshot = useSelector(actor, (s) => s);
  const { test, examId, timePerQuestion } = snapshot.context;
  // The exam type locks while the exam is made: the focus goes on to Grade, not the page's body.
  const choosing = useRef<HTMLElement>(null);
  useFocusHandOn(choosing);
  const view = randomTestViewOf(snapshot);
  const { building } = view;

  const [form, setForm] = useState<RandomTestForm>(emptyRandomTestForm);
  const { lists, statuses } = useBankLists(form);

  const draft = { ...rowDraftOf(form, lists), examType: test.examType };
  const duration = examDuration(timePerQuestion, totalQuestions(test.rows));
  const now = useNow(useCallback((at: number) => at + 1000, []));
  const examTypeStatus: ListStatus = { fetching: examTypes.fetching, failed: examTypes.error !== undefined, retry: () => reloadExamTypes({ requestPolicy: 'network-only' }) };

  return (
    <div className={css.screen}>
      <header className={css.header}>
        <h1>{practiceMessages.randomTestTitle}</h1>
        <dl className={css.facts}>
          <div>
            <dt>{practiceMessages.dateAndTime}</dt>
            <dd>{formatDhakaDateTime(new Date(now).toISOString())}</dd>
          </div>
          <div>
            <dt>{practiceMessages.duration}</dt>
            <dd data-testid="duration">{fillIn(practiceMessages.durationHms, { hours: duration.hours, minutes: duration.minutes, seconds: duration.seconds })}</dd>
          </div>
        </dl>
      </header>
      {view.alert === null ? null : (
        <p className={controls.alert} role="alert">
          {view.alert}
        </p>
      )}
      <section ref={choosing} className={css.card} aria-label={practiceMessages.chooseQuestions}>
        <ListSelect
          label={practiceMessages.examType}
          entries={examTypes.data?.examTypes ?? []}
          value={test.examType}
          onChange={(id) => (id === null ? undefined : actor.send({ type: 'CHOOSE_EXAM_TYPE', examType: id }))}
          isDisabled={!building || examTypeLocked(test)}
          status={examTypeStatus}
        />
        <RowForm
          form={form}
          lists={lists}
          statuses={statuses}
          onChange={setForm}
          canAdd={building && examId !== null && canAdd(draft)}
          onAdd={() => actor.send({ type: 'ADD', draft: rowDraftOf(form, lists) })}
        />
      </section>
      <section className={css.card} aria-label={practiceMessages.selectedQuestions}>
        {view.nearLevel ? (
          <div className={css.nearLevel} data-testid="near-level">
            <p>{practiceMessages.nearLevel}</p>
            <Button className={controls.button({ kind: 'ghost' })} isDisabled={!building} onPress={() => actor.send({ type: 'DRAW_AT_RANDOM' })}>
              {practiceMessages.drawAtRandom}
            </Button>
          </div>
        ) : null}
        <RowsTable test={test} subjects={lists.subjects} send={(event) => actor.send(event)} isDisabled={!building} />
        <ExamVersionChoice isDisabled={!building} />
        <div className={css.actions}>
          <Button className={controls.button({ kind: 'secondary' })} isDisabled={!building || test.rows.length === 0} onPress={() => actor.send({ type: 'CLEAR' })}>
            {practiceMessages.clearAll}
          </Button>
          <Button className={controls.button({ kind: 'secondary' })} isDisabled={!building} isPending={view.cancelling} onPress={() => actor.send({ type: 'LEAVE' })}>
            {practiceMessages.cancel}
          </Button>
          <Button className={controls.button({ kind: 'secondary' })} isDisabled={!building || !canSchedule(test)} onPress={() => actor.send({ type: 'OPEN_SCHEDULE' })}>
            {practiceMessages.scheduleExam}
          </Button>
          <Button className={controls.button({ kind: 'primary' })} isDisabled={!building || !canSchedule(test)} onPress={() => actor.send({ type: 'START' })}>
            {view.starting ? practiceMessages.starting : practiceMessages.startExam}
          </Button>
        </div>
      </section>
      {test.rows.length > 0 ? (
        <Suspense fallback={null}>
          <ScheduleDialog
            isOpen={view.scheduleOpen}
            busy={view.scheduling}
            error={view.scheduleError}
            onCancel={() => actor.send({ type: 'CANCEL' })}
            onSchedule={(startTime, at) => actor.send({ type: 'SCHEDULE', startTime, now: at })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The subjects, the chosen subject's topics and the chosen topic's subtopics, with their request states. */
function useBankLists(form: RandomTestForm): { lists: BankLists; statuses: Record<'grade' | 'subject' | 'topic' | 'subtopic', ListStatus | null> } {
  const { subject, topic } = form.cascade.chosen;
  const [subjects, reloadSubjects] = useQuery({ query: RandomTestSubjectsDocument });
  const [topics, reloadTopics] = useQuery({ query: RandomTestTopicsDocument, variables: { subject: subject ?? 0 }, pause: subject === null });
  const [subtopics, reloadSubtopics] = useQuery({ query: RandomTestSubtopicsDocument, variables: { topic: topic ?? 0 }, pause: topic === null });
  const subjectStatus = statusOf(subjects, reloadSubjects);
  return {
    lists: {
      subjects: subjects.data?.subjects ?? [],
      topics: topics.data === undefined || topics.operation === undefined ? null : { parent: topics.operation.variables.subject, entries: topics.data.topics },
      subtopics:
        subtopics.data === undefined || subtopics.operation === undefined ? null : { parent: subtopics.operation.variables.topic, entries: subtopics.data.subtopics },
    },
    statuses: {
      grade: subjectStatus,
      subject: subjectStatus,
      topic: subject === null ? null : statusOf(topics, reloadTopics),
      subtopic: topic === null ? null : statusOf(subtopics, reloadSubtopics),
    },
  };
}

function statusOf<D, V extends object>(state: UseQueryState<D, V>, reexecute: (opts: { requestPolicy: 'network-only' }) => void): ListStatus {
  return { fetching: state.fetching, failed: state.error !== undefined, retry: () => reexecute({ requestPolicy: 'network-only' }) };
}

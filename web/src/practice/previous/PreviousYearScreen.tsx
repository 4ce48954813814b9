// /previous-year-test: the previous-year test setup (docs/practice.md#previous-year), rendering the
// engine's previousYearMachine: a Dhaka clock and date, Start Exam, and Select Exam → Select
// University → Select Exam Year. The machine loads the templates itself (loadTemplates, provided
// here against the gateway). Start creates the exam and opens /previous-exam/{id}.
import {
  examScreenMessages,
  formatDhakaDate,
  formatDigits,
  formatDhakaTime,
  isUniversityEnabled,
  isYearEnabled,
  practiceMessages,
  previousYearMachine,
  previousYearViewOf,
  previousYears,
  universitiesOf,
  type PreviousYearTemplate,
} from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import * as controls from '../../controls/controls.css';
import { Loading, ReloadButton, Unavailable } from '../../controls/LoadState';
import { SelectField } from '../../controls/SelectField';
import { useMachineEffects } from '../../shell/useMachineEffects';
import { createPreviousYearExam, loadPreviousYearTemplates, universityLabel } from './previousYearCalls';
import { ExamVersionChoice, ExamVersionProvider, useExamVersionActor, versionOf, type ExamVersionActor } from '../ExamVersionChoice';
import * as css from './previousYear.css';

export type PreviousYearActor = ActorRefFrom<typeof previousYearMachine>;

export default function PreviousYearScreen() {
  const version = useExamVersionActor();
  return (
    <ExamVersionProvider actor={version}>
      <PreviousYearView actor={usePreviousYearActor(version)} />
    </ExamVersionProvider>
  );
}

/** The setup for whatever state its actor is in; the gallery renders it from a snapshot. */
export function PreviousYearView({ actor }: { actor: PreviousYearActor }) {
  const screen = useSelector(actor, (s) => previousYearViewOf(s).screen);
  const templates = useSelector(actor, (s) => s.context.templates);

  return (
    <div className={css.screen}>
      <h1>{practiceMessages.previousYearTitle}</h1>
      <header className={css.header}>
        <DhakaClock />
        <StartButton actor={actor} />
      </header>
      {screen === 'loading' ? (
        <Loading label={practiceMessages.previousYearLoading} />
      ) : screen === 'failed' ? (
        <Unavailable message={examScreenMessages.loadFailed}>
          <ReloadButton onPress={() => actor.send({ type: 'RETRY' })} />
        </Unavailable>
      ) : (
        <PreviousYearForm actor={actor} templates={templates} />
      )}
    </div>
  );
}

/** The machine with loadTemplates and createPreviousYearExam on the gateway; its effects open the exam once it exists. */
function usePreviousYearActor(version: ExamVersionActor): PreviousYearActor {
  const client = useClient();
  const machine = useMemo(
    () =>
      previousYearMachine.provide({
        actors: {
          loadTemplates: fromPromise(() => loadPreviousYearTemplates(client)),
          createPreviousYearExam: fromPromise(({ input }) => createPreviousYearExam(client, input, versionOf(version))),
        },
      }),
    [client, version],
  );
  const actor = useActorRef(machine);
  // The created exam's page, with its navigation state (docs/architecture.md#effects).
  useMachineEffects(actor);
  return actor;
}

/** Start is disabled until an exam and a year are chosen (docs/practice.md#previous-year); the machine says why. */
function StartButton({ actor }: { actor: PreviousYearActor }) {
  const ready = useSelector(actor, (s) => previousYearViewOf(s).ready);
  const creating = useSelector(actor, (s) => previousYearViewOf(s).creating);
  return (
    <Button
      className={controls.button({ kind: 'primary' })}
      isDisabled={!ready && !creating}
      isPending={creating}
      onPress={() => actor.send({ type: 'START' })}
    >
      {practiceMessages.startExam}
    </Button>
  );
}

function PreviousYearForm({ actor, templates }: { actor: PreviousYearActor; templates: PreviousYearTemplate[] }) {
  const choice = useSelector(actor, (s) => s.context.choice);
  const error = useSelector(actor, (s) => s.context.error);
  const creating = useSelector(actor, (s) => previousYearViewOf(s).creating);
  const universities = universitiesOf(templates, choice);
  const idOf = (id: number | null) => (id === null ? '' : String(id));

  if (templates.length === 0) return <p className={css.empty}>{practiceMessages.previousYearEmpty}</p>;

  return (
    <section className={css.card} aria-label={practiceMessages.previousYearSetup}>
      <div className={css.selects}>
        <SelectField
          label={practiceMessages.selectExam}
          options={templates.map((t) => ({ id: String(t.id), name: t.name }))}
          value={idOf(choice.exam)}
          onChange={(id) => actor.send({ type: 'CHOOSE_EXAM', exam: Number(id) })}
          isDisabled={creating}
        />
        <SelectField
          label={practiceMessages.selectUniversity}
          options={universities.map((u) => ({ id: String(u.id), name: universityLabel(u) }))}
          value={idOf(choice.university)}
          onChange={(id) => actor.send({ type: 'CHOOSE_UNIVERSITY', university: Number(id) })}
          isDisabled={creating || !isUniversityEnabled(choice)}
        />
        <SelectField
          label={practiceMessages.selectExamYear}
          options={previousYears().map((year) => ({ id: String(year), name: formatDigits(year) }))}
          value={idOf(choice.year)}
          onChange={(id) => actor.send({ type: 'CHOOSE_YEAR', year: Number(id) })}
          isDisabled={creating || !isYearEnabled(choice)}
        />
        <ExamVersionChoice isDisabled={creating} />
      </div>
      {error === null ? null : (
        <p className={controls.alert} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** The live clock and date of the header, in Asia/Dhaka (docs/constants.md#time-zone). */
function DhakaClock() {
  const now = useSecondClock();
  const instant = new Date(now).toISOString();
  return (
    <div className={css.clock} aria-label={practiceMessages.dhakaTime}>
      <time className={css.time} dateTime={instant}>
        {formatDhakaTime(instant)}
      </time>
      <span className={css.date}>{formatDhakaDate(instant)}</span>
    </div>
  );
}

/** The wall clock, re-read at each whole second. */
function useSecondClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, 1000 - (Date.now() % 1000));
    };
    timer = setTimeout(tick, 1000 - (Date.now() % 1000));
    return () => clearTimeout(timer);
  }, []);
  return now;
}

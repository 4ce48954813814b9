// /previous-year-test: the previous-year test setup of spec 000 §2, §4 and §5, rendering the
// engine's previousYearMachine: a Dhaka clock and date, Start Exam, and Select Exam → Select
// University → Select Exam Year. Start creates the exam and opens /previous-exam/{id}.
import {
  canStartPreviousYear,
  examScreenMessages,
  formatDhakaDate,
  formatDhakaTime,
  isUniversityEnabled,
  isYearEnabled,
  previousYearMachine,
  previousYears,
  universitiesOf,
  type PreviousYearTemplate,
} from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, ProgressBar } from 'react-aria-components';
import { useClient, useQuery } from 'urql';
import { useLocation } from 'wouter';
import { fromPromise, type ActorRefFrom } from 'xstate';
import * as controls from '../../controls/controls.css';
import { SelectField } from '../../controls/SelectField';
import { PreviousYearTemplatesDocument } from '../../generated/graphql';
import * as shell from '../../shell/shell.css';
import {
  createPreviousYearExam,
  previousYearCatalogueOf,
  universityLabel,
  type CreatedExam,
  type PreviousYearCatalogue,
} from './previousYearCalls';
import * as css from './previousYear.css';

export type PreviousYearActor = ActorRefFrom<typeof previousYearMachine>;

const noCatalogue: PreviousYearCatalogue = { templates: [], universityOf: new Map() };

export default function PreviousYearScreen() {
  const [{ data }] = useQuery({ query: PreviousYearTemplatesDocument, requestPolicy: 'cache-and-network' });
  const catalogue = useMemo(() => (data === undefined ? null : previousYearCatalogueOf(data)), [data]);
  return <PreviousYearView actor={usePreviousYearActor(catalogue ?? noCatalogue)} />;
}

/** The setup for whatever state its actor is in; the gallery renders it from a snapshot. */
export function PreviousYearView({ actor }: { actor: PreviousYearActor }) {
  const [{ data, fetching, error }, reload] = useQuery({ query: PreviousYearTemplatesDocument, requestPolicy: 'cache-and-network' });
  const catalogue = useMemo(() => (data === undefined ? null : previousYearCatalogueOf(data)), [data]);

  useEffect(() => {
    if (catalogue !== null) actor.send({ type: 'TEMPLATES', templates: catalogue.templates });
  }, [actor, catalogue]);

  return (
    <div className={css.screen}>
      <h1>Previous Year Test</h1>
      <header className={css.header}>
        <DhakaClock />
        <StartButton actor={actor} />
      </header>
      {catalogue !== null ? (
        <PreviousYearForm actor={actor} templates={catalogue.templates} />
      ) : fetching || error === undefined ? (
        <div className={css.centered}>
          <ProgressBar isIndeterminate aria-label="Loading previous-year exams">
            <div className={shell.spinner} />
          </ProgressBar>
        </div>
      ) : (
        <div className={css.centered} role="alert">
          <p>{examScreenMessages.loadFailed}</p>
          <Button className={controls.button({ kind: 'primary' })} onPress={() => reload({ requestPolicy: 'network-only' })}>
            Reload
          </Button>
        </div>
      )}
    </div>
  );
}

/** The machine with createPreviousYearExam on the gateway; it navigates once the exam exists. */
function usePreviousYearActor(catalogue: PreviousYearCatalogue): PreviousYearActor {
  const client = useClient();
  const [, navigate] = useLocation();
  // The latest catalogue maps the chosen entry back to its university; the machine is made once.
  const latest = useRef(catalogue);
  useEffect(() => {
    latest.current = catalogue;
  }, [catalogue]);
  // The machine keeps the id only; the clock's start comes from the created exam itself.
  const created = useRef<CreatedExam | null>(null);
  const machine = useMemo(
    () =>
      previousYearMachine.provide({
        actors: {
          createPreviousYearExam: fromPromise(async ({ input }) => {
            created.current = await createPreviousYearExam(client, latest.current, input);
            return created.current;
          }),
        },
      }),
    [client],
  );
  const actor = useActorRef(machine);
  const output = useSelector(actor, (s) => s.output);

  useEffect(() => {
    if (output === undefined || output === null) return;
    const remaining = created.current?.id === output.examId ? created.current.time_remaining : 0;
    const path = `/previous-exam/${output.examId}`;
    // spec 000 §2: the exam route receives university, year and unit as navigation state.
    navigate(remaining > 0 ? `${path}?remaining=${remaining}` : path, { state: output });
  }, [output, navigate]);
  return actor;
}

/** Start is disabled until an exam and a year are chosen (spec 000 §5); the machine says why. */
function StartButton({ actor }: { actor: PreviousYearActor }) {
  const ready = useSelector(actor, (s) => s.matches('choosing') && canStartPreviousYear(s.context.choice));
  const creating = useSelector(actor, (s) => s.matches('creating') || s.status === 'done');
  return (
    <Button
      className={controls.button({ kind: 'primary' })}
      isDisabled={!ready && !creating}
      isPending={creating}
      onPress={() => actor.send({ type: 'START' })}
    >
      Start Exam
    </Button>
  );
}

function PreviousYearForm({ actor, templates }: { actor: PreviousYearActor; templates: PreviousYearTemplate[] }) {
  const choice = useSelector(actor, (s) => s.context.choice);
  const error = useSelector(actor, (s) => s.context.error);
  const creating = useSelector(actor, (s) => s.matches('creating') || s.status === 'done');
  const universities = universitiesOf(templates, choice);
  const idOf = (id: number | null) => (id === null ? '' : String(id));

  if (templates.length === 0) return <p className={css.empty}>No previous-year exams are available yet.</p>;

  return (
    <section className={css.card} aria-label="Previous-year test setup">
      <div className={css.selects}>
        <SelectField
          label="Select Exam"
          options={templates.map((t) => ({ id: String(t.id), name: t.name }))}
          value={idOf(choice.exam)}
          onChange={(id) => actor.send({ type: 'CHOOSE_EXAM', exam: Number(id) })}
          isDisabled={creating}
        />
        <SelectField
          label="Select University"
          options={universities.map((u) => ({ id: String(u.id), name: universityLabel(u) }))}
          value={idOf(choice.university)}
          onChange={(id) => actor.send({ type: 'CHOOSE_UNIVERSITY', university: Number(id) })}
          isDisabled={creating || !isUniversityEnabled(choice)}
        />
        <SelectField
          label="Select Exam Year"
          options={previousYears().map((year) => ({ id: String(year), name: String(year) }))}
          value={idOf(choice.year)}
          onChange={(id) => actor.send({ type: 'CHOOSE_YEAR', year: Number(id) })}
          isDisabled={creating || !isYearEnabled(choice)}
        />
      </div>
      {error === null ? null : (
        <p className={controls.alert} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** The live clock and date of the header, in Asia/Dhaka (spec 000 §9). */
function DhakaClock() {
  const now = useSecondClock();
  const instant = new Date(now).toISOString();
  return (
    <div className={css.clock} aria-label="Dhaka time">
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

// /revision (docs/progress.md#revision): subject → topic → subtopic with the saved count beside each
// topic and subtopic, Cancel and Continue, then the viewer with View/Hide Answer, the explanation,
// Remove From Revision, Back/Next and Finished. Rendered from the engine's revisionMachine.
import {
  canGoInRevision,
  langOf,
  currentRevision,
  isRevisionLevelEnabled,
  progressMessages,
  revisionCounts,
  revisionMachine,
  revisionViewOf,
  revisionPosition,
  type RevisionItem,
  type RevisionLevel,
  revisionLabels,
  optionLetter,
} from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { useClient, useQuery } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { ContentParts } from '../../content/ContentParts';
import { OtherVersionNote } from '../../content/OtherVersionNote';
import { SelectField } from '../../controls/SelectField';
import * as controls from '../../controls/controls.css';
import { LoadFailureText } from '../../controls/LoadState';
import { DueTodayCard } from '../../learning/DueTodayCard';
import { RevisionButton } from './RevisionButton';
import { RevisionSubjectsDocument, RevisionSubtopicsDocument, RevisionTopicsDocument } from '../../generated/graphql';
import { useMachineEffects } from '../../shell/useMachineEffects';
import * as css from '../progress.css';
import { loadRevisions, removeRevision } from './revisionCalls';

const m = progressMessages;

export default function RevisionScreen() {
  const client = useClient();
  const machine = useMemo(
    () =>
      revisionMachine.provide({
        actors: {
          loadRevisions: fromPromise(({ input }) => loadRevisions(client, input)),
          removeRevision: fromPromise(({ input }) => removeRevision(client, input.id)),
        },
      }),
    [client],
  );
  const actor = useActorRef(machine);
  // Removal outcomes toast; Finished goes to /home (docs/architecture.md#effects).
  useMachineEffects(actor);
  return <RevisionView actor={actor} />;
}

export type RevisionActor = ActorRefFrom<typeof revisionMachine>;

/** The picker or the viewer for whatever state the actor is in (the gallery renders it from a snapshot). */
export function RevisionView({ actor }: { actor: RevisionActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const { screen, removing } = revisionViewOf(snapshot);

  return (
    <div className={css.screen}>
      <h1 className={css.title}>{m.revisionTitle}</h1>
      {screen === 'viewing' ? null : <DueTodayCard />}
      {screen === 'viewing' ? (
        <Viewer
          item={currentRevision(context)}
          position={revisionPosition(context)}
          answerShown={context.answerShown}
          busy={removing}
          canBack={canGoInRevision(context, 'back')}
          canNext={canGoInRevision(context, 'next')}
          send={actor.send}
        />
      ) : (
        <Picker
          selection={context.selection}
          error={context.error}
          loading={screen !== 'choosing'}
          onSelect={(level, id) => actor.send({ type: 'SELECT', level, id })}
          onCancel={() => actor.send({ type: 'CANCEL' })}
          onContinue={() => actor.send({ type: 'CONTINUE' })}
        />
      )}
    </div>
  );
}

type PickerProps = {
  selection: Record<RevisionLevel, number | null>;
  error: string | null;
  loading: boolean;
  onSelect: (level: RevisionLevel, id: number | null) => void;
  onCancel: () => void;
  onContinue: () => void;
};

function Picker({ selection, error, loading, onSelect, onCancel, onContinue }: PickerProps) {
  const client = useClient();
  const [subjects] = useQuery({ query: RevisionSubjectsDocument });
  const [topics] = useQuery({ query: RevisionTopicsDocument, variables: { subject: selection.subject ?? 0 }, pause: selection.subject === null });
  const [subtopics] = useQuery({ query: RevisionSubtopicsDocument, variables: { topic: selection.topic ?? 0 }, pause: selection.topic === null });
  // The saved counts are read each time the picker shows (it remounts after the viewer), so removals show.
  const [saved, setSaved] = useState<readonly RevisionItem[] | null>(null);
  useEffect(() => {
    let current = true;
    loadRevisions(client, null).then(
      (items) => current && setSaved(items),
      () => current && setSaved([]),
    );
    return () => {
      current = false;
    };
  }, [client]);
  const counts = revisionCounts(saved ?? []);
  const withCount = (id: number, name: string, table: Record<number, number>) => ({ id: String(id), name: `${name} (${table[id] ?? 0})` });
  const failed = subjects.error !== undefined || topics.error !== undefined || subtopics.error !== undefined;
  const chosen = (value: string) => (value === '' ? null : Number(value));
  return (
    <section className={css.card} aria-label={m.revisionPickerLabel}>
      <div className={css.fields}>
        <SelectField
          label={m.revisionSubject}
          options={(subjects.data?.subjects ?? []).map((s) => ({ id: String(s.id), name: `${s.name} (${s.grade})` }))}
          value={selection.subject === null ? '' : String(selection.subject)}
          onChange={(value) => onSelect('subject', chosen(value))}
          // A select opens only with options: it waits for its list.
          isDisabled={subjects.data === undefined}
        />
        <SelectField
          label={m.revisionTopic}
          options={(topics.data?.topics ?? []).map((t) => withCount(t.id, t.name, counts.topics))}
          value={selection.topic === null ? '' : String(selection.topic)}
          onChange={(value) => onSelect('topic', chosen(value))}
          isDisabled={!isRevisionLevelEnabled(selection, 'topic') || topics.data === undefined}
        />
        <SelectField
          label={m.revisionSubtopic}
          options={(subtopics.data?.subtopics ?? []).map((s) => withCount(s.id, s.name, counts.subtopics))}
          value={selection.subtopic === null ? '' : String(selection.subtopic)}
          onChange={(value) => onSelect('subtopic', chosen(value))}
          isDisabled={!isRevisionLevelEnabled(selection, 'subtopic') || subtopics.data === undefined}
        />
      </div>
      {failed ? (
        <p className={css.error} role="alert">
          <LoadFailureText message={m.revisionLoadFailed} />
        </p>
      ) : null}
      {error === null ? null : (
        <p className={css.error} role="alert">
          {error}
        </p>
      )}
      <div className={css.row}>
        <Button className={controls.button({ kind: 'secondary' })} isDisabled={loading} onPress={onCancel}>
          {m.cancel}
        </Button>
        <Button className={controls.button({ kind: 'primary' })} isPending={loading} isDisabled={loading} onPress={onContinue}>
          {m.revisionContinue}
        </Button>
      </div>
    </section>
  );
}

type ViewerProps = {
  item: RevisionItem | undefined;
  position: string;
  answerShown: boolean;
  busy: boolean;
  canBack: boolean;
  canNext: boolean;
  send: (event: { type: 'GO'; move: 'back' | 'next' } | { type: 'TOGGLE_ANSWER' } | { type: 'REMOVE' } | { type: 'FINISHED' }) => void;
};

function Viewer({ item, position, answerShown, busy, canBack, canNext, send }: ViewerProps) {
  if (item === undefined) return null;
  return (
    <section className={css.card} aria-labelledby="revision-question">
      <div className={css.cardHead}>
        <h2 id="revision-question" className={css.title}>
          {m.revisionQuestion} <span data-testid="revision-position">{position}</span>
        </h2>
        <Button className={controls.button({ kind: 'secondary' })} onPress={() => send({ type: 'TOGGLE_ANSWER' })}>
          {answerShown ? m.hideAnswer : m.viewAnswer}
        </Button>
      </div>
      <OtherVersionNote question={item.question} />
      <ContentParts parts={item.question.question_data} lang={langOf(item.question)} />
      <ul className={css.options} aria-label={m.optionsLabel}>
        {item.options.map((option, i) => {
          const right = answerShown && option.is_answer;
          return (
            <li key={option.id} className={css.option({ mark: right ? 'right' : 'plain' })} data-mark={right ? 'right' : 'plain'}>
              <span className={css.letter} aria-hidden="true">
                {optionLetter(i)}
              </span>
              <ContentParts parts={option.data} inline lang={langOf(item.question)} />
              {right ? <span className={css.tag}>{m.rightAnswer}</span> : null}
            </li>
          );
        })}
      </ul>
      {answerShown && item.question.explanation_data.length > 0 ? (
        <div className={css.explanation}>
          <h3>{m.explanation}</h3>
          <ContentParts parts={item.question.explanation_data} lang={langOf(item.question)} />
        </div>
      ) : null}
      <div className={css.row}>
        <Button className={controls.button({ kind: 'secondary' })} isDisabled={busy || !canBack} onPress={() => send({ type: 'GO', move: 'back' })}>
          {m.back}
        </Button>
        <Button className={controls.button({ kind: 'secondary' })} isDisabled={busy || !canNext} onPress={() => send({ type: 'GO', move: 'next' })}>
          {m.next}
        </Button>
        <RevisionButton isPending={busy} isDisabled={busy} onPress={() => send({ type: 'REMOVE' })}>
          {revisionLabels.remove}
        </RevisionButton>
        <Button className={controls.button({ kind: 'primary' })} isDisabled={busy} onPress={() => send({ type: 'FINISHED' })}>
          {m.revisionFinished}
        </Button>
      </div>
    </section>
  );
}

// /model-test: the model test selection (docs/practice.md#model-test), rendering the engine's
// modelTestMachine, which loads the templates itself (loadTemplates, provided here against the
// gateway). Choosing a template shows its subject table and duration; Start creates the exam and
// opens /model-exam/{id} with the server's remaining seconds, both from the machine's output.
import {
  canStartModelTest,
  countForPassText,
  examScreenMessages,
  fillIn,
  modelTestDuration,
  modelTestMachine,
  modelTestViewOf,
  practiceMessages,
  type Duration,
  type ModelTestTemplate,
} from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Button } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import * as controls from '../../controls/controls.css';
import { tableWrap } from '../../controls/table.css';
import { Loading, ReloadButton, Unavailable } from '../../controls/LoadState';
import { SelectField } from '../../controls/SelectField';
import { useMachineEffects } from '../../shell/useMachineEffects';
import { createModelExam, loadModelTestTemplates } from './modelTestCalls';
import { ExamVersionChoice, ExamVersionProvider, useExamVersionActor, versionOf, type ExamVersionActor } from '../ExamVersionChoice';
import * as css from './modelTest.css';

export type ModelTestActor = ActorRefFrom<typeof modelTestMachine>;

export default function ModelTestScreen() {
  const version = useExamVersionActor();
  return (
    <ExamVersionProvider actor={version}>
      <ModelTestView actor={useModelTestActor(version)} />
    </ExamVersionProvider>
  );
}

/** The selection for whatever state its actor is in; the gallery renders it from a snapshot. */
export function ModelTestView({ actor }: { actor: ModelTestActor }) {
  const screen = useSelector(actor, (s) => modelTestViewOf(s).screen);
  const templates = useSelector(actor, (s) => s.context.templates);

  return (
    <div className={css.screen}>
      <h1>{practiceMessages.modelTestTitle}</h1>
      {screen === 'loading' ? (
        <Loading label={practiceMessages.modelTestLoading} />
      ) : screen === 'failed' ? (
        <Unavailable message={examScreenMessages.loadFailed}>
          <ReloadButton onPress={() => actor.send({ type: 'RETRY' })} />
        </Unavailable>
      ) : (
        <ModelTestForm actor={actor} templates={templates} />
      )}
    </div>
  );
}

/** The machine with loadTemplates and createModelExam on the gateway; its toast and the exam's page come as effects. */
function useModelTestActor(version: ExamVersionActor): ModelTestActor {
  const client = useClient();
  const machine = useMemo(
    () =>
      modelTestMachine.provide({
        actors: {
          loadTemplates: fromPromise(() => loadModelTestTemplates(client)),
          createModelExam: fromPromise(({ input }) => createModelExam(client, input.template, versionOf(version))),
        },
      }),
    [client, version],
  );
  const actor = useActorRef(machine);
  useMachineEffects(actor);
  return actor;
}

function ModelTestForm({ actor, templates }: { actor: ModelTestActor; templates: ModelTestTemplate[] }) {
  const template = useSelector(actor, (s) => s.context.template);
  const creating = useSelector(actor, (s) => modelTestViewOf(s).creating);
  // The server's detail, else 'Something went wrong' (docs/practice.md#random-test-flow: exam action failures).
  const error = useSelector(actor, (s) => s.context.error);

  if (templates.length === 0) return <p className={css.empty}>{practiceMessages.modelTestEmpty}</p>;

  return (
    <section className={css.card} aria-label={practiceMessages.modelTestSelection}>
      <SelectField
        label={practiceMessages.selectModelTest}
        options={templates.map((t) => ({ id: String(t.id), name: t.name }))}
        value={template === null ? '' : String(template.id)}
        onChange={(id) => (id === '' ? actor.send({ type: 'CLEAR' }) : actor.send({ type: 'CHOOSE', templateId: Number(id) }))}
        isDisabled={creating}
      />
      {template === null ? null : (
        <p>
          {practiceMessages.examDurationLabel} <span className={css.duration}>{durationLabel(modelTestDuration(template))}</span>
        </p>
      )}
      <SubjectTable template={template} />
      <ExamVersionChoice isDisabled={creating} />
      {error === null ? null : (
        <p className={controls.alert} role="alert">
          {error}
        </p>
      )}
      <div className={css.actions}>
        <Button className={controls.button({ kind: 'secondary' })} isDisabled={creating} onPress={() => actor.send({ type: 'CLEAR' })}>
          {practiceMessages.clear}
        </Button>
        <Button
          className={controls.button({ kind: 'primary' })}
          isDisabled={!canStartModelTest(template)}
          isPending={creating}
          onPress={() => actor.send({ type: 'START' })}
        >
          {practiceMessages.startExam}
        </Button>
      </div>
    </section>
  );
}

function SubjectTable({ template }: { template: ModelTestTemplate | null }) {
  const rows = template?.subjects ?? [];
  return (
    // In the shared sideways scroller: with large text its three columns may be wider than a phone.
    <div className={tableWrap}>
      <table className={css.table} aria-label={practiceMessages.modelTestSubjects}>
        <thead>
          <tr>
            <th scope="col">{practiceMessages.subject}</th>
            <th scope="col">{practiceMessages.numberOfQuestions}</th>
            <th scope="col">{practiceMessages.countForPass}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3} className={css.empty}>
                {template === null ? practiceMessages.modelTestChooseFirst : practiceMessages.modelTestNoSubjects}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                <td>{row.subject.name}</td>
                <td>{row.no_of_questions}</td>
                <td>{countForPassText(row)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** '1h 12m 0s': the spec shows the duration in hours, minutes and seconds. */
function durationLabel({ hours, minutes, seconds }: Duration): string {
  return fillIn(practiceMessages.durationHms, { hours, minutes, seconds });
}

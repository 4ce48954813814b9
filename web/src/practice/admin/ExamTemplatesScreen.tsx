// /admin/exams (docs/content.md#exam-templates), Admin only (docs/access.md#admin-pages): renders the
// engine's templateEditorMachine through templateEditorView: the model tests and previous-year
// papers with their marking schemes, and the form that creates or edits one (type, time per
// question or for the whole exam, marks, negative mark, subjects with questions and pass marks,
// universities with units). Nothing here decides.
import { catalogueAdminMessages as m, templateEditorMachine, templateEditorView, type TemplateCardView, type TemplateFormView } from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Button, Form } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { LoadFailed } from '../../controls/LoadFailed';
import { Loading } from '../../controls/LoadState';
import { SelectField } from '../../controls/SelectField';
import { TextInput } from '../../controls/TextInput';
import * as controls from '../../controls/controls.css';
import { deleteTemplate, loadTemplates, saveTemplate } from './catalogueCalls';
import * as css from './catalogueAdmin.css';

export type TemplateEditorActor = ActorRefFrom<typeof templateEditorMachine>;

export default function ExamTemplatesScreen() {
  const client = useClient();
  const machine = useMemo(
    () =>
      templateEditorMachine.provide({
        actors: {
          loadTemplates: fromPromise(() => loadTemplates(client)),
          saveTemplate: fromPromise(({ input }) => saveTemplate(client, input)),
          deleteTemplate: fromPromise(({ input }) => deleteTemplate(client, input.id)),
        },
      }),
    [client],
  );
  return <ExamTemplatesPage actor={useActorRef(machine)} />;
}

/** The page for whatever state its actor is in; the gallery renders it from a snapshot. */
export function ExamTemplatesPage({ actor }: { actor: TemplateEditorActor }) {
  const view = useSelector(actor, templateEditorView, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  return (
    <div className={css.page}>
      <h1>{m.templatesHeading}</h1>
      {view.screen === 'loading' ? (
        <Loading label={view.label} />
      ) : view.screen === 'failed' ? (
        <LoadFailed text={view.message} onRetry={() => actor.send({ type: 'RETRY' })} />
      ) : view.screen === 'form' ? (
        <TemplateForm form={view.form} actor={actor} />
      ) : (
        <>
          <div className={css.actions}>
            <Button className={controls.button({ kind: 'primary' })} isDisabled={view.busy} onPress={() => actor.send({ type: 'NEW' })}>
              {m.newTemplate}
            </Button>
          </div>
          {view.notice === null ? null : (
            <p className={css.notice} role="status">
              {view.notice}
            </p>
          )}
          {view.refusal === null ? null : (
            <p className={css.alert} role="alert">
              {view.refusal}
            </p>
          )}
          {view.empty === null ? (
            <ul className={css.cards} aria-label={m.templatesHeading} aria-busy={view.busy}>
              {view.templates.map((template) => (
                <TemplateCard key={template.id} template={template} actor={actor} busy={view.busy} />
              ))}
            </ul>
          ) : (
            <p className={css.muted}>{view.empty}</p>
          )}
        </>
      )}
    </div>
  );
}

function TemplateCard({ template, actor, busy }: { template: TemplateCardView; actor: TemplateEditorActor; busy: boolean }) {
  return (
    <li className={css.card} data-template={template.name}>
      {/* The contract's English name, the Bengali twin below it (docs/i18n.md#names). */}
      <p className={css.name} lang="en">
        {template.name}
      </p>
      {template.bengali === null ? null : (
        <p className={css.twin} lang="bn">
          {template.bengali}
        </p>
      )}
      <span className={css.status} data-active={template.active || undefined}>
        {template.type} · {template.status}
      </span>
      <p className={css.muted}>{template.summary}</p>
      <p className={css.muted}>{template.passMarks}</p>
      {template.universities.length === 0 ? null : (
        <ul className={css.facts}>
          {template.universities.map((u) => (
            <li key={u.record}>
              <span lang="en">{u.record}</span>
              {u.rest}
            </li>
          ))}
        </ul>
      )}
      <p className={css.muted}>{template.exams}</p>
      <div className={css.actions}>
        <Button className={controls.button({ kind: 'secondary' })} aria-label={template.labels.edit} isDisabled={busy} onPress={() => actor.send({ type: 'EDIT', id: template.id })}>
          {m.edit}
        </Button>
        <Button className={controls.button({ kind: 'secondary' })} aria-label={template.labels.delete} isDisabled={busy} onPress={() => actor.send({ type: 'DELETE', id: template.id })}>
          {m.deleteTemplate}
        </Button>
      </div>
    </li>
  );
}

function TemplateForm({ form, actor }: { form: TemplateFormView; actor: TemplateEditorActor }) {
  const { draft } = form;
  const field = (name: Parameters<typeof fieldEvent>[0]) => (value: string) => actor.send(fieldEvent(name, value));
  return (
    <Form
      className={css.form}
      aria-labelledby="template-form"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SAVE' });
      }}
    >
      <h2 id="template-form" className={css.heading}>
        {form.title}
      </h2>
      {form.problems.length === 0 ? null : (
        <div role="alert">
          <p className={css.alert}>{m.problems}</p>
          <ul className={css.problems}>
            {form.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {form.refusal === null ? null : (
        <p className={css.alert} role="alert">
          {form.refusal}
        </p>
      )}
      <div className={css.fields}>
        <TextInput label={m.nameLabel} value={draft.name} onChange={field('name')} />
        <TextInput label={m.bengaliLabel} value={draft.bengali} lang="bn" onChange={field('bengali')} />
        <SelectField label={m.typeLabel} options={form.types} value={String(draft.examType)} onChange={field('examType')} />
        <SelectField label={m.statusLabel} options={form.statuses} value={draft.status} onChange={field('status')} />
        <SelectField label={m.timingLabel} options={form.timings} value={draft.timing} onChange={field('timing')} />
        {draft.timing === 'exam' ? (
          <TextInput label={m.examMinutes} inputMode="numeric" value={draft.minutes} onChange={field('minutes')} />
        ) : (
          <TextInput label={m.secondsPerQuestion} inputMode="numeric" value={draft.seconds} onChange={field('seconds')} />
        )}
        <TextInput label={m.markPerQuestion} value={draft.mark} onChange={field('mark')} />
        <TextInput label={m.negativeMark} value={draft.negative} onChange={field('negative')} />
      </div>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{m.subjectsLegend}</legend>
        {draft.subjects.map((row, index) => (
          <div key={index} className={css.row} data-subject-row={index}>
            <SelectField
              label={m.subjectLabel}
              options={form.subjects.map((s) => ({ id: String(s.id), name: s.name }))}
              value={row.subject === null ? '' : String(row.subject)}
              onChange={(value) => actor.send({ type: 'SUBJECT_FIELD', index, field: 'subject', value })}
            />
            <TextInput label={m.questionsLabel} inputMode="numeric" value={row.questions} onChange={(value) => actor.send({ type: 'SUBJECT_FIELD', index, field: 'questions', value })} />
            <TextInput label={m.passMarkLabel} inputMode="numeric" value={row.passMark} onChange={(value) => actor.send({ type: 'SUBJECT_FIELD', index, field: 'passMark', value })} />
            <Button className={controls.button({ kind: 'secondary' })} onPress={() => actor.send({ type: 'REMOVE_SUBJECT', index })}>
              {m.remove}
            </Button>
          </div>
        ))}
        <Button className={controls.button({ kind: 'secondary' })} onPress={() => actor.send({ type: 'ADD_SUBJECT' })}>
          {m.addSubjectRow}
        </Button>
      </fieldset>
      {form.previousYear ? (
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{m.universitiesLegend}</legend>
          {draft.universities.map((row, index) => (
            <div key={index} className={css.row}>
              <TextInput label={m.universityLabel} value={row.university} onChange={(value) => actor.send({ type: 'UNIVERSITY_FIELD', index, field: 'university', value })} />
              <TextInput label={m.unitsLabel} value={row.units} onChange={(value) => actor.send({ type: 'UNIVERSITY_FIELD', index, field: 'units', value })} />
              <TextInput label={m.passMarkLabel} inputMode="numeric" value={row.passMark} onChange={(value) => actor.send({ type: 'UNIVERSITY_FIELD', index, field: 'passMark', value })} />
              <Button className={controls.button({ kind: 'secondary' })} onPress={() => actor.send({ type: 'REMOVE_UNIVERSITY', index })}>
                {m.remove}
              </Button>
            </div>
          ))}
          <Button className={controls.button({ kind: 'secondary' })} onPress={() => actor.send({ type: 'ADD_UNIVERSITY' })}>
            {m.addUniversity}
          </Button>
        </fieldset>
      ) : null}
      <div className={css.actions}>
        <Button type="submit" className={controls.button({ kind: 'primary' })} isDisabled={form.saving}>
          {form.saving ? m.saving : m.save}
        </Button>
        <Button className={controls.button({ kind: 'secondary' })} isDisabled={form.saving} onPress={() => actor.send({ type: 'CANCEL' })}>
          {m.cancel}
        </Button>
      </div>
    </Form>
  );
}

function fieldEvent(field: 'name' | 'bengali' | 'examType' | 'status' | 'timing' | 'seconds' | 'minutes' | 'mark' | 'negative', value: string) {
  return { type: 'FIELD' as const, field, value };
}

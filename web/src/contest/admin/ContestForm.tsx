// The admin's create/edit contest form (docs/contest.md#admin-form), rendered from the engine's
// adminContestFormMachine: the template picker and, for a previous-year template, university, unit
// and year (create only); title; start date and time in Asia/Dhaka; whether time breaks ties. Each
// field shows its first message under it; Save stays disabled until every check holds.
import type { CalendarDate, Time } from '@internationalized/date';
import {
  adminContestFormMachine,
  adminContestFormViewOf,
  adminContestScreenMessages as words,
  contestMessages as m,
  PREVIOUS_YEAR_TYPE_ID,
  validateContestForm,
  type AdminContestForm,
  type AdminContestField,
} from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import { Button, Checkbox, DateField, DateInput, DateSegment, Label, TimeField } from 'react-aria-components';
import { useClient, useQuery } from 'urql';
import { fromCallback, fromPromise, type ActorRefFrom, type EventObject } from 'xstate';
import { Loading } from '../../controls/LoadState';
import { LoadFailed } from '../../controls/LoadFailed';
import { SelectField } from '../../controls/SelectField';
import { CheckboxMark } from '../../controls/TermsAgreement';
import { calendarDateOf, timeOf } from '../../controls/dateValues';
import { TextInput } from '../../controls/TextInput';
import * as controls from '../../controls/controls.css';
import * as css from '../contest.css';
import { AdminContestTemplatesDocument, type AdminContestTemplatesQuery } from '../../generated/graphql';
import { useMachineDone } from '../../shell/useMachineEffects';
import { saveContest } from './adminCalls';
import { serverDetailOf } from '../../graphql/serverError';

export type ContestTemplate = AdminContestTemplatesQuery['examTemplates'][number];
export type AdminContestFormActor = ActorRefFrom<typeof adminContestFormMachine>;

/** The web's clock, once a second: the start must stay in the future as it moves on (docs/contest.md#admin-form). */
const secondClock = fromCallback<EventObject>(({ sendBack }) => {
  const timer = window.setInterval(() => sendBack({ type: 'TICK', now: new Date() }), 1000);
  return () => window.clearInterval(timer);
});

/** The form for a new contest (`contest` null) or an upcoming one; `onDone` after a save or Close. */
export function ContestForm({ contest, initial, onDone }: { contest: number | null; initial?: Partial<AdminContestForm>; onDone: (saved: boolean) => void }) {
  const client = useClient();
  const machine = useMemo(
    () => adminContestFormMachine.provide({ actors: { save: fromPromise(({ input }) => saveContest(client, contest, input)), clock: secondClock } }),
    [client, contest],
  );
  const actor = useActorRef(machine, { input: { mode: contest === null ? 'create' : 'edit', now: new Date(), initial } });
  const [{ data, error }, reload] = useQuery({ query: AdminContestTemplatesDocument, pause: contest !== null });
  if (contest === null && data === undefined) {
    return error === undefined ? (
      <Loading label={m.loadingTemplates} />
    ) : (
      <LoadFailed text={serverDetailOf(error) ?? undefined} onRetry={() => reload({ requestPolicy: 'network-only' })} />
    );
  }
  return <ContestFormView actor={actor} templates={data?.examTemplates ?? []} onDone={onDone} />;
}

/** The form for whatever state the actor is in (the gallery renders it from a snapshot). */
export function ContestFormView({ actor, templates, onDone }: { actor: AdminContestFormActor; templates: readonly ContestTemplate[]; onDone: (saved: boolean) => void }) {
  const snapshot = useSelector(actor, (s) => s);
  const { form, now, failure } = snapshot.context;
  const errors = validateContestForm(form, now);
  const { saving } = adminContestFormViewOf(snapshot);
  const headingId = useId();
  // The machine ends when the contest is saved.
  useMachineDone(actor, () => onDone(true));
  const template = templates.find((t) => t.id === form.template?.id);
  const university = template?.universities.find((u) => u.id === form.universityId);
  const previousYear = form.mode === 'create' && template?.exam_Type === PREVIOUS_YEAR_TYPE_ID;
  const message = (field: AdminContestField) =>
    errors[field] === undefined ? null : (
      <p className={controls.hint} data-field-error={field}>
        {errors[field]}
      </p>
    );

  return (
    <form
      aria-labelledby={headingId}
      className={css.form}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SAVE' });
      }}
    >
      <h2 id={headingId}>{form.mode === 'create' ? words.newContest : words.edit}</h2>
      {form.mode === 'create' ? (
        <div>
          <SelectField
            label={m.formTemplate}
            options={templates.map((t) => ({ id: String(t.id), name: t.name }))}
            value={form.template === null ? '' : String(form.template.id)}
            onChange={(id) => {
              const chosen = templates.find((t) => String(t.id) === id);
              if (chosen) actor.send({ type: 'CHOOSE_TEMPLATE', template: { id: chosen.id, exam_Type: chosen.exam_Type } });
            }}
          />
          {message('template')}
        </div>
      ) : null}
      {previousYear && template ? (
        <>
          <div>
            <SelectField
              label={m.formUniversity}
              options={template.universities.map((u) => ({ id: String(u.id), name: u.university }))}
              value={form.universityId === null ? '' : String(form.universityId)}
              onChange={(id) => actor.send({ type: 'SET_UNIVERSITY', universityId: Number(id) })}
            />
            {message('university')}
          </div>
          <div>
            <SelectField
              label={m.formUnit}
              options={(university?.units ?? []).map((unit, i) => ({ id: unit, name: university?.unit_labels[i] ?? unit }))}
              value={form.unit}
              onChange={(unit) => actor.send({ type: 'SET_FIELD', field: 'unit', value: unit })}
            />
            {message('unit')}
          </div>
          <div>
            <SelectField
              label={m.formYear}
              options={template.years.map((year) => ({ id: String(year), name: String(year) }))}
              value={form.year}
              onChange={(year) => actor.send({ type: 'SET_FIELD', field: 'year', value: year })}
            />
            {message('year')}
          </div>
        </>
      ) : null}
      <div>
        <TextInput label={m.formTitle} value={form.title} onChange={(value) => actor.send({ type: 'SET_FIELD', field: 'title', value })} />
        {message('title')}
      </div>
      <fieldset className={css.bareFieldset}>
        <legend className={controls.label}>{m.formStart}</legend>
        <div className={css.fieldRow}>
          {/* Typed segment by segment in the app's en-GB order, day first (dd/mm/yyyy), and a
              12-hour time as the learner's schedule dialog has: not the browser's own inputs,
              which follow its locale (mm/dd/yyyy), issue 28 item 25. */}
          <DateField<CalendarDate>
            className={`${controls.field} ${css.dateField}`}
            value={calendarDateOf(form.startDate)}
            onChange={(date) => actor.send({ type: 'SET_FIELD', field: 'startDate', value: date === null ? '' : date.toString() })}
            granularity="day"
            shouldForceLeadingZeros
          >
            <Label className={controls.label}>{m.formStartDate}</Label>
            <DateInput className={controls.dateGroup}>{(segment) => <DateSegment className={controls.dateSegment} segment={segment} />}</DateInput>
          </DateField>
          <TimeField<Time>
            className={`${controls.field} ${css.timeField}`}
            value={timeOf(form.startTime)}
            onChange={(time) => actor.send({ type: 'SET_FIELD', field: 'startTime', value: time === null ? '' : time.toString().slice(0, 5) })}
            hourCycle={12}
            shouldForceLeadingZeros
          >
            <Label className={controls.label}>{m.formStartTime}</Label>
            <DateInput className={controls.dateGroup}>{(segment) => <DateSegment className={controls.dateSegment} segment={segment} />}</DateInput>
          </TimeField>
        </div>
        {message('start')}
      </fieldset>
      <Checkbox className={controls.checkbox} isSelected={form.timeBreaksTies} onChange={(value) => actor.send({ type: 'SET_TIES', value })}>
        <CheckboxMark checked={form.timeBreaksTies} />
        <span>{m.formTimeBreaksTies}</span>
      </Checkbox>
      {failure === null ? null : (
        <p role="alert" className={controls.alert}>
          {failure}
        </p>
      )}
      <div className={`${controls.dialogActions} ${css.startActions}`}>
        <Button type="submit" className={controls.button({ kind: 'primary' })} isPending={saving} isDisabled={!snapshot.can({ type: 'SAVE' })}>
          {words.save}
        </Button>
        <Button className={controls.button({ kind: 'secondary' })} isDisabled={saving} onPress={() => onDone(false)}>
          {words.close}
        </Button>
      </div>
    </form>
  );
}

// The plan card's form (docs/learning.md#plan): the exam's name, its day and the minutes a day,
// each with its message once Save was pressed; loaded when the form opens (./PlanCard.tsx).
import type { CalendarDate } from '@internationalized/date';
import { learningMessages as m, type PlanField, type PlanView } from '@proshno/engine';
import { Button, DateField, DateInput, DateSegment, Label, Text } from 'react-aria-components';
import { calendarDateOf } from '../controls/dateValues';
import { TextInput } from '../controls/TextInput';
import * as controls from '../controls/controls.css';
import * as css from '../progress/progress.css';
import type { PlanActor } from './PlanCard';

export default function PlanForm({ actor, view }: { actor: PlanActor; view: Extract<PlanView, { screen: 'editing' }> }) {
  const change = (field: PlanField) => (value: string) => actor.send({ type: 'CHANGE', field, value });
  return (
    <form
      className={css.planForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SAVE' });
      }}
    >
      <TextInput label={m.planName} description={m.planNameHint} value={view.draft.name} onChange={change('name')} errorMessage={view.errors.name} />
      <DateField<CalendarDate>
        className={controls.field}
        value={calendarDateOf(view.draft.examDate)}
        onChange={(date) => change('examDate')(date === null ? '' : date.toString())}
        granularity="day"
        shouldForceLeadingZeros
        isInvalid={view.errors.examDate !== undefined}
      >
        <Label className={controls.label}>{m.planDate}</Label>
        <DateInput className={controls.dateGroup}>{(segment) => <DateSegment className={controls.dateSegment} segment={segment} />}</DateInput>
        {view.errors.examDate === undefined ? null : (
          <Text slot="errorMessage" className={controls.fieldError}>
            {view.errors.examDate}
          </Text>
        )}
      </DateField>
      <TextInput label={m.planMinutes} inputMode="numeric" value={view.draft.dailyMinutes} onChange={change('dailyMinutes')} errorMessage={view.errors.dailyMinutes} />
      {view.error === null ? null : (
        <p className={controls.alert} role="alert">
          {view.error}
        </p>
      )}
      <div className={css.row}>
        <Button type="submit" className={controls.button({ kind: 'primary' })} isPending={view.busy} isDisabled={view.busy}>
          {m.planSave}
        </Button>
        <Button className={controls.button({ kind: 'secondary' })} isDisabled={view.busy} onPress={() => actor.send({ type: 'CANCEL' })}>
          {m.planCancel}
        </Button>
      </div>
    </form>
  );
}

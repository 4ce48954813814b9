// The form above the table: grade → subject → topic → subtopic and the number of questions
// (docs/practice.md#random-test, docs/practice.md#random-test-rules). Every rule is engine/src/practice/randomTestForm.ts.
import {
  chooseLevel,
  chooseOthers,
  choosePreset,
  formatDigits,
  formCountCheck,
  formPresets,
  isLevelEnabled,
  levelOptions,
  practiceMessages,
  nextStepHint,
  showsNextStepHint,
  typeCount,
  type BankLists,
  type RandomTestForm,
  type RandomTestLevel,
} from '@proshno/engine';
import { useState } from 'react';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import { TextInput } from '../../controls/TextInput';
import * as controls from '../../controls/controls.css';
import { ListSelect, type ListStatus } from './ListSelect';
import * as css from './randomTest.css';

const LEVEL_LABELS: Record<RandomTestLevel, string> = {
  grade: practiceMessages.grade,
  subject: practiceMessages.subject,
  topic: practiceMessages.topic,
  subtopic: practiceMessages.subtopic,
};
const OTHERS = 'others';

export type RowFormProps = {
  form: RandomTestForm;
  lists: BankLists;
  statuses: Record<RandomTestLevel, ListStatus | null>;
  onChange: (form: RandomTestForm) => void;
  /** Add is enabled by the engine's canAdd, and not while the machine is busy. */
  canAdd: boolean;
  onAdd: () => void;
};

export function RowForm({ form, lists, statuses, onChange, canAdd, onAdd }: RowFormProps) {
  const options = levelOptions(form, lists);
  const check = formCountCheck(form, lists);
  const [othersText, setOthersText] = useState('');
  const chosenCount = form.count.kind === 'preset' ? String(form.count.value) : OTHERS;
  return (
    <>
      <div className={css.fields}>
        {(['grade', 'subject', 'topic', 'subtopic'] as const).map((level) => (
          <ListSelect
            key={level}
            label={LEVEL_LABELS[level]}
            entries={options[level]}
            value={form.cascade.chosen[level]}
            onChange={(id) => onChange(chooseLevel(form, level, id))}
            isDisabled={!isLevelEnabled(form, level)}
            status={isLevelEnabled(form, level) ? statuses[level] : null}
          />
        ))}
      </div>
      <RadioGroup
        className={controls.field}
        value={chosenCount}
        onChange={(value) => onChange(value === OTHERS ? chooseOthers(form) : choosePreset(form, Number(value), lists))}
        orientation="horizontal"
      >
        <Label className={controls.label}>{practiceMessages.numberOfQuestions}</Label>
        <div className={css.presets}>
          {formPresets(form, lists).map((preset) => (
            <Radio key={preset.value} className={css.preset} value={String(preset.value)} isDisabled={preset.disabled}>
              {formatDigits(preset.value)}
            </Radio>
          ))}
          <Radio className={css.preset} value={OTHERS}>
            {practiceMessages.others}
          </Radio>
        </div>
      </RadioGroup>
      {form.count.kind === 'others' ? (
        <TextInput
          label={practiceMessages.otherNumberOfQuestions}
          inputMode="numeric"
          value={othersText}
          onChange={(text) => {
            setOthersText(text);
            onChange(typeCount(form, text));
          }}
        />
      ) : null}
      {check.valid || check.error === null ? null : (
        <p className={css.error} role="alert">
          {check.error}
        </p>
      )}
      {showsNextStepHint(form) ? <p className={css.hint}>{nextStepHint}</p> : null}
      <div className={css.actions}>
        <Button className={controls.button({ kind: 'primary' })} isDisabled={!canAdd} onPress={onAdd}>
          {practiceMessages.add}
        </Button>
      </div>
    </>
  );
}

// A select over a list the gateway loads, with its loading, empty and error states.
import { examScreenMessages, fillIn, practiceMessages, selectPlaceholder } from '@proshno/engine';
import { Button } from 'react-aria-components';
import { SelectField } from '../../controls/SelectField';
import * as controls from '../../controls/controls.css';
import { LoadFailureText } from '../../controls/LoadState';
import * as css from './randomTest.css';

export type ListStatus = { fetching: boolean; failed: boolean; retry: () => void };

export type ListSelectProps = {
  label: string;
  entries: ReadonlyArray<{ id: number; name: string }>;
  value: number | null;
  onChange: (id: number | null) => void;
  /** Disabled by the rules (a parent unchosen, the exam type locked) or while busy. */
  isDisabled: boolean;
  /** The list's request; null while it is not asked for (its parent unchosen). */
  status: ListStatus | null;
};

export function ListSelect({ label, entries, value, onChange, isDisabled, status }: ListSelectProps) {
  const loading = status?.fetching === true && entries.length === 0;
  const empty = status !== null && !status.fetching && !status.failed && entries.length === 0;
  const placeholder = loading
    ? practiceMessages.loading
    : empty
      ? fillIn(practiceMessages.listEmpty, { list: label.toLowerCase() })
      : selectPlaceholder(label);
  return (
    <div className={controls.field}>
      <SelectField
        label={label}
        options={entries.map((entry) => ({ id: String(entry.id), name: entry.name }))}
        value={value === null ? '' : String(value)}
        onChange={(id) => onChange(id === '' ? null : Number(id))}
        placeholder={placeholder}
        isDisabled={isDisabled || loading || empty || status?.failed === true}
      />
      {status?.failed === true ? (
        <p className={css.error} role="alert">
          <LoadFailureText message={examScreenMessages.loadFailed} />{' '}
          <Button className={controls.button({ kind: 'ghost' })} onPress={status.retry}>
            {practiceMessages.reload}
          </Button>
        </p>
      ) : null}
    </div>
  );
}

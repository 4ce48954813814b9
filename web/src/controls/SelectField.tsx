// A labelled select over plain { id, name } options. Its list (react-aria's Select, Popover and
// ListBox) is fetched on first intent; until then a stand-in with the same look and name shows.
import { selectPlaceholder } from '@proshno/engine';
import { useId } from 'react';
import * as css from './controls.css';
import { deferred, useStandIn } from './deferred';

export type SelectOption = { id: string; name: string };

export type SelectFieldProps = {
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (id: string) => void;
  placeholder?: string;
  isDisabled?: boolean;
  /** The rule this choice fails, shown under it; the trigger is then marked invalid (aria-invalid). */
  errorMessage?: string;
};

const popover = deferred(() => import('./SelectFieldPopover'));

/** What the trigger shows, for the stand-in and the real select alike. */
export function selectShows({ label, options, value, placeholder, isDisabled }: SelectFieldProps) {
  const chosen = options.find((option) => option.id === value);
  return {
    chosen,
    shown: chosen?.name ?? placeholder ?? selectPlaceholder(label),
    // An empty list cannot open (react-aria keeps the popover shut), so it shows as disabled
    // instead of ignoring the tap, e.g. while a dependent level's list is still on its way.
    disabled: (isDisabled ?? false) || options.length === 0,
  };
}

export function SelectField(props: SelectFieldProps) {
  const { module, takeover, trigger } = useStandIn(popover);
  // Before the early return: the stand-in and the real select call the same hooks.
  const errorId = useId();
  if (module !== undefined) return <module.SelectFieldPopover {...props} takeover={takeover} errorId={errorId} />;
  const { chosen, shown, disabled } = selectShows(props);
  const invalid = props.errorMessage !== undefined;
  return (
    <div className={css.field}>
      <span className={css.label}>{props.label}</span>
      <button
        {...trigger}
        className={css.selectButton}
        aria-label={`${props.label}: ${shown}`}
        aria-haspopup="listbox"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        disabled={disabled}
        data-disabled={disabled || undefined}
      >
        <span className={css.placeholder} data-placeholder={chosen === undefined || undefined}>
          {shown}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      <SelectError id={errorId} message={props.errorMessage} />
    </div>
  );
}

/** The refused choice's message under the select, named by the trigger's aria-describedby. */
export function SelectError({ id, message }: { id: string; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <span id={id} className={css.fieldError}>
      {message}
    </span>
  );
}

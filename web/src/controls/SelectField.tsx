// A labelled select over plain { id, name } options. Its list (react-aria's Select, Popover and
// ListBox) is fetched on first intent; until then a stand-in with the same look and name shows.
import { selectPlaceholder } from '@proshno/engine';
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
  if (module !== undefined) return <module.SelectFieldPopover {...props} takeover={takeover} />;
  const { chosen, shown, disabled } = selectShows(props);
  return (
    <div className={css.field}>
      <span className={css.label}>{props.label}</span>
      <button
        {...trigger}
        className={css.selectButton}
        aria-label={`${props.label}: ${shown}`}
        aria-haspopup="listbox"
        disabled={disabled}
        data-disabled={disabled || undefined}
      >
        <span className={css.placeholder} data-placeholder={chosen === undefined || undefined}>
          {shown}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
    </div>
  );
}

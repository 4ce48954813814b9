// The real select: a labelled react-aria Select over plain { id, name } options, fetched when a
// learner first reaches for a SelectField (./SelectField shows its stand-in until then).
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import * as css from './controls.css';
import { useTakeover, type Takeover } from './deferred';
import { SelectError, selectShows, type SelectFieldProps } from './SelectField';

export function SelectFieldPopover({ takeover, errorId, ...props }: SelectFieldProps & { takeover: Takeover; errorId: string }) {
  const { label, options, value, onChange } = props;
  const { chosen, shown, disabled } = selectShows(props);
  const { triggerRef, isOpen, onOpenChange } = useTakeover(takeover);
  const invalid = props.errorMessage !== undefined;
  return (
    <Select
      className={css.field}
      selectedKey={chosen === undefined ? null : value}
      onSelectionChange={(key) => onChange(key === null ? '' : String(key))}
      placeholder={shown}
      isDisabled={disabled}
      isInvalid={invalid}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Label className={css.label}>{label}</Label>
      {/* The trigger's name starts with the field label ("Gender: male"), not the value first. */}
      <Button ref={triggerRef} className={css.selectButton} aria-labelledby=""
        aria-label={`${label}: ${shown}`}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      >
        <SelectValue className={css.placeholder} />
        <span aria-hidden="true">▾</span>
      </Button>
      <SelectError id={errorId} message={props.errorMessage} />
      <Popover className={css.popover}>
        <ListBox className={css.listBox} items={options}>
          {(option) => (
            <ListBoxItem className={css.option} id={option.id} textValue={option.name}>
              {option.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

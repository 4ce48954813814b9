// A labelled react-aria Select over plain { id, name } options.
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import * as css from './controls.css';

export type SelectOption = { id: string; name: string };

export type SelectFieldProps = {
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (id: string) => void;
  placeholder?: string;
  isDisabled?: boolean;
};

export function SelectField({ label, options, value, onChange, placeholder, isDisabled }: SelectFieldProps) {
  const chosen = options.find((option) => option.id === value);
  const shown = chosen?.name ?? placeholder ?? `Select ${label.toLowerCase()}`;
  return (
    <Select
      className={css.field}
      selectedKey={chosen === undefined ? null : value}
      onSelectionChange={(key) => onChange(key === null ? '' : String(key))}
      placeholder={placeholder ?? `Select ${label.toLowerCase()}`}
      // An empty list cannot open (react-aria keeps the popover shut), so it shows as disabled
      // instead of ignoring the tap, e.g. while a dependent level's list is still on its way.
      isDisabled={(isDisabled ?? false) || options.length === 0}
    >
      <Label className={css.label}>{label}</Label>
      {/* The trigger's name starts with the field label ("Gender: male"), not the value first. */}
      <Button className={css.selectButton} aria-labelledby="" aria-label={`${label}: ${shown}`}>
        <SelectValue className={css.placeholder} />
        <span aria-hidden="true">▾</span>
      </Button>
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

// A labelled text field (react-aria TextField); the label is the accessible name. A numeric or
// phone field shows digits typed on a Bengali keyboard as 0–9, the form every rule reads.
import { westernDigits } from '@proshno/engine';
import type { ReactNode } from 'react';
import { Input, Label, Text, TextField } from 'react-aria-components';
import * as css from './controls.css';

export type TextInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  isRequired?: boolean;
  description?: ReactNode;
  name?: string;
  /** The rule this field fails, shown under it; the field is then marked invalid (aria-invalid). */
  errorMessage?: string;
  /** The language typed here when it is not the page's (a Bengali twin on an English page). */
  lang?: string;
};

export function TextInput({ label, description, inputMode, onChange, errorMessage, lang, ...props }: TextInputProps) {
  const digits = inputMode === 'numeric' || inputMode === 'tel';
  return (
    <TextField
      className={css.field}
      {...props}
      isInvalid={errorMessage !== undefined}
      onChange={(value) => onChange(digits ? westernDigits(value) : value)}
    >
      <Label className={css.label}>{label}</Label>
      <Input className={css.input} inputMode={inputMode} lang={lang} />
      {description === undefined ? null : (
        <Text slot="description" className={css.hint}>
          {description}
        </Text>
      )}
      {errorMessage === undefined ? null : (
        <Text slot="errorMessage" className={css.fieldError}>
          {errorMessage}
        </Text>
      )}
    </TextField>
  );
}

// A labelled text field whose value React never writes: for a form that comes in the page's HTML
// before the app's script (the login card, docs/access.md#login-before-script). A learner types
// there before the app has started; a field the app controls (react-aria's TextField keeps its value
// in state) was written back to its state's empty value by the first render after hydration, and
// what was typed was gone. The form reads the fields themselves when it is sent (FormData).
import { useId } from 'react';
import * as css from './controls.css';

export type PlainTextInputProps = {
  label: string;
  name: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  /** What the field holds at first (an e-mail the server sent back with its refusal). */
  defaultValue?: string;
  isRequired?: boolean;
};

export function PlainTextInput({ label, name, type, autoComplete, defaultValue = '', isRequired = false }: PlainTextInputProps) {
  const id = useId();
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      <input className={css.input} id={id} name={name} type={type} autoComplete={autoComplete} defaultValue={defaultValue} required={isRequired} />
    </div>
  );
}

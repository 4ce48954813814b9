// Password with the first unmet hint and the Weak .. Very Strong meter, plus its confirmation
// (docs/access.md#password-hints).
import { messages, passwordHint, passwordStrength } from '@proshno/engine';
import { Label, Meter } from 'react-aria-components';
import { TextInput } from '../controls/TextInput';
import * as controls from '../controls/controls.css';
import * as css from './access.css';

export type PasswordFieldsProps = {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  passwordLabel?: string;
  /** The rule each field fails (docs/access.md#registration-problems). */
  passwordError?: string;
  confirmError?: string;
};

export function PasswordFields({ password, confirm, onPassword, onConfirm, passwordLabel, passwordError, confirmError }: PasswordFieldsProps) {
  const hint = passwordHint(password);
  const strength = passwordStrength(password);
  return (
    <>
      <div className={controls.field}>
        <TextInput
          label={passwordLabel ?? messages.passwordLabel}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={onPassword}
          isRequired
          description={hint ?? undefined}
          errorMessage={passwordError}
        />
        {password === '' ? null : (
          <Meter value={strength.score} minValue={0} maxValue={4} valueLabel={strength.label}>
            {({ percentage, valueText }) => (
              <>
                <div className={css.row}>
                  <Label className={controls.hint}>{messages.passwordStrengthLabel}</Label>
                  <span className={controls.hint}>{valueText}</span>
                </div>
                <div className={css.meter}>
                  <div className={css.meterFill} data-score={strength.score} style={{ width: `${Math.max(percentage, 8)}%` }} />
                </div>
              </>
            )}
          </Meter>
        )}
      </div>
      <TextInput label={messages.confirmPasswordLabel} type="password" autoComplete="new-password" value={confirm} onChange={onConfirm} isRequired errorMessage={confirmError} />
    </>
  );
}

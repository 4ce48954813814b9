// The Change Password dialog (docs/progress.md#change-password): Current, New (first unmet hint and the
// Weak … Very Strong meter) and Confirm, each with its rule's message once touched; Submit stays
// disabled until every rule holds. Rendered from the engine's changePasswordMachine.
import { changePasswordMachine, changePasswordViewOf, passwordHint, passwordStrength, progressMessages, validateChangePassword, type ChangePasswordForm } from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { Button, Label, Meter } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { ConfirmDialog } from '../../controls/ConfirmDialog';
import { TextInput } from '../../controls/TextInput';
import * as controls from '../../controls/controls.css';
import { useMachineDone, useMachineEffects } from '../../shell/useMachineEffects';
import * as css from '../progress.css';
import { changePassword } from './profileCalls';

const m = progressMessages;
const fields: Array<[keyof ChangePasswordForm, string, string]> = [
  ['current_password', m.currentPassword, 'current-password'],
  ['new_password', m.newPassword, 'new-password'],
  ['confirm_password', m.confirmNewPassword, 'new-password'],
];

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const client = useClient();
  const machine = useMemo(
    () => changePasswordMachine.provide({ actors: { changePassword: fromPromise(({ input }) => changePassword(client, input)) } }),
    [client],
  );
  const actor = useActorRef(machine);
  // The outcome toasts (docs/architecture.md#effects).
  useMachineEffects(actor);
  return <ChangePasswordView actor={actor} onClose={onClose} />;
}

export type ChangePasswordActor = ActorRefFrom<typeof changePasswordMachine>;

/** The dialog for whatever state the actor is in (the gallery renders it from a snapshot). */
export function ChangePasswordView({ actor, onClose }: { actor: ChangePasswordActor; onClose: () => void }) {
  const snapshot = useSelector(actor, (s) => s);
  const { form } = snapshot.context;
  // A field shows its rule's message once typed in; one that already holds text was typed in.
  const [touched, setTouched] = useState<ReadonlySet<keyof ChangePasswordForm>>(() => new Set(fields.map(([field]) => field).filter((field) => form[field] !== '')));
  const errors = validateChangePassword(form);
  // The machine ends when the password is changed.
  useMachineDone(actor, onClose);
  const strength = passwordStrength(form.new_password);
  const hint = passwordHint(form.new_password);
  const { submitting } = changePasswordViewOf(snapshot);

  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => (open || submitting ? undefined : onClose())}
      title={m.changePassword}
      actions={
        <>
          <Button className={controls.button({ kind: 'secondary' })} isDisabled={submitting} onPress={onClose}>
            {m.cancel}
          </Button>
          <Button
            className={controls.button({ kind: 'primary' })}
            isPending={submitting}
            isDisabled={!snapshot.can({ type: 'SUBMIT' })}
            onPress={() => actor.send({ type: 'SUBMIT' })}
          >
            {m.changePassword}
          </Button>
        </>
      }
    >
      {fields.map(([field, label, autoComplete]) => (
        <div key={field} className={controls.field}>
          <TextInput
            label={label}
            type="password"
            autoComplete={autoComplete}
            value={form[field]}
            onChange={(value) => {
              setTouched(new Set(touched).add(field));
              actor.send({ type: 'SET_FIELD', field, value });
            }}
            isRequired
            description={field === 'new_password' && hint !== null && form.new_password !== '' ? hint : undefined}
          />
          {field === 'new_password' && form.new_password !== '' ? (
            <Meter className={css.meter} value={strength.score} minValue={0} maxValue={4} valueLabel={strength.label}>
              {({ percentage, valueText }) => (
                <>
                  <Label>{m.passwordStrength}</Label>
                  <span className={css.meterTrack}>
                    <span className={css.meterFill} style={{ width: `${Math.max(percentage, 8)}%` }} />
                  </span>
                  <span>{valueText}</span>
                </>
              )}
            </Meter>
          ) : null}
          {touched.has(field) && errors[field] !== undefined ? <p className={css.fieldError}>{errors[field]}</p> : null}
        </div>
      ))}
    </ConfirmDialog>
  );
}

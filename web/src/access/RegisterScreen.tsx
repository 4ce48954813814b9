// Registration, the full form of docs/access.md#registration-fields; the engine validates and maps every message.
import { getLocalTimeZone, today } from '@internationalized/date';
import { countryCodes, digitsOnly, emptyRegistrationForm, type Gender, genderName, genders, messages, placeName, problemAt, type RegistrationField, type RegistrationForm, registrationMachine, registrationViewOf } from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Button, Form, Link } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { DateOfBirthField } from '../controls/DateOfBirthField';
import { SelectField } from '../controls/SelectField';
import { TermsAgreement } from '../controls/TermsAgreement';
import { TextInput } from '../controls/TextInput';
import * as controls from '../controls/controls.css';
import { AddressSection } from './AddressFields';
import * as css from './access.css';
import { register } from './accessCalls';
import { PasswordFields } from './PasswordFields';
import { useMachineEffects } from '../shell/useMachineEffects';

const codeOptions = (): Array<{ id: string; name: string }> => countryCodes.map((c) => ({ id: c.code, name: `${c.code} ${placeName(c.country)}` }));

export default function RegisterScreen() {
  const client = useClient();
  const actor = useActorRef(
    registrationMachine.provide({ actors: { register: fromPromise(({ input }) => register(client, input)) } }),
  );
  // docs/access.md#registration-outcome: the outcome's toast, and after a success /, which repeats where the link went.
  useMachineEffects(actor);
  return <RegisterView actor={actor} />;
}

export type RegistrationActor = ActorRefFrom<typeof registrationMachine>;

/** The form for whatever state the registration is in; the gallery renders it from a snapshot. */
export function RegisterView({ actor }: { actor: RegistrationActor }) {
  const busy = useSelector(actor, (snapshot) => registrationViewOf(snapshot).busy);
  const refusal = useSelector(actor, (snapshot) => registrationViewOf(snapshot).refusal);
  const problems = useSelector(actor, (snapshot) => registrationViewOf(snapshot).problems);
  const [form, setForm] = useState<RegistrationForm>(emptyRegistrationForm);
  const set = (change: Partial<RegistrationForm>) => {
    const next = { ...form, ...change };
    setForm(next);
    // After a refused submit the marks and the banner follow the edits (docs/access.md#registration-problems).
    actor.send({ type: 'EDIT', form: next, today: today(getLocalTimeZone()).toString() });
  };
  const at = (field: RegistrationField) => problemAt(problems, field);

  return (
    <section className={css.wideCard} aria-labelledby="register-title">
      <h1 id="register-title">{messages.createYourAccount}</h1>
      <Form
        className={css.form}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'SUBMIT', form, today: today(getLocalTimeZone()).toString() });
        }}
      >
        <div className={css.grid}>
          <TextInput label={messages.fullNameLabel} autoComplete="name" value={form.full_name} onChange={(full_name) => set({ full_name })} isRequired errorMessage={at('full_name')} />
          <TextInput label={messages.emailLabel} type="email" autoComplete="email" value={form.email} onChange={(email) => set({ email })} isRequired errorMessage={at('email')} />
          <div className={css.phoneRow}>
            <SelectField label={messages.countryCodeLabel} options={codeOptions()} value={form.phone_code} onChange={(phone_code) => set({ phone_code })} />
            <TextInput
              label={messages.phoneNumberLabel}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={form.phone_digits}
              onChange={(value) => set({ phone_digits: digitsOnly(value) })}
              isRequired
              errorMessage={at('phone')}
            />
          </div>
          <DateOfBirthField value={form.date_of_birth} onChange={(date_of_birth) => set({ date_of_birth })} errorMessage={at('date_of_birth')} />
          <SelectField
            label={messages.genderLabel}
            options={genders.map((g) => ({ id: g, name: genderName(g) }))}
            value={form.gender}
            onChange={(gender) => set({ gender: asGender(gender) })}
            errorMessage={at('gender')}
          />
          <AddressSection address={form} onChange={set} errorAt={at} />
          <PasswordFields
            password={form.password}
            confirm={form.confirm_password}
            onPassword={(password) => set({ password })}
            onConfirm={(confirm_password) => set({ confirm_password })}
            passwordError={at('password')}
            confirmError={at('confirm_password')}
          />
        </div>
        <TermsAgreement agreed={form.agreed} onChange={(agreed) => set({ agreed })} errorMessage={at('agreed')} />
        {/* Every refused field is named, not only the first (docs/access.md#registration-problems). */}
        {refusal !== null && problems.length > 0 ? (
          <div className={controls.alert} role="alert">
            <ul className={controls.alertList}>
              {problems.map((problem) => (
                <li key={problem.field}>{problem.message}</li>
              ))}
            </ul>
          </div>
        ) : refusal !== null ? (
          <p className={controls.alert} role="alert">
            {refusal}
          </p>
        ) : null}
        <Button type="submit" className={controls.button({ kind: 'primary', wide: true })} isPending={busy}>
          {messages.signUpButton}
        </Button>
      </Form>
      <p>
        {messages.alreadyHaveAccount} <Link className={controls.link} href="/">{messages.signIn}</Link>
        {' · '}
        <Link className={controls.link} href="/verify-info">{messages.checkYourEmail}</Link>
      </p>
    </section>
  );
}

function asGender(id: string): '' | Gender {
  return genders.find((g) => g === id) ?? '';
}

// The profile's edit form (docs/progress.md#profile-save): the fields, a photo, Cancel and Save. Fetched when the
// learner reaches for Edit Profile, so the profile's first paint carries no date field.
import { dhakaDateOf, genderName, genders, isAddressField, languages, parseDateOfBirth, progressMessages, type Gender, type ProfileFieldEdit, type ProfileForm, type ProfileFormEvent, type ProfileProblem } from '@proshno/engine';
import { flushSync } from 'react-dom';
import { useEffect, useId, useRef } from 'react';
import { Button, Input, Label } from 'react-aria-components';
import { AddressSection } from '../../access/AddressFields';
import { DateOfBirthField } from '../../controls/DateOfBirthField';
import { SelectField } from '../../controls/SelectField';
import { TextInput } from '../../controls/TextInput';
import * as controls from '../../controls/controls.css';
import * as css from '../progress.css';

const m = progressMessages;

export type EditFormProps = {
  form: ProfileForm;
  /** The chosen photo's file name, null when none is chosen (or a chosen file was refused). */
  imageName: string | null;
  busy: boolean;
  /** The refused save's first failing check, shown at its field (docs/progress.md#profile-field-errors). */
  problem: ProfileProblem | null;
  send: (event: ProfileFormEvent) => void;
};

export function EditForm({ form, imageName, busy, problem, send }: EditFormProps) {
  const at = (field: keyof ProfileForm) => (problem?.field === field ? problem.message : undefined);
  const setText = (field: Exclude<keyof ProfileForm, 'gender' | 'question_version'>) => (value: string) => send(textEdit(field, value));
  const today = () => {
    const now = new Date().toISOString();
    return dhakaDateOf(now) ?? now.slice(0, 10);
  };
  return (
    // The engine checks the fields in the order of docs/progress.md#profile-save; the browser's own required-field check would pre-empt it.
    <form
      noValidate
      className={css.card}
      aria-label={m.editProfileFormLabel}
      onSubmit={(event) => {
        event.preventDefault();
        const formElement = event.currentTarget;
        // Rendered at once, so the refused field can be brought into view and focused where its message shows.
        flushSync(() => send({ type: 'SAVE', today: today() }));
        const refused = formElement.querySelector<HTMLElement>('[aria-invalid="true"]');
        refused?.scrollIntoView({ block: 'center' });
        refused?.focus({ preventScroll: true });
      }}
    >
      <div className={css.fields}>
        <TextInput label={m.profileFullName} value={form.full_name} onChange={setText('full_name')} autoComplete="name" errorMessage={at('full_name')} />
        <TextInput label={m.profileUsername} value={form.username} onChange={setText('username')} autoComplete="username" errorMessage={at('username')} />
        <TextInput label={m.profileEmail} type="email" value={form.email} onChange={setText('email')} autoComplete="email" errorMessage={at('email')} />
        <PhoneInput value={form.phone_no} onChange={setText('phone_no')} errorMessage={at('phone_no')} />
        <DateOfBirthField
          value={parseDateOfBirth(form.date_of_birth) ?? ''}
          onChange={(iso) => setText('date_of_birth')(iso === '' ? '' : iso.split('-').reverse().join('/'))}
          errorMessage={at('date_of_birth')}
        />
        <SelectField
          label={m.profileGender}
          options={genders.map((gender) => ({ id: gender, name: genderName(gender) }))}
          value={form.gender}
          onChange={(value) => send({ type: 'SET_FIELD', field: 'gender', value: genderOf(value) })}
          errorMessage={at('gender')}
        />
        <SelectField
          label={m.profileQuestionVersion}
          options={languages.map((version) => ({ id: version, name: m.questionVersionNames[version] }))}
          value={form.question_version}
          onChange={(value) => send({ type: 'SET_FIELD', field: 'question_version', value: value === 'bn' ? 'bn' : 'en' })}
        />
        <AddressSection
          address={form}
          onChange={(change) => {
            for (const [field, value] of Object.entries(change)) if (isAddressField(field) && value !== undefined) send(textEdit(field, value));
          }}
          errorAt={at}
        />
        <PhotoInput imageName={imageName} onChoose={(image) => send({ type: 'CHOOSE_IMAGE', image })} />
      </div>
      <div className={css.row}>
        <Button className={controls.button({ kind: 'secondary' })} isDisabled={busy} onPress={() => send({ type: 'CANCEL' })}>
          {m.cancel}
        </Button>
        <Button type="submit" className={controls.button({ kind: 'primary' })} isPending={busy} isDisabled={busy}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}

/** docs/progress.md#profile-limits: the image input accepts image files; the engine refuses anything else when chosen. */
function PhotoInput({ imageName, onChoose }: { imageName: string | null; onChoose: (image: File | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // A refused file leaves the machine without an image: the input lets go of it too.
    if (imageName === null && input.current !== null) input.current.value = '';
  }, [imageName]);
  return (
    <div className={controls.field}>
      <span className={controls.label} id="profile-photo-label">
        {m.profilePhoto}
      </span>
      <div className={controls.filePicker}>
        <input
          ref={input}
          id="profile-photo"
          className={controls.fileInput}
          type="file"
          accept="image/*"
          aria-labelledby="profile-photo-label profile-photo-name"
          onChange={(event) => onChoose(event.currentTarget.files?.[0] ?? null)}
        />
        <label htmlFor="profile-photo" className={controls.button({ kind: 'secondary' })}>
          {m.choosePhoto}
        </label>
        <span id="profile-photo-name" className={controls.fileName}>
          {imageName ?? m.noPhotoChosen}
        </span>
      </div>
    </div>
  );
}

/** docs/progress.md#profile-limits: 11 to 14 characters, placeholder 01XXXXXXXXX. */
function PhoneInput({ value, onChange, errorMessage }: { value: string; onChange: (value: string) => void; errorMessage: string | undefined }) {
  const errorId = useId();
  return (
    <div className={controls.field}>
      <Label className={controls.label} htmlFor="profile-phone">
        {m.profilePhoneNumber}
      </Label>
      <Input
        id="profile-phone"
        className={controls.input}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={m.profilePhonePlaceholder}
        value={value}
        aria-invalid={errorMessage === undefined ? undefined : true}
        aria-describedby={errorMessage === undefined ? undefined : errorId}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {errorMessage === undefined ? null : (
        <span id={errorId} className={controls.fieldError}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}

function textEdit(field: Exclude<keyof ProfileForm, 'gender' | 'question_version'>, value: string): ProfileFieldEdit {
  return { type: 'SET_FIELD', field, value };
}

function genderOf(value: string): '' | Gender {
  return genders.find((gender) => gender === value) ?? '';
}

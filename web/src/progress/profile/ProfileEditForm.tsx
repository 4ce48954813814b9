// The profile's edit form (spec 001 §5): the fields, a photo, Cancel and Save. Fetched when the
// learner reaches for Edit Profile, so the profile's first paint carries no date field.
import { dhakaDateOf, genders, parseDateOfBirth, type Gender, type ProfileFieldEdit, type ProfileForm, type ProfileFormEvent } from '@proshno/engine';
import { Button, Input, Label } from 'react-aria-components';
import { DateOfBirthField } from '../../controls/DateOfBirthField';
import { SelectField } from '../../controls/SelectField';
import { TextInput } from '../../controls/TextInput';
import * as controls from '../../controls/controls.css';
import * as css from '../progress.css';

const genderOptions = genders.map((gender) => ({ id: gender, name: gender }));

export function EditForm({ form, busy, send }: { form: ProfileForm; busy: boolean; send: (event: ProfileFormEvent) => void }) {
  const setText = (field: Exclude<keyof ProfileForm, 'gender'>) => (value: string) => send(textEdit(field, value));
  const today = () => {
    const now = new Date().toISOString();
    return dhakaDateOf(now) ?? now.slice(0, 10);
  };
  return (
    // The engine checks the fields in spec 001 §5 order; the browser's own required-field check would pre-empt it.
    <form
      noValidate
      className={css.card}
      aria-label="Edit profile"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SAVE', today: today() });
      }}
    >
      <div className={css.fields}>
        <TextInput label="Full Name" value={form.full_name} onChange={setText('full_name')} autoComplete="name" />
        <TextInput label="Username" value={form.username} onChange={setText('username')} autoComplete="username" />
        <TextInput label="Email" type="email" value={form.email} onChange={setText('email')} autoComplete="email" />
        <PhoneInput value={form.phone_no} onChange={setText('phone_no')} />
        <DateOfBirthField
          value={parseDateOfBirth(form.date_of_birth) ?? ''}
          onChange={(iso) => setText('date_of_birth')(iso === '' ? '' : iso.split('-').reverse().join('/'))}
        />
        <SelectField
          label="Gender"
          options={genderOptions}
          value={form.gender}
          onChange={(value) => send({ type: 'SET_FIELD', field: 'gender', value: genderOf(value) })}
        />
        <div className={controls.field}>
          <Label className={controls.label} htmlFor="profile-photo">
            Profile Photo
          </Label>
          <input
            id="profile-photo"
            className={controls.input}
            type="file"
            accept="image/*"
            onChange={(event) => send({ type: 'CHOOSE_IMAGE', image: event.currentTarget.files?.[0] ?? null })}
          />
        </div>
      </div>
      <div className={css.row}>
        <Button className={controls.button({ kind: 'secondary' })} isDisabled={busy} onPress={() => send({ type: 'CANCEL' })}>
          Cancel
        </Button>
        <Button type="submit" className={controls.button({ kind: 'primary' })} isPending={busy} isDisabled={busy}>
          Save
        </Button>
      </div>
    </form>
  );
}

/** spec 001 §5: 11 to 14 characters, placeholder 01XXXXXXXXX. */
function PhoneInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className={controls.field}>
      <Label className={controls.label} htmlFor="profile-phone">
        Phone Number
      </Label>
      <Input
        id="profile-phone"
        className={controls.input}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="01XXXXXXXXX"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

function textEdit(field: Exclude<keyof ProfileForm, 'gender'>, value: string): ProfileFieldEdit {
  switch (field) {
    case 'full_name':
      return { type: 'SET_FIELD', field, value };
    case 'email':
      return { type: 'SET_FIELD', field, value };
    case 'phone_no':
      return { type: 'SET_FIELD', field, value };
    case 'username':
      return { type: 'SET_FIELD', field, value };
    case 'date_of_birth':
      return { type: 'SET_FIELD', field, value };
  }
}

function genderOf(value: string): '' | Gender {
  return genders.find((gender) => gender === value) ?? '';
}

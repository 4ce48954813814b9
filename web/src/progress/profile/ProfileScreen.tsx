// /profile (spec 001 §2, §4, §5, §8): avatar, name, username and Edit Profile in view mode; the
// fields, a photo and Save / Cancel in edit mode (the profile saved first, then the photo); the
// Change Password dialog; 'Error loading profile data' with Try Again. Rendered from the engine's
// profileFormMachine, which holds every rule and message.
import {
  dhakaDateOf,
  genders,
  parseDateOfBirth,
  profileFormMachine,
  progressMessages,
  type Gender,
  type ProfileFieldEdit,
  type ProfileForm,
  type ProfileFormEvent,
} from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Input, Label } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { mediaUrl } from '../../content/ContentParts';
import { DateOfBirthField } from '../../controls/DateOfBirthField';
import { SelectField } from '../../controls/SelectField';
import { TextInput } from '../../controls/TextInput';
import * as controls from '../../controls/controls.css';
import { useSession, useSessionActor } from '../../session/SessionProvider';
import { useToast } from '../../shell/ToastProvider';
import * as css from '../progress.css';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { loadProfile, saveProfile, uploadImage } from './profileCalls';

const genderOptions = genders.map((gender) => ({ id: gender, name: gender }));

export default function ProfileScreen() {
  const client = useClient();
  const { session } = useSession();
  const machine = useMemo(
    () =>
      profileFormMachine.provide({
        actors: {
          loadProfile: fromPromise(() => loadProfile(client)),
          saveProfile: fromPromise(({ input }) => saveProfile(client, input)),
          uploadImage: fromPromise(({ input }) => uploadImage(client, input.image)),
        },
      }),
    [client],
  );
  const actor = useActorRef(machine, { input: { userId: session?.user.id ?? null } });
  return <ProfileView actor={actor} />;
}

export type ProfileActor = ActorRefFrom<typeof profileFormMachine>;

/** The profile for whatever state the form's actor is in (the gallery renders it from a snapshot). */
export function ProfileView({ actor }: { actor: ProfileActor }) {
  const toast = useToast();
  const sessionActor = useSessionActor();
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const [changingPassword, setChangingPassword] = useState(false);
  const closePassword = useCallback(() => setChangingPassword(false), []);
  useEffect(() => {
    if (context.toast !== null) toast(context.toast.text, context.toast.kind);
  }, [context.toast, toast]);
  // A saved profile renames the shell's menu and shows the new photo there too.
  const saved = context.toast?.kind === 'success' ? context.toast : null;
  useEffect(() => {
    if (saved === null || context.user === null) return;
    sessionActor.send({ type: 'PROFILE_UPDATED', full_name: context.user.full_name, image: context.imagePath });
  }, [saved, context.user, context.imagePath, sessionActor]);

  if (snapshot.matches('loading')) return <p className={css.note}>Loading…</p>;
  if (snapshot.matches('loadFailed')) {
    return (
      <div className={css.centered} role="alert">
        <p className={css.error}>{progressMessages.profileLoadFailed}</p>
        <Button className={controls.button({ kind: 'primary' })} onPress={() => actor.send({ type: 'RETRY' })}>
          {progressMessages.tryAgain}
        </Button>
      </div>
    );
  }
  const editing = snapshot.matches('editing') || snapshot.matches('saving') || snapshot.matches('uploadingImage');
  const busy = snapshot.matches('saving') || snapshot.matches('uploadingImage');
  const user = context.user;
  return (
    <div className={css.screen}>
      <section className={css.card} aria-labelledby="profile-title">
        <div className={css.row}>
          <Avatar path={context.imagePath} name={user?.full_name ?? ''} chosen={context.image instanceof File ? context.image : null} />
          <div>
            <h1 id="profile-title" className={css.title}>
              {user?.full_name}
            </h1>
            <p className={css.statLabel} data-testid="profile-username">
              {user?.username === '' || user?.username == null ? '' : `@${user.username}`}
            </p>
          </div>
        </div>
        {editing ? (
          <EditForm form={context.form} busy={busy} send={actor.send} />
        ) : (
          <>
            <dl className={css.facts}>
              {[
                ['Email', user?.email],
                ['Phone Number', user?.phone_no],
                ['Date of Birth', context.form.date_of_birth],
                ['Gender', user?.gender],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value === null || value === undefined || value === '' ? 'N/A' : value}</dd>
                </div>
              ))}
            </dl>
            <div className={css.row}>
              <Button className={controls.button({ kind: 'primary' })} onPress={() => actor.send({ type: 'EDIT' })}>
                Edit Profile
              </Button>
              <Button className={controls.button({ kind: 'secondary' })} onPress={() => setChangingPassword(true)}>
                Change Password
              </Button>
            </div>
          </>
        )}
      </section>
      {changingPassword ? <ChangePasswordDialog onClose={closePassword} /> : null}
    </div>
  );
}

function EditForm({ form, busy, send }: { form: ProfileForm; busy: boolean; send: (event: ProfileFormEvent) => void }) {
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

function Avatar({ path, name, chosen }: { path: string | null; name: string; chosen: File | null }) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (chosen === null) return setPreview(null);
    const url = URL.createObjectURL(chosen);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [chosen]);
  const src = preview ?? (path === null ? null : mediaUrl(path));
  if (src === null) {
    return (
      <span className={css.avatar} aria-hidden="true">
        {name.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  return <img className={css.avatar} src={src} alt="Profile photo" data-testid="profile-avatar" />;
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

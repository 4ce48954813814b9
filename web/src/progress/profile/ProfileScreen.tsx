// /profile (docs/progress.md#profile): avatar, name, username and Edit Profile in view mode; the
// fields, a photo and Save / Cancel in edit mode (the profile saved first, then the photo); the
// Change Password dialog; 'Error loading profile data' with Try Again. Rendered from the engine's
// profileFormMachine, which holds every rule and message.
import { addressText, formatDigits, genderName, messages, profileFormMachine, profileFormViewOf, progressMessages } from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { mediaUrl } from '../../content/ContentParts';
import { deferred, useLoadedWhile, warm } from '../../controls/deferred';
import * as controls from '../../controls/controls.css';
import { AvatarImage } from '../../controls/AvatarImage';
import { LoadFailureText } from '../../controls/LoadState';
import { useSession, useSessionActor } from '../../access/session/SessionProvider';
import { useMachineEffects } from '../../shell/useMachineEffects';
import * as css from '../progress.css';
import { loadProfile, saveProfile, uploadImage } from './profileCalls';

const m = progressMessages;

export default function ProfileScreen() {
  const client = useClient();
  const { session } = useSession();
  const sessionActor = useSessionActor();
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
  // Outcomes toast; a saved profile renames the shell's menu and shows the new photo there too (docs/architecture.md#effects).
  useMachineEffects(actor, {
    profileSaved: ({ full_name, image, question_version }) => sessionActor.send({ type: 'PROFILE_UPDATED', full_name, image, question_version }),
  });
  return <ProfileView actor={actor} />;
}

export type ProfileActor = ActorRefFrom<typeof profileFormMachine>;

/** The profile for whatever state the form's actor is in (the gallery renders it from a snapshot). */
export function ProfileView({ actor }: { actor: ProfileActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const [changingPassword, setChangingPassword] = useState(false);
  const closePassword = useCallback(() => setChangingPassword(false), []);
  const passwordDialog = useLoadedWhile(passwordDialogPart, changingPassword);
  const { screen, editing, busy } = profileFormViewOf(snapshot);
  const editForm = useLoadedWhile(editFormPart, editing);

  if (screen === 'loading') return <p className={css.note}>{m.loading}</p>;
  if (screen === 'loadFailed') {
    return (
      <div className={controls.centered} role="alert">
        <p className={css.error}>
          <LoadFailureText message={m.profileLoadFailed} />
        </p>
        <Button className={controls.button({ kind: 'primary' })} onPress={() => actor.send({ type: 'RETRY' })}>
          {m.tryAgain}
        </Button>
      </div>
    );
  }
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
        {context.pendingEmail === null ? null : (
          <p className={css.statLabel} data-testid="profile-pending-email">
            {m.profilePending} <strong>{context.pendingEmail}</strong> — {m.emailPendingHint}
          </p>
        )}
        {editing ? (
          editForm === undefined ? (
            <p className={css.note}>{m.loading}</p>
          ) : (
            <editForm.EditForm form={context.form} imageName={context.image?.name ?? null} busy={busy} problem={context.problem} send={actor.send} />
          )
        ) : (
          <>
            <dl className={css.facts}>
              {[
                [m.profileEmail, user?.email],
                [m.profilePhoneNumber, user?.phone_no],
                [m.profileDateOfBirth, formatDigits(context.form.date_of_birth)],
                [m.profileGender, user?.gender == null ? null : genderName(user.gender)],
                [m.profileQuestionVersion, m.questionVersionNames[context.form.question_version]],
                [messages.address, user === null ? null : addressText(user)],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value === null || value === undefined || value === '' ? m.profileNotAvailable : value}</dd>
                </div>
              ))}
            </dl>
            <div className={css.row}>
              <Button
                className={controls.button({ kind: 'primary' })}
                onHoverStart={() => warm(editFormPart)}
                onFocus={() => warm(editFormPart)}
                onPress={() => actor.send({ type: 'EDIT' })}
              >
                {m.editProfile}
              </Button>
              <Button
                className={controls.button({ kind: 'secondary' })}
                onHoverStart={() => warm(passwordDialogPart)}
                onFocus={() => warm(passwordDialogPart)}
                onPress={() => setChangingPassword(true)}
              >
                {m.changePassword}
              </Button>
            </div>
          </>
        )}
      </section>
      {changingPassword && passwordDialog !== undefined ? <passwordDialog.ChangePasswordDialog onClose={closePassword} /> : null}
    </div>
  );
}

/** The Change Password dialog and the edit form, each fetched when the learner reaches for its button (deferred.tsx). */
const passwordDialogPart = deferred(() => import('./ChangePasswordDialog'));
const editFormPart = deferred(() => import('./ProfileEditForm'));

function Avatar({ path, name, chosen }: { path: string | null; name: string; chosen: File | null }) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (chosen === null) return setPreview(null);
    const url = URL.createObjectURL(chosen);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [chosen]);
  const src = preview ?? (path === null ? null : mediaUrl(path));
  const initial = (
    <span className={css.avatar} aria-hidden="true" data-testid="profile-initial">
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
  if (src === null) return initial;
  return <AvatarImage className={css.avatar} src={src} alt={m.profilePhotoAlt} testId="profile-avatar" fallback={initial} />;
}

// The /profile page (docs/progress.md#profile, docs/progress.md#profile-messages): load, view, edit, validate in spec order, save
// the profile and then upload a chosen image.
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { toastEffect, type MachineEffect } from '../shell/effects';
import { progressMessages as m } from './messages';
import {
  emptyProfileForm,
  isImageFile,
  isTooLargeImage,
  profileFormOf,
  profilePayload,
  profileSaveFailureToast,
  profileProblem,
  validateProfile,
  type ProfileForm,
  type ProfileImage,
  type ProfilePayload,
  type ProfileProblem,
  type ProfileResponse,
  type ProfileUser,
} from './profileRules';

/** The logged-in user id from the stored session (docs/access.md#session), null when there is none. */
export type ProfileFormInput = { userId: number | null };

export type ProfileFormContext = {
  userId: number | null;
  /** The saved profile the view mode shows and Cancel returns to. */
  user: ProfileUser | null;
  /** A new e-mail waiting for the link mailed to it; `user.email` is still the confirmed one. */
  pendingEmail: string | null;
  /** The avatar's path under /media. */
  imagePath: string | null;
  form: ProfileForm;
  image: ProfileImage | null;
  /** 'Error loading profile data' while loading failed (docs/progress.md#profile-messages), shown with Try Again. */
  error: string | null;
  /** The refused save's first failing check, shown at its field until that field is edited (docs/progress.md#profile-field-errors). */
  problem: ProfileProblem | null;
};

/** One edit of a field, typed per field. */
export type ProfileFieldEdit = { [K in keyof ProfileForm]: { type: 'SET_FIELD'; field: K; value: ProfileForm[K] } }[keyof ProfileForm];

/** `today` ('YYYY-MM-DD') comes from the web so the engine reads no clock. */
export type ProfileFormEvent =
  | { type: 'RETRY' }
  | { type: 'EDIT' }
  | ProfileFieldEdit
  | { type: 'CHOOSE_IMAGE'; image: ProfileImage | null }
  | { type: 'CANCEL' }
  | { type: 'SAVE'; today: string };

export const profileFormMachine = setup({
  types: {
    context: {} as ProfileFormContext,
    events: {} as ProfileFormEvent,
    input: {} as ProfileFormInput,
    emitted: {} as MachineEffect,
  },
  actors: {
    /** GET /auth/v1/user-detail/ */
    loadProfile: fromPromise<ProfileResponse>(async () => {
      throw new Error('loadProfile not provided');
    }),
    /** PATCH /auth/v1/user-detail/{id}/: the saved profile; rejects with a ServerError when the server refuses. */
    saveProfile: fromPromise<ProfileResponse, ProfilePayload>(async () => {
      throw new Error('saveProfile not provided');
    }),
    /** POST /auth/v1/user-image/ as multipart field `image`; resolves with the new path. */
    uploadImage: fromPromise<{ image: string }, { image: ProfileImage }>(async () => {
      throw new Error('uploadImage not provided');
    }),
  },
  actions: {
    showLoadFailure: assign(() => ({ error: m.profileLoadFailed })),
    clearError: assign({ error: null }),
    showLoaded: assign((_, params: { output: ProfileResponse }) => ({
      user: params.output.user,
      pendingEmail: params.output.pending_email,
      imagePath: params.output.image?.image ?? null,
      form: profileFormOf(params.output.user),
    })),
    setField: assign(({ context }, params: { edit: ProfileFieldEdit }) => ({
      form: { ...context.form, [params.edit.field]: params.edit.value },
      problem: context.problem?.field === params.edit.field ? null : context.problem,
    })),
    markInvalid: assign(({ context }, params: { today: string }) => ({
      problem: profileProblem(context.form, { userId: context.userId, today: params.today }),
    })),
    clearProblem: assign({ problem: null }),
    chooseImage: assign((_, params: { image: ProfileImage | null }) => ({ image: params.image })),
    // docs/progress.md#profile: Cancel resets the fields.
    resetFields: assign(({ context }) => ({
      form: context.user === null ? context.form : profileFormOf(context.user),
      image: null,
      problem: null,
    })),
    // Outcomes are toasts, and a saved profile is told to the shell: both emitted (docs/architecture.md#effects).
    showInvalid: emit(({ context }, params: { today: string }) => toastEffect(invalidMessage(context, params.today) ?? unreachable(), 'error')),
    // The server's answer, not the form: a changed e-mail is only pending until confirmed.
    keepSaved: assign((_, params: { output: ProfileResponse }) => ({
      user: params.output.user,
      pendingEmail: params.output.pending_email,
      form: profileFormOf(params.output.user),
    })),
    showProfileSaved: emit(({ context }) =>
      toastEffect(context.pendingEmail === null ? m.profileUpdated : m.profileUpdatedEmailPending, 'success'),
    ),
    keepImage: assign((_, params: { imagePath: string }) => ({ imagePath: params.imagePath, image: null })),
    showImageSaved: emit(() => toastEffect(m.profileAndImageUpdated, 'success')),
    tellProfileSaved: emit(({ context }) => ({
      type: 'profileSaved' as const,
      full_name: context.user?.full_name ?? unreachable(),
      image: context.imagePath,
      question_version: context.user?.question_version,
    })),
    showSaveFailure: emit((_, params: { error: unknown }) => {
      const outcome = profileSaveFailureToast(params.error);
      return toastEffect(outcome.text, outcome.kind);
    }),
    showUploadFailure: emit(() => toastEffect(m.imageUploadFailed, 'error')),
    showNotAnImage: emit(() => toastEffect(m.imageNotAnImage, 'error')),
    showTooLarge: emit(() => toastEffect(m.imageTooLarge, 'error')),
  },
  guards: {
    savable: ({ context }, params: { today: string }) => invalidMessage(context, params.today) === null,
    imageChosen: ({ context }) => context.image !== null,
    acceptable: (_, params: { image: ProfileImage | null }) => params.image === null || (isImageFile(params.image) && !isTooLargeImage(params.image)),
    tooLarge: (_, params: { image: ProfileImage | null }) => params.image !== null && isImageFile(params.image) && isTooLargeImage(params.image),
  },
}).createMachine({
  id: 'profileForm',
  context: ({ input }) => ({
    userId: input.userId,
    user: null,
    pendingEmail: null,
    imagePath: null,
    form: emptyProfileForm,
    image: null,
    error: null,
    problem: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'viewing', actions: { type: 'showLoaded', params: ({ event }) => ({ output: event.output }) } },
        onError: { target: 'loadFailed', actions: 'showLoadFailure' },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
    viewing: { on: { EDIT: 'editing' } },
    editing: {
      on: {
        SET_FIELD: { actions: { type: 'setField', params: ({ event }) => ({ edit: event }) } },
        CHOOSE_IMAGE: [
          {
            guard: { type: 'acceptable', params: ({ event }) => ({ image: event.image }) },
            actions: { type: 'chooseImage', params: ({ event }) => ({ image: event.image }) },
          },
          // Refused when chosen, with a word: a silently dropped file let Save report success.
          {
            guard: { type: 'tooLarge', params: ({ event }) => ({ image: event.image }) },
            actions: [{ type: 'chooseImage', params: { image: null } }, 'showTooLarge'],
          },
          { actions: [{ type: 'chooseImage', params: { image: null } }, 'showNotAnImage'] },
        ],
        CANCEL: { target: 'viewing', actions: 'resetFields' },
        SAVE: [
          {
            guard: { type: 'savable', params: ({ event }) => ({ today: event.today }) },
            target: 'saving',
            actions: 'clearProblem',
          },
          {
            actions: [
              { type: 'markInvalid', params: ({ event }) => ({ today: event.today }) },
              { type: 'showInvalid', params: ({ event }) => ({ today: event.today }) },
            ],
          },
        ],
      },
    },
    // docs/progress.md#profile: the profile is updated first, then the image uploaded if one was chosen.
    saving: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => payloadOf(context),
        onDone: [
          { guard: 'imageChosen', target: 'uploadingImage', actions: { type: 'keepSaved', params: ({ event }) => ({ output: event.output }) } },
          { target: 'viewing', actions: [{ type: 'keepSaved', params: ({ event }) => ({ output: event.output }) }, 'showProfileSaved', 'tellProfileSaved'] },
        ],
        onError: { target: 'editing', actions: { type: 'showSaveFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** A failed upload returns to editing with the profile already saved and the image still chosen. */
    uploadingImage: {
      invoke: {
        id: 'uploadImage',
        src: 'uploadImage',
        input: ({ context }) => ({ image: context.image ?? unreachable() }),
        onDone: {
          target: 'viewing',
          actions: [{ type: 'keepImage', params: ({ event }) => ({ imagePath: event.output.image }) }, 'showImageSaved', 'tellProfileSaved'],
        },
        onError: { target: 'editing', actions: 'showUploadFailure' },
      },
    },
  },
});

/** What the profile page shows (docs/progress.md#profile). */
export type ProfileFormView = {
  /** The profile loading, its load failure with Try Again, or the profile. */
  screen: 'loading' | 'loadFailed' | 'profile';
  /** The edit form is open (also while it is saved). */
  editing: boolean;
  /** The profile or its photo is being saved: the form waits. */
  busy: boolean;
};

export function profileFormViewOf(snapshot: SnapshotFrom<typeof profileFormMachine>): ProfileFormView {
  const busy = snapshot.matches('saving') || snapshot.matches('uploadingImage');
  const screen = snapshot.matches('loading') ? 'loading' : snapshot.matches('loadFailed') ? 'loadFailed' : 'profile';
  return { screen, editing: busy || snapshot.matches('editing'), busy };
}

function invalidMessage(context: ProfileFormContext, today: string): string | null {
  return validateProfile(context.form, { userId: context.userId, today });
}

function payloadOf(context: ProfileFormContext): ProfilePayload {
  return (context.userId === null ? null : profilePayload(context.form, context.userId)) ?? unreachable();
}

function unreachable(): never {
  throw new Error('unreachable: the form was validated before saving');
}

import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ServerError } from '../access/serverError';
import { toastEffect } from '../shell/effects';
import { recordEffects } from '../testing/effects';
import { describeModel, fakePromises, settled, type FakePromises } from '../testing/modelTest';
import { emailChangesTooOften, progressMessages as m } from './messages';
import { profileFormMachine, profileFormViewOf, type ProfileFormContext } from './profileFormMachine';
import { type ProfileImage, type ProfilePayload, type ProfileResponse } from './profileRules';

const today = '2026-11-22';
const input = { userId: 42 };
const loaded: ProfileResponse = {
  user: {
    id: 42,
    full_name: 'Nusrat Jahan',
    username: 'nusrat',
    email: 'nusrat@example.com',
    phone_no: '01712345678',
    date_of_birth: '2005-02-14',
    gender: 'female',
    question_version: 'bn',
    country: 'Bangladesh',
    state: 'Dhaka',
    city: 'Gazipur',
    address_line1: 'House 3, Road 2',
    address_line2: '',
    postal_code: '',
  },
  image: { image: 'users/nusrat.png' },
  pending_email: null,
};
/** The server's answer to a save: the loaded profile with these fields changed. */
const saved = (user: Partial<ProfileResponse['user']>, pending_email: string | null = null): ProfileResponse => ({
  ...loaded,
  user: { ...loaded.user, ...user },
  pending_email,
});
const photo: ProfileImage = { name: 'me.jpg', type: 'image/jpeg' };

function provided(fakes: FakePromises) {
  return profileFormMachine.provide({
    actors: {
      loadProfile: fakes.promise<ProfileResponse>('loadProfile'),
      saveProfile: fakes.promise<ProfileResponse, ProfilePayload>('saveProfile'),
      uploadImage: fakes.promise<{ image: string }, { image: ProfileImage }>('uploadImage'),
    },
  });
}

describeModel('profileFormMachine', profileFormMachine, {
  input,
  events: () => [
    { type: 'xstate.done.actor.loadProfile', output: loaded },
    { type: 'xstate.error.actor.loadProfile', error: new Error('offline') },
    { type: 'RETRY' },
    { type: 'EDIT' },
    { type: 'SET_FIELD', field: 'full_name', value: '' },
    { type: 'SET_FIELD', field: 'full_name', value: 'Nusrat J.' },
    { type: 'CHOOSE_IMAGE', image: photo },
    { type: 'CHOOSE_IMAGE', image: null },
    { type: 'CHOOSE_IMAGE', image: { name: 'notes.txt', type: 'text/plain' } },
    { type: 'CHOOSE_IMAGE', image: { name: 'big.png', type: 'image/png', size: 3 * 1024 * 1024 } },
    { type: 'CANCEL' },
    { type: 'SAVE', today },
    { type: 'xstate.done.actor.saveProfile', output: loaded },
    { type: 'xstate.done.actor.saveProfile', output: saved({}, 'new@example.com') },
    { type: 'xstate.error.actor.saveProfile', error: new ServerError({ detail: 'Username already taken' }) },
    { type: 'xstate.error.actor.saveProfile', error: new ServerError({}) },
    { type: 'xstate.done.actor.uploadImage', output: { image: 'users/new.jpg' } },
    { type: 'xstate.error.actor.uploadImage', error: new ServerError({ detail: 'Too large' }) },
  ],
  start: (fakes, clock) => ({ actor: createActor(provided(fakes), { input, clock }).start() }),
  invariant: (snapshot) => {
    const { user, form, image, error } = snapshot.context as ProfileFormContext;
    expect(error).toBe(snapshot.matches('loadFailed') ? m.profileLoadFailed : null);
    if (snapshot.matches('loading') || snapshot.matches('loadFailed')) expect(user).toBeNull();
    else expect(user?.id).toBe(42);
    // View mode shows the saved profile: no chosen file, no unsaved edits.
    if (snapshot.matches('viewing')) {
      expect(image).toBeNull();
      expect(form.full_name).toBe(user?.full_name);
    }
    if (snapshot.matches('uploadingImage')) expect(image).toEqual(photo);
  },
});

describe('profileFormMachine', () => {
  async function viewing(userId: number | null = 42) {
    const fakes = fakePromises();
    const actor = createActor(provided(fakes), { input: { userId } });
    const effects = recordEffects(actor);
    actor.start();
    fakes.settle('loadProfile', 'done', loaded);
    await settled();
    return { actor, fakes, effects };
  }

  async function editing(userId: number | null = 42) {
    const started = await viewing(userId);
    started.actor.send({ type: 'EDIT' });
    return started;
  }

  it('shows the loaded profile with the date of birth as DD/MM/YYYY', async () => {
    const { actor } = await viewing();
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context).toMatchObject({
      imagePath: 'users/nusrat.png',
      form: { full_name: 'Nusrat Jahan', phone_no: '01712345678', date_of_birth: '14/02/2005', gender: 'female' },
    });
  });

  it("a failed load shows 'Error loading profile data' and Try Again reloads", async () => {
    const fakes = fakePromises();
    const actor = createActor(provided(fakes), { input }).start();
    fakes.settle('loadProfile', 'error', new Error('offline'));
    await settled();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.error).toBe('Error loading profile data');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(fakes.calls.map((call) => call.name)).toEqual(['loadProfile', 'loadProfile']);
    fakes.settle('loadProfile', 'done', loaded);
    await settled();
    expect(actor.getSnapshot().value).toBe('viewing');
  });

  it('fields are edited only in edit mode', async () => {
    const { actor } = await viewing();
    actor.send({ type: 'SET_FIELD', field: 'full_name', value: 'Someone Else' });
    expect(actor.getSnapshot().context.form.full_name).toBe('Nusrat Jahan');
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'SET_FIELD', field: 'full_name', value: 'Someone Else' });
    actor.send({ type: 'SET_FIELD', field: 'gender', value: 'others' });
    expect(actor.getSnapshot().context.form).toMatchObject({ full_name: 'Someone Else', gender: 'others' });
  });

  it('Cancel resets the fields and the chosen image', async () => {
    const { actor } = await editing();
    actor.send({ type: 'SET_FIELD', field: 'email', value: 'other@example.com' });
    actor.send({ type: 'CHOOSE_IMAGE', image: photo });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.form.email).toBe('nusrat@example.com');
    expect(actor.getSnapshot().context.image).toBeNull();
  });

  it('accepts image files only', async () => {
    const { actor } = await editing();
    actor.send({ type: 'CHOOSE_IMAGE', image: { name: 'cv.pdf', type: 'application/pdf' } });
    expect(actor.getSnapshot().context.image).toBeNull();
    actor.send({ type: 'CHOOSE_IMAGE', image: photo });
    expect(actor.getSnapshot().context.image).toEqual(photo);
  });

  it('refuses a file that is not an image when it is chosen, says so, and drops the photo chosen before', async () => {
    const { actor, effects } = await editing();
    actor.send({ type: 'CHOOSE_IMAGE', image: photo });
    actor.send({ type: 'CHOOSE_IMAGE', image: { name: 'notes.txt', type: 'text/plain' } });
    expect(actor.getSnapshot().context).toMatchObject({ image: null });
    expect(effects.all).toEqual([toastEffect(m.imageNotAnImage, 'error')]);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('refuses a photo past 2 MiB when it is chosen and names the limit; one of 300 KB is kept', async () => {
    const { actor, effects } = await editing();
    actor.send({ type: 'CHOOSE_IMAGE', image: { name: 'big.png', type: 'image/png', size: 2 * 1024 * 1024 + 1 } });
    expect(actor.getSnapshot().context.image).toBeNull();
    expect(effects.all).toEqual([toastEffect(m.imageTooLarge, 'error')]);
    const normal = { name: 'me.png', type: 'image/png', size: 300 * 1024 };
    actor.send({ type: 'CHOOSE_IMAGE', image: normal });
    expect(actor.getSnapshot().context.image).toEqual(normal);
  });

  it('Save toasts the first failing check in the specification’s order and sends nothing', async () => {
    const { actor, fakes, effects } = await editing();
    actor.send({ type: 'SET_FIELD', field: 'username', value: '' });
    actor.send({ type: 'SET_FIELD', field: 'email', value: ' ' });
    actor.send({ type: 'SAVE', today });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(effects.toasts.at(-1)).toEqual(toastEffect('Email is required', 'error'));
    actor.send({ type: 'SET_FIELD', field: 'email', value: 'nusrat@example.com' });
    actor.send({ type: 'SAVE', today });
    expect(effects.toasts.at(-1)?.message).toBe('Username is required');
    expect(fakes.calls.map((call) => call.name)).toEqual(['loadProfile']);
  });

  it('a date of birth after today is refused', async () => {
    const { actor, effects } = await editing();
    actor.send({ type: 'SET_FIELD', field: 'date_of_birth', value: '23/11/2026' });
    actor.send({ type: 'SAVE', today });
    expect(effects.toasts.at(-1)?.message).toBe(m.dateOfBirthFuture);
  });

  it("without a logged-in user id Save toasts 'User ID not found'", async () => {
    const { actor, effects } = await editing(null);
    actor.send({ type: 'SAVE', today });
    expect(effects.all).toEqual([toastEffect('User ID not found', 'error')]);
  });

  it("sends the PATCH body and toasts 'Profile Updated Successfully' without an image", async () => {
    const { actor, fakes, effects } = await editing();
    actor.send({ type: 'SET_FIELD', field: 'full_name', value: ' Nusrat J. ' });
    // The learner moved: another division and district, a new first line (docs/progress.md#profile-address).
    actor.send({ type: 'SET_FIELD', field: 'state', value: 'Chattogram' });
    actor.send({ type: 'SET_FIELD', field: 'city', value: 'Cumilla' });
    actor.send({ type: 'SET_FIELD', field: 'address_line1', value: ' Kandirpar ' });
    actor.send({ type: 'SAVE', today });
    expect(fakes.calls.at(-1)).toEqual({
      name: 'saveProfile',
      input: {
        id: 42,
        full_name: 'Nusrat J.',
        username: 'nusrat',
        email: 'nusrat@example.com',
        phone_no: '01712345678',
        date_of_birth: '2005-02-14',
        gender: 'female',
        question_version: 'bn',
        country: 'Bangladesh',
        state: 'Chattogram',
        city: 'Cumilla',
        address_line1: 'Kandirpar',
        address_line2: '',
        postal_code: '',
      },
    });
    fakes.settle('saveProfile', 'done', saved({ full_name: 'Nusrat J.' }));
    await settled();
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(effects.all).toEqual([
      toastEffect('Profile Updated Successfully', 'success'),
      { type: 'profileSaved', full_name: 'Nusrat J.', image: loaded.image?.image ?? null, question_version: 'bn' },
    ]);
    expect(actor.getSnapshot().context.user?.full_name).toBe('Nusrat J.');
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context.form.full_name).toBe('Nusrat J.');
  });

  it("saves the profile first, then uploads the image: 'Profile and Image Updated Successfully'", async () => {
    const { actor, fakes, effects } = await editing();
    actor.send({ type: 'CHOOSE_IMAGE', image: photo });
    actor.send({ type: 'SAVE', today });
    expect(fakes.calls.map((call) => call.name)).toEqual(['loadProfile', 'saveProfile']);
    fakes.settle('saveProfile', 'done', loaded);
    await settled();
    expect(actor.getSnapshot().value).toBe('uploadingImage');
    expect(fakes.calls.at(-1)).toEqual({ name: 'uploadImage', input: { image: photo } });
    fakes.settle('uploadImage', 'done', { image: 'users/new.jpg' });
    await settled();
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context).toMatchObject({
      imagePath: 'users/new.jpg',
      image: null,
    });
    expect(effects.all).toEqual([
      toastEffect('Profile and Image Updated Successfully', 'success'),
      { type: 'profileSaved', full_name: loaded.user.full_name, image: 'users/new.jpg', question_version: 'bn' },
    ]);
  });

  it("a failed upload toasts 'Image Upload Failed' and keeps the saved profile and the chosen image", async () => {
    const { actor, fakes, effects } = await editing();
    actor.send({ type: 'SET_FIELD', field: 'username', value: 'nusrat2' });
    actor.send({ type: 'CHOOSE_IMAGE', image: photo });
    actor.send({ type: 'SAVE', today });
    fakes.settle('saveProfile', 'done', saved({ username: 'nusrat2' }));
    await settled();
    fakes.settle('uploadImage', 'error', new ServerError({ detail: 'Too large' }));
    await settled();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      user: { username: 'nusrat2' },
      image: photo,
    });
    expect(effects.all).toEqual([toastEffect('Image Upload Failed', 'error')]);
  });

  it('a changed e-mail the server holds as pending keeps the confirmed one in view and says to confirm it', async () => {
    const { actor, fakes, effects } = await editing();
    actor.send({ type: 'SET_FIELD', field: 'email', value: 'new@example.com' });
    actor.send({ type: 'SAVE', today });
    fakes.settle('saveProfile', 'done', saved({}, 'new@example.com'));
    await settled();
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context).toMatchObject({
      user: { email: 'nusrat@example.com' },
      pendingEmail: 'new@example.com',
      form: { email: 'nusrat@example.com' },
    });
    expect(effects.toasts).toEqual([toastEffect(m.profileUpdatedEmailPending, 'success')]);
  });

  it.each([
    [new ServerError({ detail: 'Username already taken' }), 'Profile Update Failed: Username already taken'],
    [new ServerError({ detail: '  ' }), 'Profile Update Failed'],
    [new ServerError({ phone_no: ['Enter a valid phone number.'] }, ''), 'Profile Update Failed'],
    [undefined, 'Profile Update Failed'],
    // docs/access.md#email-change-limits: the 429 of too many e-mail changes, as the gateway hands it on.
    [new ServerError({ detail: emailChangesTooOften(42) }, emailChangesTooOften(42), 'TOO_MANY_REQUESTS'), `Profile Update Failed: ${emailChangesTooOften(42)}`],
  ])("a failed save %# toasts 'Profile Update Failed', followed by the server's reason when it gives one", async (error, text) => {
    const { actor, fakes, effects } = await editing();
    actor.send({ type: 'CHOOSE_IMAGE', image: photo });
    actor.send({ type: 'SAVE', today });
    fakes.settle('saveProfile', 'error', error);
    await settled();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(effects.all).toEqual([toastEffect(text, 'error')]);
    expect(fakes.calls.map((call) => call.name)).not.toContain('uploadImage');
  });
});

describe('profileFormViewOf', () => {
  it('loads, shows the profile, opens the form, waits while the profile and then its photo are saved, and closes it', async () => {
    const fakes = fakePromises();
    const actor = createActor(provided(fakes), { input }).start();
    const view = () => profileFormViewOf(actor.getSnapshot());
    expect(view()).toEqual({ screen: 'loading', editing: false, busy: false });
    fakes.settle('loadProfile', 'done', loaded);
    await settled();
    expect(view()).toEqual({ screen: 'profile', editing: false, busy: false });
    actor.send({ type: 'EDIT' });
    expect(view()).toEqual({ screen: 'profile', editing: true, busy: false });
    actor.send({ type: 'CHOOSE_IMAGE', image: photo });
    actor.send({ type: 'SAVE', today });
    expect(view()).toEqual({ screen: 'profile', editing: true, busy: true });
    fakes.settle('saveProfile', 'done', loaded);
    await settled();
    expect(view()).toEqual({ screen: 'profile', editing: true, busy: true });
    fakes.settle('uploadImage', 'done', { image: 'users/me.jpg' });
    await settled();
    expect(view()).toEqual({ screen: 'profile', editing: false, busy: false });
  });

  it('says the profile could not be loaded', async () => {
    const fakes = fakePromises();
    const actor = createActor(provided(fakes), { input }).start();
    fakes.settle('loadProfile', 'error', new Error('offline'));
    await settled();
    expect(profileFormViewOf(actor.getSnapshot())).toEqual({ screen: 'loadFailed', editing: false, busy: false });
  });
});

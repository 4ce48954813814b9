import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { recordEffects } from '../testing/effects';
import { describeModel, fakePromises, settled } from '../testing/modelTest';
import { emptyRegistrationForm, type RegistrationForm, type RegistrationPayload } from './registration';
import { registrationMachine, registrationViewOf } from './registrationMachine';
import { ServerError } from './serverError';

const today = '2026-11-21';
const form: RegistrationForm = {
  ...emptyRegistrationForm(),
  full_name: 'Tanvir Hasan',
  email: 'tanvir@example.com',
  phone_digits: '1812345678',
  date_of_birth: '2003-07-01',
  gender: 'male',
  state: 'Sylhet',
  city: 'Sunamganj',
  address_line1: 'Zindabazar',
  password: 'Secret#1',
  confirm_password: 'Secret#1',
  agreed: true,
};

describeModel('registrationMachine', registrationMachine, {
  events: () => [
    { type: 'SUBMIT', form, today },
    { type: 'SUBMIT', form: { ...form, agreed: false }, today },
    { type: 'EDIT', form, today },
    { type: 'xstate.done.actor.register', output: { detail: 'ok' } },
    { type: 'xstate.error.actor.register', error: new ServerError({ detail: 'Email already exists' }) },
  ],
  start: (fakes, clock) => ({
    actor: createActor(registrationMachine.provide({ actors: { register: fakes.promise<unknown, RegistrationPayload>('register') } }), {
      clock,
    }).start(),
  }),
  invariant: (snapshot) => {
    const { error } = snapshot.context as { error: string | null };
    if (!snapshot.matches('failed')) expect(error).toBeNull();
    // An edit that makes a refused form valid clears its banner (docs/access.md#registration-problems).
    if (snapshot.matches('failed')) expect([messages.mustAgree, 'Email already exists', null]).toContain(error);
  },
});

describe('registrationMachine', () => {
  function start() {
    const fakes = fakePromises();
    const actor = createActor(
      registrationMachine.provide({ actors: { register: fakes.promise<unknown, RegistrationPayload>('register') } }),
    );
    const effects = recordEffects(actor);
    actor.start();
    return { actor, fakes, effects };
  }

  it('refuses an invalid form with the first broken rule, shows and toasts it, and sends nothing', () => {
    const { actor, fakes, effects } = start();
    actor.send({ type: 'SUBMIT', form: { ...form, gender: '', email: 'bad' }, today });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(messages.selectGender);
    expect(effects.all).toEqual([{ type: 'toast', message: messages.selectGender, kind: 'error' }]);
    expect(fakes.calls).toEqual([]);
  });

  it('names every failing field of an empty form, in the rules\' order, and follows the edits until the form is valid (docs/access.md#registration-problems)', () => {
    const { actor } = start();
    const empty = emptyRegistrationForm();
    actor.send({ type: 'SUBMIT', form: empty, today });
    expect(actor.getSnapshot().context.problems).toEqual([
      { field: 'date_of_birth', message: messages.invalidDateOfBirth },
      { field: 'gender', message: messages.selectGender },
      { field: 'email', message: messages.invalidEmail },
      { field: 'password', message: messages.passwordTooShort },
      { field: 'phone', message: messages.phoneTooShort },
      { field: 'agreed', message: messages.mustAgree },
      { field: 'full_name', message: messages.fullNameRequired },
      { field: 'address_line1', message: messages.addressLine1Required },
    ]);
    expect(actor.getSnapshot().context.error).toBe(messages.invalidDateOfBirth);
    actor.send({ type: 'EDIT', form: { ...form, gender: '' }, today });
    expect(actor.getSnapshot().context.problems).toEqual([{ field: 'gender', message: messages.selectGender }]);
    expect(actor.getSnapshot().context.error).toBe(messages.selectGender);
    actor.send({ type: 'EDIT', form, today });
    expect(actor.getSnapshot().context.problems).toEqual([]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('marks nothing while the learner edits before the first submit, nor after the server\'s refusal', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'EDIT', form: emptyRegistrationForm(), today });
    expect(actor.getSnapshot().context.problems).toEqual([]);
    actor.send({ type: 'SUBMIT', form, today });
    fakes.settle('register', 'error', new ServerError({ detail: 'Email already exists' }));
    await settled();
    actor.send({ type: 'EDIT', form: { ...form, gender: '' }, today });
    expect(actor.getSnapshot().context).toMatchObject({ problems: [], error: 'Email already exists' });
  });

  it('sends the payload with the joined phone number, toasts the success and goes to / saying where the link went', async () => {
    const { actor, fakes, effects } = start();
    actor.send({ type: 'SUBMIT', form: { ...form, email: ' tanvir@example.com ' }, today });
    expect(fakes.calls[0]?.input).toMatchObject({ phone_no: '+8801812345678', email: 'tanvir@example.com' });
    fakes.settle('register', 'done', {});
    await settled();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(effects.all).toEqual([
      { type: 'toast', message: messages.registrationSuccess, kind: 'success' },
      { type: 'navigate', to: '/', state: { verificationSentTo: 'tanvir@example.com' } },
    ]);
  });

  it.each([
    [new ServerError({ detail: 'Email already exists' }), 'Email already exists'],
    [new ServerError({ detail: '', message: 'Invalid data' }), 'Invalid data'],
    [new ServerError({ phone_no: ['Phone number already used'] }, 'x'), 'Phone number already used'],
    [new Error(''), messages.somethingWrong],
  ])('a failure %# toasts the docs/access.md#registration-outcome message', async (error, toast) => {
    const { actor, fakes, effects } = start();
    actor.send({ type: 'SUBMIT', form, today });
    fakes.settle('register', 'error', error);
    await settled();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(toast);
    expect(effects.all).toEqual([{ type: 'toast', message: toast, kind: 'error' }]);
  });

  it('a retry after a failure clears the old message', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'SUBMIT', form, today });
    fakes.settle('register', 'error', new Error('Email already exists'));
    await settled();
    actor.send({ type: 'SUBMIT', form, today });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('registrationViewOf', () => {
  it('shows progress while sending, then the refusal over Sign Up with every field refused, and nothing once the form is fixed', async () => {
    const fakes = fakePromises();
    const actor = createActor(registrationMachine.provide({ actors: { register: fakes.promise<unknown, RegistrationPayload>('register') } })).start();
    expect(registrationViewOf(actor.getSnapshot())).toEqual({ busy: false, refusal: null, problems: [] });
    actor.send({ type: 'SUBMIT', form: { ...form, gender: '', agreed: false }, today });
    expect(registrationViewOf(actor.getSnapshot())).toEqual({
      busy: false,
      refusal: messages.selectGender,
      problems: [
        { field: 'gender', message: messages.selectGender },
        { field: 'agreed', message: messages.mustAgree },
      ],
    });
    actor.send({ type: 'SUBMIT', form, today });
    expect(registrationViewOf(actor.getSnapshot())).toEqual({ busy: true, refusal: null, problems: [] });
    fakes.settle('register', 'error', new ServerError({ detail: 'Email already exists' }));
    await settled();
    expect(registrationViewOf(actor.getSnapshot())).toEqual({ busy: false, refusal: 'Email already exists', problems: [] });
  });
});

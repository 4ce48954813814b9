import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ServerError } from '../access/serverError';
import { recordEffects } from '../testing/effects';
import { describeModel, fakePromises, settled, type FakePromises } from '../testing/modelTest';
import { changePasswordMachine, changePasswordViewOf, type ChangePasswordContext } from './changePasswordMachine';
import { canChangePassword, type ChangePasswordPayload } from './profileRules';

function provided(fakes: FakePromises) {
  return changePasswordMachine.provide({ actors: { changePassword: fakes.promise<unknown, ChangePasswordPayload>('changePassword') } });
}

describeModel('changePasswordMachine', changePasswordMachine, {
  events: () => [
    { type: 'SET_FIELD', field: 'current_password', value: 'Old#pass1' },
    { type: 'SET_FIELD', field: 'new_password', value: 'New#pass2' },
    { type: 'SET_FIELD', field: 'confirm_password', value: 'New#pass2' },
    { type: 'SET_FIELD', field: 'confirm_password', value: '' },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.changePassword', output: {} },
    { type: 'xstate.error.actor.changePassword', error: new ServerError({ detail: 'Wrong password.' }) },
    { type: 'xstate.error.actor.changePassword', error: new ServerError({}) },
  ],
  start: (fakes, clock) => ({ actor: createActor(provided(fakes), { clock }).start() }),
  invariant: (snapshot) => {
    const { form } = snapshot.context as ChangePasswordContext;
    // Nothing is sent unless every rule holds.
    if (snapshot.matches('submitting')) expect(canChangePassword(form)).toBe(true);
  },
});

describe('changePasswordMachine', () => {
  const ok = { current_password: 'Old#pass1', new_password: 'New#pass2', confirm_password: 'New#pass2' };

  function start() {
    const fakes = fakePromises();
    const actor = createActor(provided(fakes));
    const effects = recordEffects(actor);
    actor.start();
    return { actor, fakes, effects };
  }

  function fill(actor: ReturnType<typeof start>['actor'], form: typeof ok) {
    for (const field of ['current_password', 'new_password', 'confirm_password'] as const) {
      actor.send({ type: 'SET_FIELD', field, value: form[field] });
    }
  }

  it.each([
    ['an empty current password', { ...ok, current_password: '' }],
    ['a new password under 6 characters', { ...ok, new_password: 'Ab#12', confirm_password: 'Ab#12' }],
    ['a new password equal to the current one', { ...ok, new_password: 'Old#pass1', confirm_password: 'Old#pass1' }],
    ['a confirmation that differs', { ...ok, confirm_password: 'New#pass3' }],
  ])('Submit is disabled with %s', (_, form) => {
    const { actor, fakes } = start();
    fill(actor, form);
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(fakes.calls).toEqual([]);
  });

  it("sends old_password, new_password and confirm_password, then 'Password changed successfully'", async () => {
    const { actor, fakes, effects } = start();
    fill(actor, ok);
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true);
    actor.send({ type: 'SUBMIT' });
    expect(fakes.calls).toEqual([
      { name: 'changePassword', input: { old_password: 'Old#pass1', new_password: 'New#pass2', confirm_password: 'New#pass2' } },
    ]);
    fakes.settle('changePassword', 'done', {});
    await settled();
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.toasts.at(-1)).toEqual({ type: 'toast', message: 'Password changed successfully', kind: 'success' });
  });

  it.each([
    [new ServerError({ detail: 'Wrong password.' }), 'Wrong password.'],
    [new ServerError({ old_password: ['Invalid'] }), 'Your current password is incorrect'],
    [new Error(''), 'Your current password is incorrect'],
    ['Too many attempts', 'Too many attempts'],
  ])("a failure %# toasts the server's data, else 'Your current password is incorrect'", async (error, text) => {
    const { actor, fakes, effects } = start();
    fill(actor, ok);
    actor.send({ type: 'SUBMIT' });
    fakes.settle('changePassword', 'error', error);
    await settled();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(effects.toasts.at(-1)).toEqual({ type: 'toast', message: text, kind: 'error' });
  });

  it('keeps the fields after a failure and sends them again on the next submit', async () => {
    const { actor, fakes, effects } = start();
    fill(actor, ok);
    actor.send({ type: 'SUBMIT' });
    fakes.settle('changePassword', 'error', new ServerError({ detail: 'Wrong password.' }));
    await settled();
    expect(actor.getSnapshot().context.form).toEqual(ok);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(effects.toasts).toEqual([{ type: 'toast', message: 'Wrong password.', kind: 'error' }]);
  });
});

describe('changePasswordViewOf', () => {
  it('waits only while the change is sent, and takes input again after a refusal', async () => {
    const fakes = fakePromises();
    const actor = createActor(provided(fakes)).start();
    expect(changePasswordViewOf(actor.getSnapshot())).toEqual({ submitting: false });
    for (const [field, value] of [['current_password', 'Old#pass1'], ['new_password', 'New#pass2'], ['confirm_password', 'New#pass2']] as const) {
      actor.send({ type: 'SET_FIELD', field, value });
    }
    actor.send({ type: 'SUBMIT' });
    expect(changePasswordViewOf(actor.getSnapshot())).toEqual({ submitting: true });
    fakes.settle('changePassword', 'error', new ServerError({ detail: 'Wrong password.' }));
    await settled();
    expect(changePasswordViewOf(actor.getSnapshot())).toEqual({ submitting: false });
  });
});

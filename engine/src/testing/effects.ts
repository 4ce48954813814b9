// Records what an actor emits (docs/architecture.md#effects), so a test asserts its toasts and navigations.
import type { Subscription } from 'xstate';
import type { MachineEffect, NavigateEffect, ToastEffect } from '../shell/effects';

export type EffectSource = { on(type: '*', handler: (event: MachineEffect) => void): Subscription };
export type RecordedEffects = { toasts: ToastEffect[]; navigations: NavigateEffect[]; all: MachineEffect[] };

/** Starts recording at once; call it before `start()` to catch effects of the first transition too. */
export function recordEffects(actor: EffectSource): RecordedEffects {
  const recorded: RecordedEffects = { toasts: [], navigations: [], all: [] };
  actor.on('*', (event) => {
    recorded.all.push(event);
    if (event.type === 'toast') recorded.toasts.push(event);
    if (event.type === 'navigate') recorded.navigations.push(event);
  });
  return recorded;
}

const recorded = new WeakMap<object, RecordedEffects>();

/** Starts the actor recording what it emits from its first transition; `effectsOf(actor)` reads it. */
export function startRecording<Actor extends EffectSource & { start(): unknown }>(actor: Actor): Actor {
  recorded.set(actor, recordEffects(actor));
  actor.start();
  return actor;
}

/** What an actor started with `startRecording` has emitted so far. */
export function effectsOf(actor: object): RecordedEffects {
  const effects = recorded.get(actor);
  if (effects === undefined) throw new Error('the actor was not started with startRecording');
  return effects;
}

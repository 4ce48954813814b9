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

/** The texts of the recorded toasts, in order. */
export const toastTexts = (recorded: RecordedEffects): string[] => recorded.toasts.map((toast) => toast.message);

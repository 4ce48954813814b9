// The one place a machine's one-shot effects reach the browser (docs/architecture.md#effects): the
// toasts and navigations a machine emits are handled here with `actor.on`; screens only render.
import type { MachineEffect, NavigateEffect } from '@proshno/engine';
import { useEffect, useRef } from 'react';
import type { Subscription } from 'xstate';
import { useLocation } from 'wouter';
import { useToast } from './ToastProvider';

/** Any actor whose machine emits `MachineEffect` (an xstate actor ref is one). */
export type EffectSource = { on(type: '*', handler: (event: MachineEffect) => void): Subscription };

/** Where an effect may go instead of the app's router (the payment provider is outside the app). */
export type EffectHandlers = { navigate?: (effect: NavigateEffect) => void };

export function useMachineEffects(actor: EffectSource, handlers: EffectHandlers = {}): void {
  const toast = useToast();
  const [, navigate] = useLocation();
  // The latest handlers without resubscribing on each render.
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const subscription = actor.on('*', (effect) => {
      if (effect.type === 'toast') toast(effect.message, effect.kind);
      else if (latest.current.navigate !== undefined) latest.current.navigate(effect);
      else navigate(effect.to, { replace: effect.replace ?? false, state: effect.state });
    });
    return () => subscription.unsubscribe();
  }, [actor, toast, navigate]);
}

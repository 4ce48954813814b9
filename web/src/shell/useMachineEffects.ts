// The one place a machine's one-shot effects reach the browser (docs/architecture.md#effects): the
// toasts and navigations a machine emits are handled here with `actor.on`; screens only render.
import type { MachineEffect, NavigateEffect, ProfileSavedEffect } from '@proshno/engine';
import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import type { Subscription } from 'xstate';
import { useLocation } from 'wouter';
import { useToast } from './ToastProvider';

/** Any actor whose machine emits `MachineEffect` (an xstate actor ref is one). */
export type EffectSource = { on(type: '*', handler: (event: MachineEffect) => void): Subscription };

/**
 * What a screen adds: a navigation that leaves the app (the payment provider) instead of the
 * router, and the saved profile the session should hear of.
 */
export type EffectHandlers = { navigate?: (effect: NavigateEffect) => void; profileSaved?: (effect: ProfileSavedEffect) => void };

export function useMachineEffects(actor: EffectSource, handlers: EffectHandlers = {}): void {
  const toast = useToast();
  const [, navigate] = useLocation();
  // Reads the latest handlers without subscribing again on each render.
  const handle = useEffectEvent((effect: MachineEffect) => {
    if (effect.type === 'toast') toast(effect.message, effect.kind);
    else if (effect.type === 'profileSaved') handlers.profileSaved?.(effect);
    else if (handlers.navigate !== undefined) handlers.navigate(effect);
    else navigate(effect.to, { replace: effect.replace ?? false, state: effect.state });
  });
  // Subscribed before the actor starts, so an effect its first state emits on entry is heard: React
  // runs every layout effect of a commit before its passive effects, and useActorRef (like
  // SessionProvider) starts the actor in a passive one.
  useLayoutEffect(() => {
    const subscription = actor.on('*', (effect) => handle(effect));
    return () => subscription.unsubscribe();
  }, [actor]);
}

/** Any actor that can end (an xstate actor ref is one). */
export type EndingActor = { subscribe(observer: { complete: () => void }): Subscription };

/**
 * Runs `then` when the actor's machine reaches its final state (a dialog's form saved): heard as the
 * actor's completion, at once for an actor already done, never found by watching its status in an
 * effect (docs/architecture.md#effects).
 */
export function useMachineDone(actor: EndingActor, then: () => void): void {
  const done = useEffectEvent(then);
  // Once per actor, though React's strict mode subscribes twice to an actor already done.
  const heard = useRef<EndingActor | null>(null);
  useEffect(() => {
    const subscription = actor.subscribe({
      complete: () => {
        if (heard.current === actor) return;
        heard.current = actor;
        done();
      },
    });
    return () => subscription.unsubscribe();
  }, [actor]);
}

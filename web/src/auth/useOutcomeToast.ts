// Shows a request machine's `context.toast` each time the machine settles on a new outcome.
import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';
import { useToast } from '../shell/ToastProvider';

type Settled = { value: unknown; context: { toast: string | null } };

export function useOutcomeToast(actor: AnyActorRef, onSucceeded?: () => void): void {
  const toast = useToast();
  useEffect(() => {
    let previous: Settled['context'] | null = null;
    const subscription = actor.subscribe((snapshot: Settled) => {
      // Each outcome assigns a fresh context, so a repeated message is shown again.
      if (snapshot.context === previous) return;
      previous = snapshot.context;
      if (snapshot.value === 'failed' && snapshot.context.toast !== null) toast(snapshot.context.toast, 'error');
      if (snapshot.value === 'succeeded' && snapshot.context.toast !== null) {
        toast(snapshot.context.toast, 'success');
        onSucceeded?.();
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, toast, onSucceeded]);
}

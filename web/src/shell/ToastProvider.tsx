// One toast machine for the app; `useToast()` sends SHOW (the machine replaces the shown toast and truncates).
import { messages, toastMachine, type ToastKind } from '@proshno/engine';
import { useActorRef } from '@xstate/react';
import { createContext, useCallback, useContext, useEffect, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { onPartUnavailable } from '../controls/deferred';
import { Toasts } from './Toasts';

type ToastActor = ActorRefFrom<typeof toastMachine>;
type ShowToast = (text: string, kind: ToastKind) => void;

const ToastContext = createContext<ToastActor | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(toastMachine);
  // A menu, drawer or dialog whose code cannot be fetched (offline) says so instead of doing nothing.
  useEffect(() => onPartUnavailable(() => actor.send({ type: 'SHOW', text: messages.partUnavailable, kind: 'error' })), [actor]);
  return (
    <ToastContext.Provider value={actor}>
      {children}
      <Toasts actor={actor} />
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const actor = useContext(ToastContext);
  if (actor === null) throw new Error('useToast outside <ToastProvider>');
  return useCallback((text, kind) => actor.send({ type: 'SHOW', text, kind }), [actor]);
}

// One-shot effects leave a machine one way only (docs/architecture.md#effects): the machine emits
// them with xstate's `emit`, typed by `setup({ types: { emitted: MachineEffect } })`, and the web
// handles them with `actor.on` in one hook (web/src/shell/useMachineEffects.ts). Nothing shown once
// is kept in context for an effect to notice, and no screen compares snapshots to find it.
import type { Language } from '../i18n/language';
import type { ToastKind } from './toastMachine';

/** A toast for the app's toast queue (docs/shell.md#toasts). */
export type ToastEffect = { type: 'toast'; message: string; kind: ToastKind };

/** Plain data: what a history entry keeps through a reload (no functions, dates or class instances). */
export type PlainData = string | number | boolean | null | readonly PlainData[] | { readonly [key: string]: PlainData | undefined };

/** What a navigation may carry in the history entry: plain data only, so it survives a reload. */
export type NavigationState = Readonly<Record<string, PlainData>>;

/** Go to a path of the route table; `replace` takes the place of the current history entry. */
export type NavigateEffect = { type: 'navigate'; to: string; replace?: boolean; state?: NavigationState };

/** The profile was saved: the shell's name and photo, and the question version, follow it (the web tells the session). */
export type ProfileSavedEffect = { type: 'profileSaved'; full_name: string; image: string | null; question_version?: Language | undefined };

/** Every event a machine may emit. */
export type MachineEffect = ToastEffect | NavigateEffect | ProfileSavedEffect;

/** The emitted event of a toast. */
export function toastEffect(message: string, kind: ToastKind): ToastEffect {
  return { type: 'toast', message, kind };
}

/** The emitted event of a navigation. */
export function navigateEffect(params: Omit<NavigateEffect, 'type'>): NavigateEffect {
  return { type: 'navigate', ...params };
}

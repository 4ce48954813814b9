// Parts of a page that matter only once a learner reaches for them (a select's list, a menu, a
// dialog, a calendar) are fetched on the first sign of intent (the pointer over them, focus, a
// press) instead of with the route, so a slow network paints the route first (issue 9's
// first-paint budget). Until its part arrives, a control shows a stand-in that looks and is named
// exactly like it; a press on the stand-in opens the real control as soon as it is here.
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';

export type Deferred<Module> = {
  /** Starts the fetch (once, and again after a failure) and resolves with the module. */
  load: () => Promise<Module>;
  /** The module once it is here, else undefined; the component re-renders when it arrives. */
  useModule: () => Module | undefined;
};

const everyPart = new Set<Deferred<unknown>>();

export type DeferredOptions = {
  /**
   * Fetch the part once the page has loaded and the browser has been idle a while, without
   * waiting for intent: for what the learner must be able to reach with the connection gone
   * (the shell's menus and drawer, the logout dialog). Late enough to stay out of the first paint.
   */
  prefetch?: boolean;
};

export function deferred<Module>(importer: () => Promise<Module>, options: DeferredOptions = {}): Deferred<Module> {
  let module: Module | undefined;
  let pending: Promise<Module> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const load = () => {
    pending ??= importer().then(
      (loaded) => {
        module = loaded;
        for (const listener of listeners) listener();
        return loaded;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const part: Deferred<Module> = { load, useModule: () => useSyncExternalStore(subscribe, () => module) };
  everyPart.add(part);
  if (options.prefetch === true) prefetchLater(part);
  return part;
}

/** How long after the page's load (and an idle moment) the prefetch starts: after the route's first paint has settled. */
export const PREFETCH_AFTER_LOAD_MS = 4000;

/** The performance mark set when the prefetch starts. */
export const PREFETCH_MARK = 'proshno:prefetch';

const toPrefetch = new Set<Deferred<unknown>>();
let prefetchScheduled = false;

function whenIdle(then: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(then, { timeout: 2000 });
  else setTimeout(then, 200);
}

/**
 * Queues a part for the prefetch: after load, an idle moment, a few seconds, another idle
 * moment. A part that fails (offline already) is tried again when the browser is back online.
 */
function prefetchLater(part: Deferred<unknown>): void {
  toPrefetch.add(part);
  if (prefetchScheduled || typeof window === 'undefined') return;
  prefetchScheduled = true;
  const run = () => {
    for (const waiting of toPrefetch) {
      waiting.load().then(
        () => toPrefetch.delete(waiting),
        () => undefined,
      );
    }
  };
  afterFirstPaintSettles(run);
  window.addEventListener('online', run);
}

/**
 * Runs `then` once the route's first paint has settled (after load, an idle moment, a few
 * seconds, another idle moment) with the prefetch mark set: what it fetches is not first-paint
 * bytes (the route budgets, tests/e2e/budget.test.ts).
 */
export function afterFirstPaintSettles(then: () => void): void {
  const run = () => {
    performance.mark(PREFETCH_MARK);
    then();
  };
  const afterLoad = () => whenIdle(() => setTimeout(() => whenIdle(run), PREFETCH_AFTER_LOAD_MS));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

const unavailableListeners = new Set<() => void>();

/** Calls listener whenever a part someone asked for could not be fetched; returns the unsubscribe. */
export function onPartUnavailable(listener: () => void): () => void {
  unavailableListeners.add(listener);
  return () => unavailableListeners.delete(listener);
}

function announceUnavailable(): void {
  for (const listener of unavailableListeners) listener();
}

/** Fetches every deferred part declared so far (the gallery shows the real controls at once). */
export async function loadEveryDeferredPart(): Promise<void> {
  await Promise.all([...everyPart].map((part) => part.load()));
}

/** Starts a part's fetch and ignores a failure: a later intent or press tries again. */
export function warm(part: Deferred<unknown>): void {
  part.load().catch(() => undefined);
}

const retryAfterMs = 3000;

/**
 * The part's module, fetched as soon as it is wanted (a dialog about to open); a failed fetch is
 * tried again every few seconds while it is still wanted.
 */
export function useLoadedWhile<Module>(part: Deferred<Module>, wanted: boolean): Module | undefined {
  const module = part.useModule();
  const missing = wanted && module === undefined;
  useEffect(() => {
    if (!missing) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let told = false;
    const attempt = () => {
      part.load().catch(() => {
        if (stopped) return;
        // Said once while it is wanted; the fetch keeps trying and the part opens when it comes.
        if (!told) announceUnavailable();
        told = true;
        timer = setTimeout(attempt, retryAfterMs);
      });
    };
    attempt();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [missing, part]);
  return module;
}

/**
 * How the real control starts when it takes over from its stand-in: at rest, focused (the
 * stand-in had focus), or open (the stand-in was pressed).
 */
export type Takeover = 'rest' | 'focus' | 'open';

/**
 * The stand-in's side: the module once here, how the real control should start, and the props
 * of the stand-in's trigger button (intent warms the fetch; a press or an arrow key asks to open).
 */
export function useStandIn<Module>(part: Deferred<Module>) {
  const module = part.useModule();
  const [takeover, setTakeover] = useState<Takeover>('rest');
  // A press whose part cannot be fetched tells the person; the next press tries again.
  // (A press opens from pointer down and again on click: one failed fetch is told once.)
  const asked = useRef<Promise<Module> | null>(null);
  const open = () => {
    setTakeover('open');
    const loading = part.load();
    if (asked.current === loading) return;
    asked.current = loading;
    loading.catch(() => {
      setTakeover('rest');
      announceUnavailable();
    });
  };
  const trigger = {
    type: 'button' as const,
    'aria-expanded': false,
    'aria-busy': takeover === 'open' ? true : undefined,
    onPointerEnter: () => warm(part),
    onTouchStart: () => warm(part),
    onFocus: () => {
      setTakeover((now) => (now === 'open' ? now : 'focus'));
      warm(part);
    },
    onBlur: () => setTakeover((now) => (now === 'focus' ? 'rest' : now)),
    // The press counts from its start: if the part arrives between pointer down and up, the
    // stand-in is gone before its click, and the real control must open all the same.
    onPointerDown: open,
    onClick: open,
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      open();
    },
  };
  return { module, takeover, trigger };
}

/**
 * The real control's side: it takes focus from its stand-in, and opens when the stand-in was
 * pressed, after its trigger is focused so that closing returns focus there.
 */
export function useTakeover(takeover: Takeover) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const start = useRef(takeover);
  useEffect(() => {
    if (start.current === 'rest') return;
    triggerRef.current?.focus();
    if (start.current === 'open') setOpen(true);
  }, []);
  return { triggerRef, isOpen, onOpenChange: setOpen };
}

// The wall clock for screens whose rules take `now`: it re-renders at the moment the engine says
// something changes next (a start or an end reached), so no reload is needed.
import { useEffect, useState } from 'react';

// A sleeping tab's timers run late; looking again at least once a minute keeps the screen honest.
const LONGEST_WAIT_MS = 60_000;

/** `nextDue(now)` is the next instant (ms) worth a re-render, or null for none; keep it stable (useCallback). */
export function useNow(nextDue: (now: number) => number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const due = nextDue(now);
    if (due === null) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(due - Date.now(), 0), LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [now, nextDue]);
  useEffect(() => {
    const wake = () => setNow(Date.now());
    document.addEventListener('visibilitychange', wake);
    return () => document.removeEventListener('visibilitychange', wake);
  }, []);
  return now;
}

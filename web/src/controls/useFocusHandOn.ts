// A control that becomes disabled under the focus (a select locked while the server acts on its
// choice) drops the focus to the page's body, and the next Tab starts from the top of the page.
// This gives it back: to that control once it is enabled again, or, if it has left the page, to
// the container's first enabled control (issue 29 item 5, docs/practice.md#random-focus).
import { useEffect, useRef, type RefObject } from 'react';

const focusable = 'button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])';

export function useFocusHandOn(container: RefObject<HTMLElement | null>): void {
  /** The container's control that last had the focus. */
  const last = useRef<HTMLElement | null>(null);
  /** That control, seen disabled: the focus it had is owed back, until the learner focuses anything. */
  const owed = useRef<HTMLElement | null>(null);
  useEffect(() => {
    // On the document, as the container may come and go between renders.
    const remember = (event: FocusEvent) => {
      owed.current = null;
      if (event.target instanceof HTMLElement && container.current?.contains(event.target) === true) last.current = event.target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, [container]);
  // After every render.
  useEffect(() => {
    const from = last.current;
    if (from !== null && isDisabled(from)) owed.current = from;
    const to = owed.current;
    if (to === null || (document.activeElement !== null && document.activeElement !== document.body)) return;
    const target = to.isConnected ? to : Array.from(container.current?.querySelectorAll<HTMLElement>(focusable) ?? []).find((candidate) => !isDisabled(candidate));
    if (target === undefined || isDisabled(target)) return;
    target.focus();
  });
}

function isDisabled(element: HTMLElement): boolean {
  return !element.isConnected || element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true';
}

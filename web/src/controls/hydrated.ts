// Whether React has taken over the page. False only while a prerendered page is hydrated (the
// build's markup, docs/architecture.md#prerender) and in that build render itself; true from the
// render after, and in every render of a page React drew itself.
import { useSyncExternalStore } from 'react';

const never = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

// Header links such as '/#pricing' scroll to their section (docs/shell.md#public-header).
// wouter only pushes the URL, so the browser never scrolls by itself: we do it on mount (arriving
// from another page or a bookmarked /#pricing) and on every push, also a repeated click on one link.
import { useEffect } from 'react';

export function useScrollToHash(): void {
  useEffect(() => {
    // Arriving on the page jumps at once; a click on the page itself glides (unless motion is reduced).
    scrollToHash(window.location.hash, 'auto');
    const scroll = () => {
      // A push that leaves the login page (to /register, /home ...) is not ours to scroll.
      if (window.location.pathname === '/') scrollToHash(window.location.hash, smoothUnlessReduced());
    };
    window.addEventListener('pushState', scroll);
    window.addEventListener('hashchange', scroll);
    return () => {
      window.removeEventListener('pushState', scroll);
      window.removeEventListener('hashchange', scroll);
    };
  }, []);
}

function smoothUnlessReduced(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

function scrollToHash(hash: string, behavior: ScrollBehavior): void {
  if (hash === '') {
    window.scrollTo({ top: 0, behavior });
    return;
  }
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (target === null) return;
  target.scrollIntoView({ behavior, block: 'start' });
  // Keyboard and screen reader users continue reading from the section, as with a native anchor.
  // Again two frames later if a closing menu (the phone site menu) restored focus to its button;
  // a user who already moved on inside the section keeps their place.
  const focus = () => {
    if (!target.contains(document.activeElement)) target.focus({ preventScroll: true });
  };
  focus();
  requestAnimationFrame(() => requestAnimationFrame(focus));
}

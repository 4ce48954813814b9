// The first Tab stop on every page: jumps over the header to <main id="main"> (keyboard users
// otherwise pass eight header links before the login form).
import { messages } from '@proshno/engine';
import * as css from './shell.css';

export const mainId = 'main';

export function SkipLink() {
  // A native anchor: the browser moves focus to the target, which the router would not do.
  return (
    <a className={css.skipLink} href={`#${mainId}`}>
      {messages.skipToMain}
    </a>
  );
}

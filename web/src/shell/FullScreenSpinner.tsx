// The full-screen spinner shown while signing in (docs/shell.md#spinner).
import { messages } from '@proshno/engine';
import { ProgressBar } from 'react-aria-components';
import * as css from './shell.css';

export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className={css.fullScreen}>
      <ProgressBar isIndeterminate aria-label={label}>
        <div className={css.spinner} />
      </ProgressBar>
    </div>
  );
}

/**
 * What stands where a lazy screen's <main> will be while its code arrives: the spinner over an
 * empty box as tall as <main>, so the footer below starts below the fold and never shifts.
 */
export function MainPlaceholder() {
  return (
    <div className={css.main}>
      <FullScreenSpinner label={messages.loading} />
    </div>
  );
}

// The full-screen spinner shown while signing in (spec 000 §2).
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

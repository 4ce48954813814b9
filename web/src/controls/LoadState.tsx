// What a screen shows while its data loads and when it cannot show it, alike on every screen: a
// spinner named for what loads, and an alert that says why with the ways on.
import type { ReactNode } from 'react';
import { Button, Link, ProgressBar } from 'react-aria-components';
import * as shell from '../shell/shell.css';
import * as controls from './controls.css';

/** The spinner, announced to a screen reader as `label` ('Loading questions'). */
export function Loading({ label }: { label: string }) {
  return (
    <div className={controls.centered}>
      <ProgressBar isIndeterminate aria-label={label}>
        <div className={shell.spinner} />
      </ProgressBar>
    </div>
  );
}

/** Why the screen cannot be shown, then what may help (`children`: Reload, a way back) and, with `home`, Go Home. */
export function Unavailable({ message, home = false, children }: { message: string; home?: boolean; children?: ReactNode }) {
  return (
    <div className={controls.centered} role="alert">
      <p className={controls.notice}>{message}</p>
      <div className={controls.centeredActions}>
        {children}
        {home ? (
          <Link className={controls.button({ kind: 'secondary' })} href="/home">
            Go Home
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** Reload, for a load its machine tries again on RETRY. */
export function ReloadButton({ onPress }: { onPress: () => void }) {
  return (
    <Button className={controls.button({ kind: 'primary' })} onPress={onPress}>
      Reload
    </Button>
  );
}

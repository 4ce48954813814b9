// The failed load of a list or page that has no machine of its own (the commerce lists, the contest
// pages): why, and Try Again. A module apart from ./LoadState, which every page downloads first.
import { messages } from '@proshno/engine';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import * as controls from './controls.css';
import { LoadFailureText } from './LoadState';

/** A failed load that says why (`text`, the shared words unless told) and offers Try Again when `onRetry` is given. */
export function LoadFailed({ text = messages.loadFailed, onRetry, children }: { text?: string; onRetry?: () => void; children?: ReactNode }) {
  return (
    <div className={controls.centered} role="alert">
      <p>
        <LoadFailureText message={text} />
      </p>
      {children}
      {onRetry === undefined ? null : (
        <Button className={controls.button({ kind: 'primary' })} onPress={onRetry}>
          {messages.tryAgain}
        </Button>
      )}
    </div>
  );
}

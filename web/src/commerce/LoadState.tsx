// The failed state every commerce screen shares (docs/commerce.md#package-lists: a package load
// failure says 'Something went wrong. Please try again later.'); the spinner is controls/LoadState's.
import { commerceMessages } from '@proshno/engine';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import type { CombinedError } from 'urql';
import * as controls from '../controls/controls.css';
import { LoadFailureText } from '../controls/LoadState';

export function LoadFailed({ text = commerceMessages.packagesLoadFailed, onRetry, children }: { text?: string; onRetry?: () => void; children?: ReactNode }) {
  return (
    <div className={controls.centered} role="alert">
      <p>
        <LoadFailureText message={text} />
      </p>
      {children}
      {onRetry === undefined ? null : (
        <Button className={controls.button({ kind: 'primary' })} onPress={onRetry}>
          {commerceMessages.tryAgain}
        </Button>
      )}
    </div>
  );
}

/** The REST detail a GraphQL error carries (extensions.body.detail), or null for a network failure. */
export function serverDetailOf(error: CombinedError): string | null {
  const first = error.graphQLErrors[0];
  if (first === undefined) return null;
  const body = first.extensions['body'];
  if (typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string') return body.detail;
  return first.message;
}

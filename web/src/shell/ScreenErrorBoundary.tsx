// What a page shows when its screen throws while rendering, or its code cannot be fetched
// (docs/shell.md#error-boundary): the product's words instead of a white page, Try Again (a fresh
// load of the page) and a way home, and a report to the server so an operator learns of it.
// Nothing of a learner's exam is lost: its answers are on the device and the reload sends them.
import { isChunkFailure, messages } from '@proshno/engine';
import { Component, useCallback, type ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import { useClient } from 'urql';
import * as controls from '../controls/controls.css';
import * as shell from './shell.css';

type BoundaryProps = {
  children: ReactNode;
  /** Where Go to Home leads: /home signed in, / otherwise. */
  home: string;
  /** A new value (the next page) lets the children render again. */
  resetKey: string;
};

/** The boundary with its report sent through the app's GraphQL client, once per failure. */
export function ScreenErrorBoundary(props: BoundaryProps) {
  const client = useClient();
  const report = useCallback(
    (error: unknown) => {
      // Its code comes only now (a failed fetch of it means the network is gone: nothing could be sent).
      void import('./sendClientError').then(({ sendClientError }) => sendClientError(client, error)).catch(() => undefined);
    },
    [client],
  );
  return <Boundary {...props} onError={report} />;
}

type BoundaryState = { failed: false } | { failed: true; chunk: boolean; resetKey: string };

class Boundary extends Component<BoundaryProps & { onError: (error: unknown) => void }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, chunk: isChunkFailure(error instanceof Error ? error.message : String(error)), resetKey: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    if (!state.failed) return null;
    // The failure is remembered with the page it happened on; another page starts afresh.
    if (state.resetKey === '') return { ...state, resetKey: props.resetKey };
    return state.resetKey === props.resetKey ? null : { failed: false };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <ScreenFailed chunk={this.state.chunk} home={this.props.home} />;
  }
}

function ScreenFailed({ chunk, home }: { chunk: boolean; home: string }) {
  return (
    <div className={shell.centered}>
      <section aria-labelledby="screen-failed-title" data-testid="screen-failed">
        <h1 id="screen-failed-title" className={shell.focusedHeading} tabIndex={-1} ref={(heading) => heading?.focus()}>
          {messages.screenFailedTitle}
        </h1>
        <p>{chunk ? messages.screenFailedChunk : messages.screenFailedBody}</p>
        <p>{messages.screenFailedAnswersKept}</p>
        <div className={shell.actions}>
          <Button className={controls.button({ kind: 'primary' })} onPress={() => window.location.reload()}>
            {messages.tryAgain}
          </Button>
          <Link className={controls.button({ kind: 'secondary' })} href={home}>
            {messages.goHome}
          </Link>
        </div>
      </section>
    </div>
  );
}

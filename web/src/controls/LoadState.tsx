// What a screen shows while its data loads and when it cannot show it, alike on every screen: a
// spinner named for what loads, and an alert that says why with the ways on. Offline, a page that
// could not load says it needs a connection, whatever its own failure says (docs/shell.md#offline-load).
import { loadFailureMessage, messages } from '@proshno/engine';
import type { ReactNode } from 'react';
import { Button, Link, ProgressBar } from 'react-aria-components';
import { useOnline } from '../shell/pwa/ConnectionStatus';
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

/**
 * A load failure's message as the page should say it now: offline, that the page needs a
 * connection (docs/shell.md#offline-load); every page's load failure says it through this.
 */
export function useLoadFailureMessage(message: string): string {
  return loadFailureMessage(message, useOnline());
}

/** The load failure's message as text, for a screen's own alert. */
export function LoadFailureText({ message }: { message: string }) {
  return useLoadFailureMessage(message);
}

/**
 * Why the screen cannot be shown, then what may help (`children`: Reload, a way back) and, with `home`, Go Home.
 * `loaded`: the message is no failure to load (an id that names no exam), so it stays offline too.
 * `title`: the page's h1, for a screen that has nothing else to show (one h1 per page, issue 29 item 5).
 */
export function Unavailable({
  message,
  home = false,
  loaded = false,
  title,
  children,
}: {
  message: string;
  home?: boolean;
  loaded?: boolean;
  title?: string;
  children?: ReactNode;
}) {
  const shown = useLoadFailureMessage(message);
  return (
    <div className={controls.centered} role="alert">
      {title === undefined ? null : <h1>{title}</h1>}
      <p className={controls.notice}>{loaded ? message : shown}</p>
      <div className={controls.centeredActions}>
        {children}
        {home ? (
          <Link className={controls.button({ kind: 'secondary' })} href="/home">
            {messages.goHomeShort}
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
      {messages.reload}
    </Button>
  );
}

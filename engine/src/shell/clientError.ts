// What a screen that failed while it rendered reports to the server (docs/shell.md#error-boundary):
// the kind of failure, its message and stack cut to the contract's lengths, and the page's path
// without its query or fragment, which can carry a reset or confirmation token.

export type ClientErrorKind = 'render' | 'chunk';

export type ClientErrorReport = { kind: ClientErrorKind; message: string; route: string; stack?: string; release?: string };

/** The contract's limits (ClientError in api/openapi.yaml). */
export const CLIENT_ERROR_MESSAGE_MAX = 500;
export const CLIENT_ERROR_STACK_MAX = 4000;
export const CLIENT_ERROR_ROUTE_MAX = 300;

/**
 * A failed fetch of a screen's code, as Chromium, Firefox and Safari word it: then trying again is
 * the cure, and the page says to check the connection.
 */
export function isChunkFailure(message: string): boolean {
  return /dynamically imported module|module script failed|Importing a module script|Loading (CSS )?chunk|Unable to preload CSS/i.test(message);
}

/** The report of `error` thrown on the page at `location` (a path, or a whole address). */
export function clientErrorReport(error: unknown, location: string, release?: string): ClientErrorReport {
  const message = messageOf(error);
  const stack = error instanceof Error && typeof error.stack === 'string' && error.stack !== '' ? error.stack : undefined;
  return {
    kind: isChunkFailure(message) ? 'chunk' : 'render',
    message: cut(message, CLIENT_ERROR_MESSAGE_MAX),
    route: cut(pathOf(location), CLIENT_ERROR_ROUTE_MAX),
    ...(stack === undefined ? {} : { stack: cut(stack, CLIENT_ERROR_STACK_MAX) }),
    ...(release === undefined || release === '' ? {} : { release: cut(release, 64) }),
  };
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : 'Unknown error';
  // The contract wants at least one character; NUL and other controls are no use in a log line.
  const clean = text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ').trim();
  return clean === '' ? 'Unknown error' : clean;
}

/** The path of an address or of a path: no scheme and host, no query, no fragment. */
function pathOf(location: string): string {
  const withoutOrigin = location.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const path = withoutOrigin.split(/[?#]/)[0] ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}

/** At most `max` UTF-16 units (the contract's count), never splitting a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

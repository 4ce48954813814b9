// Text shortening rules of the navigation shell and toasts, docs/constants.md#shell-limits.
import { NAME_KEEP_CHARS, NAME_SHORTEN_AT, TOAST_CUT_CHARS, TOAST_MAX_CHARS } from '../limits';

/** docs/constants.md#name-length: 12 characters or more shows the first 9 plus '...'. */
export function shortenName(name: string): string {
  const chars = Array.from(name);
  return chars.length >= NAME_SHORTEN_AT ? `${chars.slice(0, NAME_KEEP_CHARS).join('')}...` : name;
}

/** docs/constants.md#toast-length: over 100 characters is cut to 97 plus '...', so a toast never exceeds 100. */
export function truncateToast(text: string): string {
  const chars = Array.from(text);
  return chars.length > TOAST_MAX_CHARS ? `${chars.slice(0, TOAST_CUT_CHARS).join('')}...` : text;
}

// When a reviewed question comes back, in words (docs/learning.md#schedule): Intl's relative time in
// the page's language, 'in 10 minutes', 'tomorrow', 'in 17 days'.
import { currentLocale } from '../i18n/format';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** The time from `now` to `due` as Intl says it in the page's language; at least a minute ahead. */
export function timeUntil(due: string, now: Date): string {
  const ms = Math.max(minute, Date.parse(due) - now.getTime());
  const format = new Intl.RelativeTimeFormat(currentLocale(), { numeric: 'auto' });
  // Rounded before the unit is chosen: a day less the moment it took to show it is still 'tomorrow'.
  const minutes = Math.round(ms / minute);
  if (minutes < 60) return format.format(minutes, 'minute');
  const hours = Math.round(ms / hour);
  if (hours < 24) return format.format(hours, 'hour');
  return format.format(Math.round(ms / day), 'day');
}

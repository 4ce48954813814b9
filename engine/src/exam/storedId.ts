// An id as the device kept it or another tab sent it (docs/exam.md#offline): ids are the server's
// integers, but versions before issue 30 typed them `number | string`, may have stored one as a
// string ("42"), and named a chosen option `optionId`. An exam in progress never loses an answer to
// that: such a record is read back with numbers, its choice as `option`.
import * as v from 'valibot';

/** A stored id: an integer, or an older version's string of digits, read as the integer it names. */
export const storedId = v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))]);

/** A stored choice's fields with its option: `option`, or `optionId` as older versions named it; null is none. */
export function storedChoice<const T extends v.ObjectEntries>(entries: T) {
  return v.pipe(
    v.object({ ...entries, option: v.optional(v.nullable(storedId)), optionId: v.optional(v.nullable(storedId)) }),
    v.check((read) => read.option !== undefined || read.optionId !== undefined),
    v.transform(({ option, optionId, ...rest }) => ({ ...rest, option: option === undefined ? (optionId ?? null) : option })),
  );
}

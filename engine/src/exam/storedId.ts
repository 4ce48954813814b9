// An id as the device kept it (docs/exam.md#offline): ids are the server's integers, but versions
// before issue 30 typed them `number | string` and may have stored one as a string ("42"). An exam
// in progress never loses an answer to that: such a record is read back with numbers.
import * as v from 'valibot';

/** A stored id: an integer, or an older version's string of digits, read as the integer it names. */
export const storedId = v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))]);

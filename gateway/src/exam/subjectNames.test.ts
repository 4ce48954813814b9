// The gateway's kept subject names (issue 18): loaded once, kept for the cached-read lifetime
// (docs/api.md#caching), loaded again when stale or when a subject is not among them.
import { expect, it } from 'vitest';
import { subjectNames } from './subjectNames';

const subject = (id: number, name: string) => ({ id, name, grade: 'HSC', grade_id: 1, questions_available: 10 });

it('loads the list once for many names, again after its lifetime, and again for a subject it lacks', async () => {
  let clock = 0;
  let loads = 0;
  let list = [subject(1, 'Physics'), subject(2, 'Chemistry')];
  const load = async () => {
    loads += 1;
    return list;
  };
  const names = subjectNames(600_000, () => clock);
  // Two requests that miss together share one load.
  expect(await Promise.all([names.nameOf(1, load), names.nameOf(2, load)])).toEqual(['Physics', 'Chemistry']);
  expect(loads).toBe(1);
  clock = 600_000;
  expect(await names.nameOf(2, load)).toBe('Chemistry');
  expect(loads).toBe(1);
  list = [subject(1, 'Physics'), subject(2, 'Chemistry'), subject(3, 'Biology')];
  expect(await names.nameOf(3, load)).toBe('Biology');
  expect(loads).toBe(2);
  list = [subject(1, 'Higher Physics'), subject(2, 'Chemistry'), subject(3, 'Biology')];
  clock += 600_001;
  expect(await names.nameOf(1, load)).toBe('Higher Physics');
  expect(loads).toBe(3);
  // A subject that no longer exists has no name; the caller says so its own way.
  expect(await names.nameOf(9, load)).toBeUndefined();
});

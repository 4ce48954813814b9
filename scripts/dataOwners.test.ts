// Holds the rule of docs/architecture.md#web over the web source: no screen copies a query's
// result into a machine (./dataOwners.ts says how a copy is found).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { copiesIn, queryCopies, webSources } from './dataOwners';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the web source', () => {
  const files = webSources(root);

  it('is read whole, screens included and generated code left out', () => {
    expect(files).toContain('web/src/practice/model/ModelTestScreen.tsx');
    expect(files).toContain('web/src/practice/flashcard/FlashcardSetupScreen.tsx');
    expect(files.some((file) => file.includes('/generated/'))).toBe(false);
  });

  it('copies no query result into a machine: the machine loads it through an invoked actor', () => {
    const found = copiesIn(root, files).map(({ file, line, what }) => `${file}:${line}: ${what}`);
    expect(found).toEqual([]);
  });
});

describe('the check', () => {
  it('finds an effect that sends a query result to an actor, however it was derived', () => {
    const source = `
      export function View({ actor }) {
        const [{ data, fetching, error }, reload] = useQuery({ query: TemplatesDocument });
        const templates = useMemo(() => (data === undefined ? null : templatesOf(data)), [data]);
        useEffect(() => {
          if (templates !== null) actor.send({ type: 'TEMPLATES', templates });
        }, [actor, templates]);
      }`;
    expect(queryCopies(source, 'View.tsx')).toEqual([{ file: 'View.tsx', line: 5, what: 'a useEffect sends query data to an actor' }]);
  });

  it('finds one through a property of the result, and a ref kept for an actor to read', () => {
    const source = `
      const [subjects] = useQuery({ query: SubjectsDocument });
      const all = subjects.data?.subjects;
      useEffect(() => {
        if (all !== undefined) actor.send({ type: 'OPTIONS', options: all });
      }, [actor, all]);
      names.current = new Map((subjects.data?.subjects ?? []).map((s) => [s.id, s.name]));`;
    expect(queryCopies(source).map((copy) => copy.what)).toEqual(['a useEffect sends query data to an actor', 'a ref holds query data']);
  });

  it('lets an effect send events that do not come from a query, and a query rendered as a list', () => {
    const source = `
      const [{ data }] = useQuery({ query: HistoryDocument });
      useEffect(() => {
        const onKey = (event) => actor.send({ type: 'NEXT' });
        window.addEventListener('keydown', onKey);
        return () => window.removeEventListener('keydown', onKey);
      }, [actor]);
      useEffect(() => {
        if (data !== undefined) document.title = data.title; // actor.send(data) in a comment proves nothing
      }, [data]);
      return <List rows={data?.rows ?? []} />;`;
    expect(queryCopies(source)).toEqual([]);
  });
});

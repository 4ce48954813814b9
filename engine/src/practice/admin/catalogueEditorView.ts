// docs/content.md#catalogue: what the Admin's catalogue page shows in any state of
// catalogueEditorMachine: the grades, then the opened grade's subjects, the opened subject's topics
// and the opened topic's subtopics, each entry with its Bengali twin and what uses it; or the name
// form. Every line in the page's words, every number through Intl (docs/i18n.md#numbers).
import { fillIn } from '../../commerce/messages';
import { formatMoney } from '../../commerce/packages';
import { catalogueAdminMessages as m } from './messages';
import { entriesOf, type CatalogueEditorSnapshot, type CatalogueEntry, type CatalogueKind } from './catalogueEditorMachine';

export type CatalogueEntryView = {
  kind: CatalogueKind;
  id: number;
  name: string;
  bengali: string | null;
  /** '120 questions', 'in 3 exam templates', 'Price 50 BDT', 'Offered'. */
  facts: string[];
  open: boolean;
  /** Subjects only: whether it is offered now (its button says the other). */
  offered: boolean | null;
  /** Each button's accessible name, with the entry's name ('Delete Physics'). */
  labels: { open: string; rename: string; offer: string; delete: string };
};

export type CatalogueLevelView = {
  kind: CatalogueKind;
  heading: string;
  /** 'Subjects of HSC'; 'Grades' for the first level. */
  title: string;
  add: string;
  entries: CatalogueEntryView[];
  /** 'Nothing here yet.' for a level without entries. */
  empty: string | null;
};

export type CatalogueFormView = { title: string; name: string; bengali: string; problem: string | null; refusal: string | null; saving: boolean };

export type CatalogueEditorView =
  | { screen: 'loading'; label: string }
  | { screen: 'failed'; message: string }
  | { screen: 'empty'; message: string; add: string }
  | { screen: 'page'; levels: CatalogueLevelView[]; notice: string | null; refusal: string | null; busy: boolean; pricesNote: string }
  | { screen: 'form'; form: CatalogueFormView };

const addOf: Record<CatalogueKind, string> = { grade: m.addGrade, subject: m.addSubject, topic: m.addTopic, subtopic: m.addSubtopic };
const headingOf: Record<CatalogueKind, string> = { grade: m.grades, subject: m.subjects, topic: m.topics, subtopic: m.subtopics };

export function catalogueEditorView(snapshot: CatalogueEditorSnapshot): CatalogueEditorView {
  const { data, loadError, path, draft, problem, refusal, done } = snapshot.context;
  if (snapshot.matches('loadFailed')) return { screen: 'failed', message: loadError ?? m.catalogueLoadFailed };
  if (data === null || snapshot.matches('loading')) return { screen: 'loading', label: m.catalogueLoading };
  const formShown = snapshot.matches({ ready: 'editing' }) || snapshot.matches({ ready: 'invalid' }) || snapshot.matches({ ready: 'saving' });
  if (formShown && draft !== null) {
    const kind = m.kinds[draft.kind];
    const original = entriesOf(data, draft.kind).find((e) => e.id === draft.id);
    return {
      screen: 'form',
      form: {
        title: original === undefined ? fillIn(m.newEntry, { kind }) : fillIn(m.renameEntry, { name: original.name }),
        name: draft.name,
        bengali: draft.bengali,
        problem,
        refusal,
        saving: snapshot.matches({ ready: 'saving' }),
      },
    };
  }
  if (data.grades.length === 0) return { screen: 'empty', message: m.catalogueEmpty, add: m.addGrade };
  const nameOf = (kind: CatalogueKind, id: number | null) => entriesOf(data, kind).find((e) => e.id === id)?.name ?? null;
  const level = (kind: CatalogueKind, parent: number | null, parentKind: CatalogueKind | null): CatalogueLevelView => {
    const entries = entriesOf(data, kind).filter((e) => e.parent === parent);
    return {
      kind,
      heading: headingOf[kind],
      title: parentKind === null ? headingOf[kind] : fillIn(m.levelOf, { level: headingOf[kind], parent: nameOf(parentKind, parent) ?? '' }),
      add: addOf[kind],
      entries: entries.map(entryViewOf),
      empty: entries.length === 0 ? m.noChildren : null,
    };
  };
  const levels = [level('grade', null, null)];
  if (path.grade !== null) levels.push(level('subject', path.grade, 'grade'));
  if (path.subject !== null) levels.push(level('topic', path.subject, 'subject'));
  if (path.topic !== null) levels.push(level('subtopic', path.topic, 'topic'));
  return {
    screen: 'page',
    levels,
    notice: snapshot.matches({ ready: 'saved' }) ? (done === 'deleted' ? m.deleted : m.saved) : null,
    refusal,
    busy: snapshot.matches({ ready: 'changing' }),
    pricesNote: m.editPrices,
  };
}

function entryViewOf(entry: CatalogueEntry): CatalogueEntryView {
  const facts = [fillIn(m.questionCount, { count: entry.questions })];
  if (entry.kind === 'subject') {
    if (entry.templates > 0) facts.push(fillIn(m.templateCount, { count: entry.templates }));
    facts.push(entry.price_poisha === null || entry.price_poisha === 0 ? m.noPrice : fillIn(m.price, { price: formatMoney(entry.price_poisha / 100) }));
    facts.push(entry.offered === true ? m.offered : m.retired);
  }
  const name = { name: entry.name };
  return {
    kind: entry.kind,
    id: entry.id,
    name: entry.name,
    bengali: entry.bengali,
    facts,
    open: entry.kind !== 'subtopic',
    offered: entry.kind === 'subject' ? entry.offered === true : null,
    labels: {
      open: fillIn(m.openNamed, name),
      rename: fillIn(m.renameNamed, name),
      offer: fillIn(entry.offered === true ? m.retireNamed : m.offerNamed, name),
      delete: fillIn(m.deleteNamed, name),
    },
  };
}

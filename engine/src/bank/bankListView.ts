// docs/content.md#bank-list: what the question bank's list shows in any state of bankListMachine,
// every line in the page's words and every number through Intl; the web, the gallery and the tests
// read the list through this alone.
import { fillIn } from '../commerce/messages';
import { optionLetter } from '../exam/optionLabels';
import { formatNumber } from '../i18n/format';
import { qualityFlags } from '../quality/itemAnalysis';
import type { BankLanguage } from './bankDraft';
import type { BankPlace } from './bankEditorMachine';
import type { BankListFilter, BankListSnapshot } from './bankListMachine';
import { bankEditorMessages as m } from './editorMessages';

export type BankFilterView = {
  filter: BankListFilter['filter'];
  label: string;
  /** The chosen choice's id as text, '' for any. */
  value: string;
  choices: Array<{ id: string; name: string }>;
};

export type BankRowView = {
  id: number;
  text: string;
  /** The language of its text (docs/i18n.md#questions). */
  language: BankLanguage;
  place: string;
  status: string;
  draft: boolean;
  facts: string[];
  flags: string[];
  edit: string;
};

export type BankListView =
  | { screen: 'loading'; label: string }
  | { screen: 'failed'; message: string; retry: string }
  | {
      screen: 'list';
      heading: string;
      newQuestion: string;
      busy: boolean;
      refusal: string | null;
      search: { label: string; hint: string; value: string; button: string };
      filters: BankFilterView[];
      found: string;
      rows: BankRowView[];
      empty: string | null;
      /** Null when every question fits on one page. */
      pages: { label: string; page: number; total: number; size: number } | null;
    };

const anyChoice = () => ({ id: '', name: m.noFilter });
const placeChoices = (places: readonly BankPlace[], parent: number | null | 'all') => [
  anyChoice(),
  ...places.filter((p) => parent === 'all' || p.parent === parent).map((p) => ({ id: String(p.id), name: p.name })),
];

export function bankListView(snapshot: BankListSnapshot): BankListView {
  const { data, places, query, loadError, refusal } = snapshot.context;
  if (snapshot.matches('loadFailed')) return { screen: 'failed', message: loadError ?? m.loadFailed, retry: m.retry };
  if (data === null || places === null || snapshot.matches('loading')) return { screen: 'loading', label: m.loading };
  const pages = Math.max(1, Math.ceil(data.count / data.page_size));
  const filtering = query.search !== '' || [query.subject, query.topic, query.subtopic, query.status, query.difficulty, query.flag].some((v) => v !== null);
  return {
    screen: 'list',
    heading: m.heading,
    newQuestion: m.newQuestion,
    busy: snapshot.matches({ ready: 'refreshing' }),
    refusal,
    search: { label: m.searchLabel, hint: m.searchHint, value: query.search, button: m.searchButton },
    filters: [
      { filter: 'subject', label: m.subjectLabel, value: query.subject === null ? '' : String(query.subject), choices: placeChoices(places.subjects, 'all') },
      { filter: 'topic', label: m.topicLabel, value: query.topic === null ? '' : String(query.topic), choices: query.subject === null ? [anyChoice()] : placeChoices(places.topics, query.subject) },
      { filter: 'subtopic', label: m.subtopicLabel, value: query.subtopic === null ? '' : String(query.subtopic), choices: query.topic === null ? [anyChoice()] : placeChoices(places.subtopics, query.topic) },
      { filter: 'status', label: m.statusLabel, value: query.status ?? '', choices: [anyChoice(), ...(['draft', 'published', 'retired'] as const).map((id) => ({ id, name: m.statuses[id] }))] },
      { filter: 'difficulty', label: m.difficultyLabel, value: query.difficulty ?? '', choices: [anyChoice(), ...(['easy', 'medium', 'hard', 'unrated'] as const).map((id) => ({ id, name: m.difficulties[id] }))] },
      { filter: 'flag', label: m.flagLabel, value: query.flag ?? '', choices: [anyChoice(), ...qualityFlags.map((id) => ({ id, name: m.flags[id] }))] },
    ],
    found: fillIn(m.found, { count: formatNumber(data.count) }),
    rows: data.results.map((q) => ({
      id: q.id,
      text: q.text,
      language: q.language,
      place: fillIn(m.place, { subject: q.subject, topic: q.topic, subtopic: q.subtopic }),
      status: m.statuses[q.status],
      draft: q.status === 'draft',
      facts: [
        fillIn(m.versionOf, { version: formatNumber(q.version) }),
        fillIn(m.answerIs, { letter: optionLetter(q.answer) }),
        q.has_twin ? m.withTwin : m.languageNames[q.language],
        m.difficulties[q.difficulty],
      ],
      flags: q.flags.map((flag) => m.flags[flag]),
      edit: m.edit,
    })),
    empty: data.results.length > 0 ? null : filtering ? m.noMatch : m.noQuestions,
    pages: data.count > data.page_size ? { label: fillIn(m.pageOf, { page: formatNumber(data.page), pages: formatNumber(pages) }), page: data.page, total: data.count, size: data.page_size } : null,
  };
}

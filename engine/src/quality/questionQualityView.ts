// docs/content.md#admin-page: what the Admin's question-quality page shows in any state of
// questionQualityMachine, every line in the page's words and every number through Intl
// (docs/i18n.md#numbers); the web, the gallery and the model test read the page through this alone.
import { writtenWords, type WrittenWords } from '../i18n/script';
import { fillIn } from '../commerce/messages';
import { optionLetter } from '../exam/optionLabels';
import { formatNumber } from '../i18n/format';
import { formatDhakaDateTime } from '../shell/time';
import { qualityFlags } from './itemAnalysis';
import { qualityMessages as m } from './messages';
import type { QualityFilter, QuestionQualitySnapshot, QuestionStatisticsEntry } from './questionQualityMachine';

/** One question's card: where it is from, its text, its figures, its choices and its flags. */
export type QuestionCardView = {
  id: number;
  title: string;
  text: string;
  /** The language of its text, for the page to mark (docs/i18n.md#questions). */
  language: 'en' | 'bn';
  facts: Array<{ label: string; value: string }>;
  choices: string[];
  flags: string[];
  /** '2 open reports', or null without any. */
  reports: string | null;
};

/** Words a learner wrote, and the language their script says. */
export type LearnerWords = WrittenWords;

export type ReportCardView = {
  id: number;
  reason: string;
  text: LearnerWords;
  /** 'Reported by {name} on {date}': the words around the learner's name, and the name. */
  by: { before: string; name: LearnerWords; after: string };
  question: QuestionCardView;
  resolving: boolean;
};

export type QuestionQualityView =
  | { screen: 'loading'; label: string }
  | { screen: 'failed'; message: string }
  | {
      screen: 'page';
      /** A newer page, or a resolve, is under way. */
      busy: boolean;
      refusal: string | null;
      filter: QualityFilter;
      filters: Array<{ id: QualityFilter; name: string }>;
      reports: ReportCardView[];
      /** 'No open reports.' when the queue has none. */
      noReports: string | null;
      questions: QuestionCardView[];
      /** Why no question shows: none answered yet, or none with this flag. */
      noQuestions: string | null;
      page: number;
      count: number;
      pageSize: number;
    };

/** The filter's choices: every question, the reported ones, then each flag (docs/content.md#flags). */
export const qualityFilters: ReadonlyArray<{ id: QualityFilter; name: string }> = [
  { id: 'all', name: m.filterAll },
  { id: 'reported', name: m.filterReported },
  ...qualityFlags.map((flag) => ({ id: flag, name: m.flags[flag] })),
];

export function questionQualityView(snapshot: QuestionQualitySnapshot): QuestionQualityView {
  const { data, loadError, refusal, filter, resolving } = snapshot.context;
  if (snapshot.matches('loadFailed')) return { screen: 'failed', message: loadError ?? m.loadFailed };
  if (data === null || snapshot.matches('loading')) return { screen: 'loading', label: m.loading };
  const open = data.reports.results.filter((report) => report.resolved_at === null);
  const { questions } = data;
  return {
    screen: 'page',
    busy: !snapshot.matches({ ready: 'shown' }),
    refusal,
    filter,
    filters: [...qualityFilters],
    reports: open.map((report) => ({
      id: report.id,
      reason: m.reasons[report.reason],
      text: wordsOf(report.text),
      by: byLineOf(report.reporter, report.created_at),
      question: questionCardOf(report.statistics),
      resolving: resolving === report.id,
    })),
    noReports: open.length === 0 ? m.noReports : null,
    questions: questions.results.map(questionCardOf),
    noQuestions: questions.results.length > 0 ? null : filter === 'all' ? m.noQuestions : m.noMatch,
    page: questions.page,
    count: questions.count,
    pageSize: questions.page_size,
  };
}

export function questionCardOf(stats: QuestionStatisticsEntry): QuestionCardView {
  const none = m.noValue;
  return {
    id: stats.question,
    title: fillIn(m.questionOf, { id: stats.question, subject: stats.subject, topic: stats.topic }),
    text: stats.text,
    language: stats.language,
    facts: [
      { label: m.attempts, value: formatNumber(stats.attempts) },
      { label: m.facility, value: stats.facility === null ? none : formatNumber(stats.facility / 100, { style: 'percent', maximumFractionDigits: 0 }) },
      {
        label: m.discrimination,
        value: stats.discrimination === null ? none : formatNumber(stats.discrimination, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      },
      {
        label: m.medianTime,
        value: stats.median_time_ms === null ? none : fillIn(m.seconds, { seconds: formatNumber(stats.median_time_ms / 1000, { maximumFractionDigits: 1 }) }),
      },
    ],
    choices: [
      ...stats.options.map((option) =>
        fillIn(option.is_answer ? m.keyChosen : m.optionChosen, { letter: optionLetter(option.position), count: formatNumber(option.chosen) }),
      ),
      fillIn(m.blanks, { count: formatNumber(stats.blanks) }),
    ],
    flags: stats.flags.map((flag) => m.flags[flag]),
    reports: stats.open_reports === 0 ? null : fillIn(m.openReports, { count: formatNumber(stats.open_reports) }),
  };
}

/** 'Reported by {name} on {date}' split around the name, which keeps its own language. */
function byLineOf(name: string, createdAt: string): ReportCardView['by'] {
  const [before = '', after = ''] = fillIn(m.reportedBy, { date: formatDhakaDateTime(createdAt) }).split('{name}');
  return { before, name: wordsOf(name), after };
}

/** A learner's words are Bengali when written in the Bengali script, else English. */
function wordsOf(text: string): LearnerWords {
  return writtenWords(text);
}

// Item analysis over the database (docs/content.md#item-analysis): SQL sums every question's sittings
// in finished exams (the item score against the rest of that exam's right answers), the chosen
// options and the median time; the engine's rules (engine/src/quality/itemAnalysis.ts) turn the sums
// into the indices and the flags.
import {
  blanksOf,
  discriminationIndex,
  facilityIndex,
  itemFlags,
  type ItemSums,
  type LanguageSplit,
  type OptionCount,
  type QualityFlag,
} from '@proshno/engine';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rowsOf } from '../db/prepared';
import type { StoredPart } from '../db/practiceSchema';
import type { JsonResponse } from '../http/route';

export type QuestionStatistics = JsonResponse<'adminQuestionAnalysis', 200>['results'][number];
type Labels = 'text' | 'language' | 'subject' | 'topic';

/** docs/content.md#admin-page: questions and reports a page. */
export const QUALITY_PAGE_SIZE = 20;
/** The characters of a question's text the page shows. */
const SHORT_TEXT = 140;

type SumsRow = {
  question_id: number;
  attempts: number;
  right: number;
  rest: number;
  rest_squares: number;
  right_rest: number;
  median_ms: number | null;
  /** Null for a question without a twin; else the sittings shown the twin, and those right. */
  twin_attempts: number | null;
  twin_right: number | null;
};
type OptionRow = { question_id: number; position: number; is_answer: boolean; chosen: number };

/**
 * Which questions to analyse: a subject's, or only these (a page of the bank list, the report
 * queue's), or every one. Only the finished exams that met such a question are read, each whole:
 * a sitting's rest of the test is its exam's other answers, of any subject.
 */
export type AnalysisScope = { subject: number | null } | { questions: readonly number[] };

/** The statistics of every question in scope met in a finished exam or with an open report, without their texts. */
export async function analysedQuestions(db: Db, scope: AnalysisScope): Promise<Map<number, Omit<QuestionStatistics, Labels>>> {
  if ('questions' in scope && scope.questions.length === 0) return new Map();
  const ids = 'questions' in scope ? sql.param([...scope.questions]) : null;
  const subject = 'subject' in scope ? scope.subject : null;
  const inScope = ids !== null ? sql`AND q.id = ANY(${ids}::int[])` : subject === null ? sql`` : sql`AND q.subject_id = ${subject}`;
  // The exams to read (by exam_questions' question index, migration 0028): those that met a question in scope.
  const metInScope =
    ids !== null
      ? sql`AND eq.exam_id IN (SELECT exam_id FROM exam_questions WHERE question_id = ANY(${ids}::int[]))`
      : subject === null
        ? sql``
        : sql`AND eq.exam_id IN (SELECT m.exam_id FROM exam_questions m JOIN questions mq ON mq.id = m.question_id WHERE mq.subject_id = ${subject})`;
  // The item score x of a sitting is 1 when its chosen option is the key; the rest of the test is
  // that exam's right answers other than this one (Moodle's "rest of the test"). `twin` is whether
  // the sitting was shown the question's twin: the exam's version, else its learner's, is not the
  // question's language and a twin exists (docs/i18n.md#questions; docs/content.md#flags).
  const sittings = sql`
    sittings AS (
      SELECT eq.exam_id, eq.question_id, ea.option_id, ea.time_spent_ms,
             CASE WHEN o.is_answer THEN 1 ELSE 0 END AS x,
             (sq.twin_question_data IS NOT NULL AND COALESCE(e.version, u.question_version) <> sq.language) AS twin,
             (sq.twin_question_data IS NOT NULL) AS has_twin
      FROM exam_questions eq
      JOIN exams e ON e.id = eq.exam_id AND e.status = 'finished'
      JOIN users u ON u.id = e.user_id
      JOIN questions sq ON sq.id = eq.question_id
      LEFT JOIN exam_answers ea ON ea.exam_id = eq.exam_id AND ea.question_id = eq.question_id
      LEFT JOIN options o ON o.id = ea.option_id
      WHERE true ${metInScope}
    ),
    totals AS (SELECT exam_id, SUM(x) AS total FROM sittings GROUP BY exam_id)`;
  const [sumRows, optionRows, reportRows] = await Promise.all([
    db.execute(sql`WITH ${sittings}
      SELECT s.question_id,
             COUNT(*)::int AS attempts,
             SUM(s.x)::int AS right,
             SUM(t.total - s.x)::float8 AS rest,
             SUM((t.total - s.x) * (t.total - s.x))::float8 AS rest_squares,
             SUM(s.x * (t.total - s.x))::float8 AS right_rest,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY s.time_spent_ms)::float8 AS median_ms,
             CASE WHEN bool_or(s.has_twin) THEN COUNT(*) FILTER (WHERE s.twin) END::int AS twin_attempts,
             CASE WHEN bool_or(s.has_twin) THEN COALESCE(SUM(s.x) FILTER (WHERE s.twin), 0) END::int AS twin_right
      FROM sittings s JOIN totals t ON t.exam_id = s.exam_id
      JOIN questions q ON q.id = s.question_id ${inScope}
      GROUP BY s.question_id`),
    db.execute(sql`WITH ${sittings},
      chosen AS (SELECT option_id, COUNT(*) AS n FROM sittings WHERE option_id IS NOT NULL GROUP BY option_id)
      SELECT o.question_id, o.position, o.is_answer, COALESCE(c.n, 0)::int AS chosen
      FROM options o
      JOIN questions q ON q.id = o.question_id ${inScope}
      LEFT JOIN chosen c ON c.option_id = o.id
      WHERE o.question_id IN (SELECT question_id FROM sittings) OR o.question_id IN (SELECT question_id FROM question_reports WHERE resolved_at IS NULL)
      ORDER BY o.question_id, o.position`),
    db.execute(sql`SELECT r.question_id, COUNT(*)::int AS open FROM question_reports r
      JOIN questions q ON q.id = r.question_id ${inScope}
      WHERE r.resolved_at IS NULL GROUP BY r.question_id`),
  ]);
  const sums = new Map(rowsOf<SumsRow>(sumRows).map((row) => [Number(row.question_id), row]));
  const options = new Map<number, OptionCount[]>();
  for (const row of rowsOf<OptionRow>(optionRows)) {
    const id = Number(row.question_id);
    options.set(id, [...(options.get(id) ?? []), { position: Number(row.position), isAnswer: row.is_answer, chosen: Number(row.chosen) }]);
  }
  const reports = new Map(rowsOf<{ question_id: number; open: number }>(reportRows).map((row) => [Number(row.question_id), Number(row.open)]));
  const analysed = new Set([...sums.keys(), ...reports.keys()]);
  return new Map(
    [...analysed].map((id) => {
      const row = sums.get(id);
      const itemSums: ItemSums = {
        attempts: Number(row?.attempts ?? 0),
        right: Number(row?.right ?? 0),
        rest: Number(row?.rest ?? 0),
        restSquares: Number(row?.rest_squares ?? 0),
        rightRest: Number(row?.right_rest ?? 0),
      };
      const counts = options.get(id) ?? [];
      return [
        id,
        {
          question: id,
          attempts: itemSums.attempts,
          facility: facilityIndex(itemSums),
          discrimination: discriminationIndex(itemSums),
          options: counts.map((o) => ({ position: o.position, is_answer: o.isAnswer, chosen: o.chosen })),
          blanks: blanksOf(itemSums, counts),
          median_time_ms: row?.median_ms === null || row?.median_ms === undefined ? null : Number(row.median_ms),
          flags: itemFlags(itemSums, counts, languageSplitOf(itemSums, row)),
          open_reports: reports.get(id) ?? 0,
        },
      ] as const;
    }),
  );
}

/** docs/content.md#admin-page: reported first, then flagged (more flags first), then the most attempted. */
export function qualityOrder(a: { open_reports: number; flags: readonly QualityFlag[]; attempts: number; question: number }, b: typeof a): number {
  return b.open_reports - a.open_reports || b.flags.length - a.flags.length || b.attempts - a.attempts || a.question - b.question;
}

/** The questions' short texts and their subject and topic names. */
export async function questionLabels(db: Db, ids: readonly number[]): Promise<Map<number, Pick<QuestionStatistics, Labels>>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ id: number; question_data: StoredPart[] | string; language: 'en' | 'bn'; subject: string; topic: string }>(
    await db.execute(sql`SELECT q.id, q.question_data, q.language, s.name AS subject, t.name AS topic
      FROM questions q JOIN subjects s ON s.id = q.subject_id JOIN topics t ON t.id = q.topic_id
      WHERE q.id = ANY(${sql.param([...ids])}::int[])`),
  );
  return new Map(rows.map((row) => [Number(row.id), { text: shortText(row.question_data), language: row.language, subject: row.subject, topic: row.topic }]));
}

/** Statistics with their labels, in the order of `ids`; a question without sittings has empty ones. */
export async function labelled(db: Db, ids: readonly number[], stats: ReadonlyMap<number, Omit<QuestionStatistics, Labels>>): Promise<QuestionStatistics[]> {
  const labels = await questionLabels(db, ids);
  return ids.flatMap((id) => {
    const stat = stats.get(id) ?? withoutSittings(id);
    const label = labels.get(id);
    return label === undefined ? [] : [{ ...stat, ...label }];
  });
}

function withoutSittings(question: number): Omit<QuestionStatistics, Labels> {
  return { question, attempts: 0, facility: null, discrimination: null, options: [], blanks: 0, median_time_ms: null, flags: [], open_reports: 0 };
}

/** The question's first text parts, cut to SHORT_TEXT characters. */
function shortText(data: StoredPart[] | string): string {
  const parts = typeof data === 'string' ? (JSON.parse(data) as StoredPart[]) : data;
  const text = parts
    .filter((part) => part.type !== 'image')
    .map((part) => part.data)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > SHORT_TEXT ? `${text.slice(0, SHORT_TEXT - 1)}…` : text;
}

/** The sittings in the question's own language and in its twin's; null without a twin. */
function languageSplitOf(sums: ItemSums, row: SumsRow | undefined): LanguageSplit | null {
  if (row?.twin_attempts === null || row?.twin_attempts === undefined) return null;
  const twin = { attempts: Number(row.twin_attempts), right: Number(row.twin_right ?? 0) };
  return { own: { attempts: sums.attempts - twin.attempts, right: sums.right - twin.right }, twin };
}

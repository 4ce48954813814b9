// The history list (docs/progress.md#history-list): Exam Type (title), Total Questions, Mark (the score), Accuracy,
// Status (Finished or Unattempted) and Exam Time (updated_at, in Dhaka). A scheduled exam that has
// not begun says Scheduled, at its start time: it is not yet unattempted. One still running says In
// progress and is resumed from its row (docs/progress.md#in-progress).
import { examTypeName } from '../exam/header';
import { accuracyText, formatScore } from '../exam/score';
import { formatDhakaDateTime } from '../shell/time';
import { progressMessages as m } from './messages';

/** GET /api/exam/v1/exam-history/ (docs/api.md#shape-history-row). */
export type HistoryRow = {
  id: number;
  title: string;
  total_question: number;
  right: number;
  wrong: number;
  /** The server's score by the engine's scoreOf (docs/exam.md#one-definition); 0 before the exam finishes. */
  score: number;
  status: string;
  updated_at: string;
  /** The start of a scheduled exam that has not begun (the api compares it with its clock). */
  scheduled_start?: string | null;
  /** The exam runs: started, not finished, its time and grace not over (the api compares with its clock). */
  in_progress?: boolean;
};

/** `resume`: the row's action reopens the running exam instead of its review (docs/progress.md#in-progress). */
export type HistoryRowView = { id: number; title: string; total: number; mark: string; accuracy: string; status: string; time: string; resume: boolean };

/** 'finished' shows Finished; anything else (a created exam) is Unattempted. */
export function historyStatusLabel(status: string): string {
  return status === 'finished' ? m.statusFinished : m.statusUnattempted;
}

export function historyRowView(row: HistoryRow): HistoryRowView {
  const upcoming = row.status !== 'finished' && typeof row.scheduled_start === 'string' ? row.scheduled_start : null;
  const running = row.status !== 'finished' && row.in_progress === true;
  return {
    id: row.id,
    title: examTypeName(row.title),
    total: row.total_question,
    mark: formatScore(row.score),
    accuracy: accuracyText(row),
    status: running ? m.statusInProgress : upcoming === null ? historyStatusLabel(row.status) : m.statusScheduled,
    time: formatDhakaDateTime(upcoming ?? row.updated_at),
    resume: running,
  };
}

import { expect, it } from 'vitest';
import { historyRowView, historyStatusLabel } from './history';

it('shows the score as the Mark, the accuracy over the answered questions with 2 decimals, N/A when none was answered, and the status words', () => {
  expect(historyRowView({ id: 7, title: 'Random Test', total_question: 15, right: 2, wrong: 3, score: 1.25, status: 'finished', updated_at: '2026-11-22T04:05:00Z' })).toEqual({
    id: 7,
    title: 'Random Test',
    total: 15,
    mark: '1.25',
    accuracy: '40.00%',
    status: 'Finished',
    time: '22/11/2026, 10:05 am',
    resume: false,
  });
  expect(historyRowView({ id: 8, title: 'Model Test', total_question: 5, right: 0, wrong: 0, score: 0, status: 'created', updated_at: '2026-11-22T04:05:00Z' }).accuracy).toBe('N/A');
  expect(historyStatusLabel('created')).toBe('Unattempted');
});

it('shows a scheduled exam that has not begun as Scheduled, at its start time', () => {
  const row = { id: 9, title: 'Random Test', total_question: 5, right: 0, wrong: 0, score: 0, status: 'created', updated_at: '2026-11-22T04:05:00Z', scheduled_start: '2026-11-25T03:00:00Z' };
  expect(historyRowView(row)).toMatchObject({ status: 'Scheduled', time: '25/11/2026, 9:00 am' });
  expect(historyRowView({ ...row, scheduled_start: null })).toMatchObject({ status: 'Unattempted', time: '22/11/2026, 10:05 am' });
});

it('shows a running exam as In progress, its row resuming it (docs/progress.md#in-progress)', () => {
  const row = { id: 9, title: 'Random Test', total_question: 5, right: 0, wrong: 0, score: 0, status: 'created', updated_at: '2026-11-22T04:05:00Z', scheduled_start: null, in_progress: true };
  expect(historyRowView(row)).toMatchObject({ status: 'In progress', resume: true });
  expect(historyRowView({ ...row, in_progress: false })).toMatchObject({ status: 'Unattempted', resume: false });
  expect(historyRowView({ ...row, status: 'finished' })).toMatchObject({ status: 'Finished', resume: false });
});

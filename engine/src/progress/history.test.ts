import { expect, it } from 'vitest';
import { historyRowView, historyStatusLabel } from './history';

it('shows accuracy with 2 decimals, N/A without questions, and the status words', () => {
  expect(historyRowView({ id: 7, title: 'Random Test', total_question: 3, right: 2, status: 'finished', updated_at: '2026-11-22T04:05:00Z' })).toEqual({
    id: 7,
    title: 'Random Test',
    total: 3,
    mark: 2,
    accuracy: '66.67%',
    status: 'Finished',
    time: '22/11/2026, 10:05 am',
  });
  expect(historyRowView({ id: 8, title: 'Model Test', total_question: 0, right: 0, status: 'created', updated_at: '2026-11-22T04:05:00Z' }).accuracy).toBe('N/A');
  expect(historyStatusLabel('created')).toBe('Unattempted');
});

// Fixed audit entries for the audit log tests and the gallery (docs/content.md#audit-page).
import type { AuditPage } from '../audit/auditLogMachine';

export const auditPage: AuditPage = {
  count: 3,
  page: 1,
  page_size: 50,
  results: [
    {
      id: 3,
      actor: { id: 1, email: 'admin@example.com' },
      action: 'contest.update',
      target: 'contest:12',
      beforeJson: JSON.stringify({ id: 12, title: 'Weekly Engineering Mock', startsAt: '2026-12-05T04:00:00.000Z', timeBreaksTies: false }),
      afterJson: JSON.stringify({ id: 12, title: 'সাপ্তাহিক মডেল টেস্ট', startsAt: '2026-12-05T04:00:00.000Z', timeBreaksTies: true }),
      at: '2026-12-02T04:15:00.000Z',
    },
    {
      id: 2,
      actor: { id: null, email: 'former.staff@example.com' },
      action: 'question_report.resolve',
      target: 'question_report:7',
      beforeJson: JSON.stringify({ id: 7, resolvedAt: null }),
      afterJson: JSON.stringify({ id: 7, resolvedAt: '2026-12-01T10:00:00.000Z' }),
      at: '2026-12-01T10:00:00.000Z',
    },
    {
      id: 1,
      actor: { id: 1, email: 'admin@example.com' },
      action: 'contest.create',
      target: 'contest:12',
      beforeJson: null,
      afterJson: JSON.stringify({ id: 12, title: 'Weekly Engineering Mock', questions: [4, 8, 15] }),
      at: '2026-12-01T09:00:00.000Z',
    },
  ],
};

export const emptyAuditPage: AuditPage = { count: 0, page: 1, page_size: 50, results: [] };

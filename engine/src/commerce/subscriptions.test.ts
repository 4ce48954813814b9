import { describe, expect, it } from 'vitest';
import { gradesOf, subjectsByGrade, subscriptionGroups } from './subscriptions';

const detail = (grade: string, subject: string) => ({ grade: { name: grade }, subject: { name: subject } });
const monthly = { id: 1, name: 'Premium Monthly' };
const custom = { id: 9, name: 'Custom Plan' };

describe('My Subscriptions (docs/commerce.md#subscriptions)', () => {
  it('groups by package in first-seen order, each group by subscription date', () => {
    const rows = [
      { id: 1, package: monthly, from_date: '2026-02-01T00:00:00Z', to_date: '2026-03-03T00:00:00Z', details: [] },
      { id: 2, package: custom, from_date: '2026-01-15T00:00:00Z', to_date: '2026-03-16T00:00:00Z', details: [] },
      { id: 3, package: monthly, from_date: '2026-01-02T00:00:00Z', to_date: '2026-02-01T00:00:00Z', details: [] },
    ];
    const groups = subscriptionGroups(rows);
    expect(groups.map((g) => g.package.name)).toEqual(['Premium Monthly', 'Custom Plan']);
    expect(groups[0]?.subscriptions.map((s) => s.id)).toEqual([3, 1]);
  });

  it('names each grade once and lists the subjects under their grade', () => {
    const row = { details: [detail('HSC', 'Physics'), detail('Admission', 'GK'), detail('HSC', 'Chemistry')] };
    expect(gradesOf(row)).toBe('HSC, Admission');
    expect(subjectsByGrade(row)).toEqual([
      { grade: 'HSC', subjects: ['Physics', 'Chemistry'] },
      { grade: 'Admission', subjects: ['GK'] },
    ]);
  });
});

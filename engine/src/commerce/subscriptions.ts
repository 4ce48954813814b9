// My Subscriptions (docs/commerce.md#subscriptions): the grid grouped by package, and what a Details dialog lists.

/** A subscription as GET /api/study-plan/v1/subscribed-packages/ returns it (docs/api.md#shape-subscription). */
export type SubscriptionRow = {
  id: number;
  package: { id: number; name: string };
  from_date: string;
  to_date: string;
  details: ReadonlyArray<{ grade: { name: string }; subject: { name: string } }>;
};

export type SubscriptionGroup<S extends SubscriptionRow> = {
  package: { id: number; name: string };
  subscriptions: S[];
};

/**
 * Groups in the order their package first appears (the server lists by expiry), each group's
 * subscriptions by subscription date, so a renewal sits under the subscription it extends.
 */
export function subscriptionGroups<S extends SubscriptionRow>(rows: readonly S[]): Array<SubscriptionGroup<S>> {
  const groups = new Map<number, SubscriptionGroup<S>>();
  for (const row of rows) {
    const group = groups.get(row.package.id) ?? { package: row.package, subscriptions: [] };
    group.subscriptions.push(row);
    groups.set(row.package.id, group);
  }
  return [...groups.values()].map((group) => ({
    ...group,
    subscriptions: [...group.subscriptions].sort((a, b) => Date.parse(a.from_date) - Date.parse(b.from_date)),
  }));
}

/** The grade column: every grade the subscription covers, once, in detail order. */
export function gradesOf(row: Pick<SubscriptionRow, 'details'>): string {
  return [...new Set(row.details.map((d) => d.grade.name))].join(', ');
}

/** The Details dialog: the included subjects under each grade. */
export function subjectsByGrade(row: Pick<SubscriptionRow, 'details'>): Array<{ grade: string; subjects: string[] }> {
  const byGrade = new Map<string, string[]>();
  for (const { grade, subject } of row.details) byGrade.set(grade.name, [...(byGrade.get(grade.name) ?? []), subject.name]);
  return [...byGrade.entries()].map(([grade, subjects]) => ({ grade, subjects }));
}

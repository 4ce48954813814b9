// The plan machine's actors against the gateway (./operations.graphql, docs/learning.md#plan).
import type { PlanData, PlanTarget } from '@proshno/engine';
import type { Client } from 'urql';
import { ClearPlanDocument, PlanDocument, SetPlanDocument, type PlanTargetFieldsFragment } from '../generated/graphql';
import { dataOf } from '../graphql/serverError';

export async function loadPlan(client: Client): Promise<PlanData> {
  const { plan, reviewsDueToday } = await dataOf(client.query(PlanDocument, {}, { requestPolicy: 'network-only' }).toPromise());
  return {
    target: plan.target == null ? null : targetOf(plan.target),
    today: plan.today,
    streak: { days: plan.streak.days, studiedToday: plan.streak.studied_today, paused: plan.streak.paused },
    dueToday: reviewsDueToday,
  };
}

export async function savePlan(client: Client, target: PlanTarget): Promise<PlanTarget> {
  const { setPlan } = await dataOf(
    client.mutation(SetPlanDocument, { name: target.name, examDate: target.examDate, dailyMinutes: target.dailyMinutes }).toPromise(),
  );
  return targetOf(setPlan);
}

export async function clearPlan(client: Client): Promise<void> {
  await dataOf(client.mutation(ClearPlanDocument, {}).toPromise());
}

function targetOf(target: PlanTargetFieldsFragment): PlanTarget {
  return { name: target.name, examDate: target.exam_date, dailyMinutes: target.daily_minutes };
}

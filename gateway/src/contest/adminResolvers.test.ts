// The admin's contest operations over GraphQL against the real api (docs/contest.md#admin):
// create from an active template, list, edit, registrations, export, cancel; a learner is refused.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accessOf, startLiveStack, type LiveStack } from '../liveStack';

let stack: LiveStack;
let admin: string;
let learner: string;
beforeAll(async () => {
  stack = await startLiveStack();
  admin = await accessOf(stack, 'admin@example.com', 'Admin#2026');
  learner = await accessOf(stack, 'learner@example.com', 'Learner#2026');
});
afterAll(async () => {
  await stack?.close();
});

const contestFields = 'id title status template exam_type start_time end_time duration total_question registered_count results_ready';
type Contest = { id: number; title: string; status: string; template: number; exam_type: number; start_time: string; end_time: string; duration: number; total_question: number; registered_count: number };

async function modelTestTemplate(): Promise<number> {
  const answer = await stack.graphql<{ examTemplates: Array<{ id: number; exam_Type: number }> }>('{ examTemplates { id exam_Type } }', {}, admin);
  const template = answer.data?.examTemplates.find((t) => t.exam_Type === 2);
  if (!template) throw new Error('the seed has no model test template');
  return template.id;
}

async function create(title: string, token: string) {
  const start_time = new Date(Date.now() + 24 * 3600_000).toISOString();
  return stack.graphql<{ createContest: Contest }>(
    `mutation($input: CreateContestInput!) { createContest(input: $input) { ${contestFields} } }`,
    { input: { template: await modelTestTemplate(), title, start_time } },
    token,
  );
}

it('creates a contest from a model test template, lists, edits and cancels it', async () => {
  const created = await create('Gateway weekly', admin);
  expect(created.errors).toBeUndefined();
  const contest = created.data?.createContest;
  expect(contest).toMatchObject({ title: 'Gateway weekly', status: 'upcoming', exam_type: 2, registered_count: 0 });
  if (!contest) return;
  expect(Date.parse(contest.end_time) - Date.parse(contest.start_time)).toBe(contest.duration * 1000);

  const listed = await stack.graphql<{ adminContests: Contest[] }>(`{ adminContests { ${contestFields} } }`, {}, admin);
  expect(listed.errors).toBeUndefined();
  expect(listed.data?.adminContests.find((c) => c.id === contest.id)?.title).toBe('Gateway weekly');

  const edited = await stack.graphql<{ editContest: Contest }>(
    `mutation($id: Int!, $input: EditContestInput!) { editContest(id: $id, input: $input) { ${contestFields} } }`,
    { id: contest.id, input: { title: 'Gateway weekly, moved' } },
    admin,
  );
  expect(edited.errors).toBeUndefined();
  expect(edited.data?.editContest).toMatchObject({ id: contest.id, title: 'Gateway weekly, moved', start_time: contest.start_time });

  const registrations = await stack.graphql<{ adminContestRegistrations: unknown[] }>(
    'query($id: Int!) { adminContestRegistrations(id: $id) { user full_name email registered_at joined } }',
    { id: contest.id },
    admin,
  );
  expect(registrations.errors).toBeUndefined();
  expect(registrations.data?.adminContestRegistrations).toEqual([]);

  const exported = await stack.graphql<{ adminContestExport: { filename: string; csv: string } }>(
    'query($id: Int!) { adminContestExport(id: $id) { filename csv } }',
    { id: contest.id },
    admin,
  );
  expect(exported.errors).toBeUndefined();
  // docs/contest.md#admin: before the results, the header only.
  expect(exported.data?.adminContestExport).toEqual({
    filename: `contest-${contest.id}-merit-list.csv`,
    csv: 'rank,full_name,email,score,percentile,time_used_seconds,right,wrong,not_answered\r\n',
  });

  const cancelled = await stack.graphql<{ cancelContest: Contest }>(
    `mutation($id: Int!) { cancelContest(id: $id) { ${contestFields} } }`,
    { id: contest.id },
    admin,
  );
  expect(cancelled.errors).toBeUndefined();
  expect(cancelled.data?.cancelContest).toMatchObject({ id: contest.id, status: 'cancelled' });

  const again = await stack.graphql(`mutation($id: Int!) { cancelContest(id: $id) { id } }`, { id: contest.id }, admin);
  expect(again.errors?.[0]?.extensions).toMatchObject({ status: 409 });
});

it('refuses a learner every admin operation with FORBIDDEN', async () => {
  const created = await create('Not mine to make', learner);
  expect(created.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  const listed = await stack.graphql('{ adminContests { id } }', {}, learner);
  expect(listed.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
});

it('refuses a start in the past with a 400', async () => {
  const answer = await stack.graphql(
    'mutation($input: CreateContestInput!) { createContest(input: $input) { id } }',
    { input: { template: await modelTestTemplate(), title: 'Yesterday', start_time: new Date(Date.now() - 3600_000).toISOString() } },
    admin,
  );
  expect(answer.errors?.[0]?.extensions).toMatchObject({ status: 400 });
});

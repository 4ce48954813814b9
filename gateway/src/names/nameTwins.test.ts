// The catalogue's names in the page's language (docs/i18n.md#names), through the real gateway and api:
// a Bengali page gets the Bengali twins, an English page and the REST contract keep English, a
// device's chosen language outweighs the browser's, units stay as they are sent back, and the list
// of twins is asked of REST once for many requests.
import { languageCookie } from '@proshno/engine';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accessOf, startLiveStack, type LiveStack } from '../liveStack';
import { nameTwinStore } from './nameTwins';

let stack: LiveStack;
let token: string;
beforeAll(async () => {
  stack = await startLiveStack();
  token = await accessOf(stack, 'learner@example.com', 'Learner#2026');
});
afterAll(async () => {
  await stack?.close();
});

type Catalogue = {
  subjects: Array<{ id: number; name: string; grade: string }>;
  packages: Array<{ name: string; descriptions: Array<{ data: string }> }>;
  examTemplates: Array<{ name: string; universities: Array<{ university: string; units: string[]; unit_labels: string[] }> }>;
};

const catalogueQuery = '{ subjects { id name grade } packages { name descriptions { data } } examTemplates { name universities { university units unit_labels } } }';

/** A query's data as the gateway answers a page with these headers (its language, its cookie). */
async function graphqlWith<Data>(headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}, bearer = token): Promise<Data> {
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}`, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data?: Data; errors?: unknown };
  if (answer.data === undefined) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

const catalogueIn = (headers: Record<string, string>) => graphqlWith<Catalogue>(headers, catalogueQuery);

it('names the catalogue in Bengali for a Bengali page and in English otherwise; units stay as they are asked for', async () => {
  stack.restCalls.length = 0;
  const english = await catalogueIn({ 'accept-language': 'en-GB,en;q=0.9' });
  expect(stack.restCalls.filter((call) => call.includes('/name-twins/'))).toEqual([]);
  const [bengali, again] = await Promise.all([
    catalogueIn({ 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' }),
    catalogueIn({ 'accept-language': 'bn' }),
  ]);
  expect(again).toEqual(bengali);
  // Two requests, many names: the twins asked of REST once.
  expect(stack.restCalls.filter((call) => call.includes('/name-twins/'))).toHaveLength(1);

  const physics = english.subjects.find((s) => s.name === 'Physics') ?? expect.fail('no Physics');
  expect(physics.grade).toBe('HSC');
  expect(bengali.subjects.find((s) => s.id === physics.id)).toMatchObject({ name: 'পদার্থবিজ্ঞান', grade: 'এইচএসসি' });
  expect(bengali.packages.find((p) => p.name === 'প্রিমিয়াম মাসিক')?.descriptions.map((d) => d.data)).toContain('৩০ দিনের জন্য সব বিষয়');
  const dhaka = bengali.examTemplates.flatMap((t) => t.universities).find((u) => u.university === 'ঢাকা বিশ্ববিদ্যালয়') ?? expect.fail('no Dhaka University');
  expect(dhaka.units).toEqual(['A', 'B', 'C']);
  // Each unit named as its university's papers name it: Dhaka's by its letters, Jahangirnagar's spelt out.
  expect(dhaka.unit_labels).toEqual(['ঢাকা বিশ্ববিদ্যালয় (ক ইউনিট)', 'ঢাকা বিশ্ববিদ্যালয় (খ ইউনিট)', 'ঢাকা বিশ্ববিদ্যালয় (গ ইউনিট)']);
  const jahangirnagar = bengali.examTemplates.flatMap((t) => t.universities).find((u) => u.university === 'জাহাঙ্গীরনগর বিশ্ববিদ্যালয়');
  expect(jahangirnagar?.unit_labels[0]).toBe('জাহাঙ্গীরনগর বিশ্ববিদ্যালয় (এ ইউনিট)');
  const englishDhaka = english.examTemplates.flatMap((t) => t.universities).find((u) => u.university === 'University of Dhaka');
  expect(englishDhaka?.unit_labels).toEqual(['University of Dhaka (A unit)', 'University of Dhaka (B unit)', 'University of Dhaka (C unit)']);
  // Every name of the starting catalogue has its twin: nothing in Latin letters is left.
  const bengaliNames = [
    ...bengali.subjects.flatMap((s) => [s.name, s.grade]),
    ...bengali.packages.flatMap((p) => [p.name, ...p.descriptions.map((d) => d.data)]),
    ...bengali.examTemplates.flatMap((t) => [t.name, ...t.universities.flatMap((u) => [u.university, ...u.unit_labels])]),
  ];
  expect(bengaliNames.filter((name) => /[A-Za-z]{2,}/.test(name.replace(/\(BUET\)|বুয়েট/g, '')))).toEqual([]);

  // The REST contract keeps English whatever the page.
  const rest = await fetch(`${stack.restUrl}/api/exam/v1/subject/`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'bn' } });
  expect(((await rest.json()) as Array<{ name: string }>).map((s) => s.name)).toContain('Physics');
});

it("names what the Admin's bank list, exam templates, transactions and subject prices show in Bengali for a Bengali page", async () => {
  const admin = await accessOf(stack, 'admin@example.com', 'Admin#2026');
  type Shown = {
    adminBankQuestions: { results: Array<{ subject: string; topic: string; subtopic: string }> };
    adminExamTemplates: Array<{ subjects: Array<{ name: string }> }>;
    adminTransactions: { results: Array<{ package: { name: string } }> };
    adminSubjectPrices: Array<{ subject: string; grade: string }>;
  };
  const shownIn = async (language: string): Promise<string[]> => {
    const { adminBankQuestions, adminExamTemplates, adminTransactions, adminSubjectPrices } = await graphqlWith<Shown>(
      { 'accept-language': language },
      '{ adminBankQuestions { results { subject topic subtopic } } adminExamTemplates { subjects { name } } adminTransactions { results { package { name } } } adminSubjectPrices { subject grade } }',
      {},
      admin,
    );
    return [
      ...adminBankQuestions.results.flatMap((q) => [q.subject, q.topic, q.subtopic]),
      ...adminExamTemplates.flatMap((t) => t.subjects.map((s) => s.name)),
      ...adminTransactions.results.map((t) => t.package.name),
      ...adminSubjectPrices.flatMap((p) => [p.subject, p.grade]),
    ];
  };
  const [english, bengali] = [await shownIn('en'), await shownIn('bn-BD')];
  expect(english).toContain('Physics');
  expect(english.length).toBeGreaterThan(3);
  expect(bengali).toHaveLength(english.length);
  expect(bengali.filter((name) => /[A-Za-z]{2,}/.test(name))).toEqual([]);
});

it("keeps the device's chosen English though the browser prefers Bengali, and the chosen Bengali though it does not", async () => {
  const chosen = await catalogueIn({ 'accept-language': 'bn-BD,bn', cookie: `${languageCookie}=en` });
  expect(chosen.subjects.map((s) => s.name)).toContain('Physics');
  const subjectNames = async () => {
    const response = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, cookie: `${languageCookie}=bn`, 'accept-language': 'en' },
      body: JSON.stringify({ query: '{ subjects { id name } }' }),
    });
    return ((await response.json()) as { data: { subjects: Array<{ name: string }> } }).data.subjects.map((s) => s.name);
  };
  expect(await subjectNames()).toContain('রসায়ন');
});

it('keeps the list for its lifetime, shares one load among requests that miss together, and loads again when stale', async () => {
  let clock = 0;
  let loads = 0;
  let rows = [{ name: 'Physics', bengali: 'পদার্থবিজ্ঞান' }];
  const load = async () => {
    loads += 1;
    return rows;
  };
  const store = nameTwinStore(600_000, () => clock);
  const [a, b] = await Promise.all([store.twins(load), store.twins(load)]);
  expect(a.get('Physics')).toBe('পদার্থবিজ্ঞান');
  expect(b).toBe(a);
  expect(loads).toBe(1);
  rows = [{ name: 'Physics', bengali: 'পদার্থ' }];
  clock = 600_000;
  expect((await store.twins(load)).get('Physics')).toBe('পদার্থবিজ্ঞান');
  clock = 600_001;
  expect((await store.twins(load)).get('Physics')).toBe('পদার্থ');
  expect(loads).toBe(2);
});

it('loads the list again after a write, and does not keep a load that began before it', async () => {
  let rows = [{ name: 'Physics', bengali: 'পদার্থবিজ্ঞান' }];
  let release = () => {};
  const load = async () => {
    const seen = rows;
    await new Promise<void>((resolve) => (release = resolve));
    return seen;
  };
  const store = nameTwinStore(600_000, () => 0);
  const early = store.twins(load);
  // The write lands while the first load is under way: that load answers its own askers only.
  rows = [{ name: 'Physics', bengali: 'পদার্থ' }];
  await store.afterWrite(Promise.resolve('saved'));
  release();
  expect((await early).get('Physics')).toBe('পদার্থবিজ্ঞান');
  const next = store.twins(load);
  release();
  expect((await next).get('Physics')).toBe('পদার্থ');
  // A refused write changes nothing: the kept list stays.
  await expect(store.afterWrite(Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  expect((await store.twins(load)).get('Physics')).toBe('পদার্থ');
});

it("shows a package's new Bengali name on this gateway's next Bengali page, without waiting out the kept list", async () => {
  const admin = await accessOf(stack, 'admin@example.com', 'Admin#2026');
  const call = <Data>(query: string, variables: Record<string, unknown>, bearer: string, language = 'en') => graphqlWith<Data>({ 'accept-language': language }, query, variables, bearer);
  type Pkg = { id: number; name: string; type: string; orginal_price_poisha: number; total_price_poisha: number; duration_days: number; descriptions: string[] };
  const { adminPackages } = await call<{ adminPackages: Pkg[] }>('{ adminPackages { id name type orginal_price_poisha total_price_poisha duration_days descriptions } }', {}, admin);
  const monthly = adminPackages.find((p) => p.type === 'monthly');
  if (monthly === undefined) throw new Error('no monthly package');
  const shownName = async () => (await call<{ packages: Array<{ id: number; name: string }> }>('{ packages { id name } }', {}, token, 'bn')).packages.find((p) => p.id === monthly.id)?.name;
  // The Bengali page has the list loaded, with the starting twin.
  const before = await shownName();
  expect(before).not.toBe(monthly.name);
  const { id, ...input } = monthly;
  await call('mutation($id: Int!, $input: AdminPackageInput!) { adminUpdatePackage(id: $id, input: $input) { id } }', { id, input: { ...input, bengali: 'মাসিক প্রিমিয়াম প্যাক' } }, admin);
  expect(await shownName()).toBe('মাসিক প্রিমিয়াম প্যাক');
});

it("names a previous-year exam's university, unit and title in Bengali as its label's twin does, and asks for it by the unit's own name", async () => {
  const ask = <T>(query: string, variables: Record<string, unknown>, language: string) => graphqlWith<T>({ 'accept-language': language }, query, variables);
  const { examTemplates } = await ask<{ examTemplates: Array<{ id: number; exam_Type: number; universities: Array<{ id: number; university: string }> }> }>(
    '{ examTemplates { id exam_Type universities { id university } } }',
    {},
    'en',
  );
  const template = examTemplates.find((t) => t.exam_Type === 3 && t.universities.some((u) => u.university === 'University of Dhaka')) ?? expect.fail('no Dhaka paper');
  const dhaka = template.universities.find((u) => u.university === 'University of Dhaka') ?? expect.fail('no Dhaka');
  const { createPreviousYearExam: exam } = await ask<{ createPreviousYearExam: { id: number; university: string; unit: string; title: string } }>(
    'mutation($template: Int!, $university: Int!) { createPreviousYearExam(template: $template, university: $university, year: "2019", unit: "B") { id university unit title } }',
    { template: template.id, university: dhaka.id },
    'bn-BD',
  );
  expect(exam).toMatchObject({ university: 'ঢাকা বিশ্ববিদ্যালয়', unit: 'খ', title: 'ঢাকা বিশ্ববিদ্যালয় (খ ইউনিট) ২০১৯' });
  await ask('mutation($id: Int!) { cancelExam(id: $id) }', { id: exam.id }, 'en');
});

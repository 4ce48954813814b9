// The catalogue and exam templates over GraphQL against the real api (docs/content.md#catalogue): the
// Admin reads the catalogue, adds and deletes a grade, creates a model test with pass marks and a
// whole-paper time; a deletion the api refuses carries its reason; a learner is refused; a bad
// scheme is the api's 400 with its reason.
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

type Entry = { id: number; name: string; bengali: string | null; offered: boolean | null };
const entryFields = 'kind id name bengali parent questions templates offered price_poisha';
const createTemplate =
  'mutation($input: AdminExamTemplateInput!) { createAdminExamTemplate(input: $input) { id name exam_type status time_per_question total_questions mark_per_qn negative_mark_per_qn subjects { subject name no_of_questions pass_mark } universities { university units pass_mark } exams } }';

it('the Admin reads the catalogue, adds and deletes a grade, and a refused deletion says why', async () => {
  const read = await stack.graphql<{ adminCatalogue: { grades: Entry[]; subjects: Entry[] } }>(`{ adminCatalogue { grades { ${entryFields} } subjects { ${entryFields} } topics { id } subtopics { id } } }`, {}, admin);
  expect(read.errors).toBeUndefined();
  const physics = read.data?.adminCatalogue.subjects.find((s) => s.name === 'Physics');
  expect(physics).toMatchObject({ bengali: 'পদার্থবিজ্ঞান', offered: true });

  const made = await stack.graphql<{ createCatalogueEntry: Entry }>(
    `mutation($input: CatalogueEntryInput!) { createCatalogueEntry(input: $input) { ${entryFields} } }`,
    { input: { kind: 'grade', name: 'Job Tests', bengali: 'চাকরির পরীক্ষা' } },
    admin,
  );
  expect(made.errors).toBeUndefined();
  expect(made.data?.createCatalogueEntry).toMatchObject({ name: 'Job Tests', bengali: 'চাকরির পরীক্ষা', parent: null });
  const remove = 'mutation($kind: CatalogueKind!, $id: Int!) { deleteCatalogueEntry(kind: $kind, id: $id) }';
  expect((await stack.graphql(remove, { kind: 'grade', id: made.data?.createCatalogueEntry.id }, admin)).data).toEqual({ deleteCatalogueEntry: true });
  const refused = await stack.graphql(remove, { kind: 'subject', id: physics?.id }, admin);
  expect(refused.errors?.[0]?.extensions).toMatchObject({ status: 409 });
  expect(refused.errors?.[0]?.message).toMatch(/^Physics cannot be deleted: /);
});

it('the Admin creates a model test with pass marks and a whole-paper time', async () => {
  const catalogue = await stack.graphql<{ adminCatalogue: { subjects: Entry[] } }>('{ adminCatalogue { subjects { id name } } }', {}, admin);
  const biology = catalogue.data?.adminCatalogue.subjects.find((s) => s.name === 'Biology');
  const input = {
    name: 'Medical Admission 2026',
    exam_type: 2,
    status: 'active',
    exam_minutes: 75,
    mark_per_qn: 1,
    negative_mark_per_qn: 0.25,
    subjects: [{ subject: biology?.id, no_of_questions: 100, pass_mark: 40 }],
    universities: [],
  };
  const made = await stack.graphql<{ createAdminExamTemplate: unknown }>(createTemplate, { input }, admin);
  expect(made.errors).toBeUndefined();
  expect(made.data?.createAdminExamTemplate).toMatchObject({ exam_type: 2, time_per_question: 45, total_questions: 100, negative_mark_per_qn: 0.25, subjects: [{ name: 'Biology', pass_mark: 40 }], exams: 0 });
  const listed = await stack.graphql<{ adminExamTemplates: Array<{ name: string }> }>('{ adminExamTemplates { name status } }', {}, admin);
  expect(listed.data?.adminExamTemplates.map((x) => x.name)).toContain('Medical Admission 2026');

  const tooHigh = await stack.graphql(createTemplate, { input: { ...input, name: 'Too high', subjects: [{ subject: biology?.id, no_of_questions: 10, pass_mark: 11 }] } }, admin);
  expect(tooHigh.errors?.[0]?.extensions).toMatchObject({ status: 400 });
  expect(tooHigh.errors?.[0]?.message).toBe("Biology's pass mark 11 is above its full marks 10.");
});

it("refuses a learner the Admin's fields with FORBIDDEN", async () => {
  const read = await stack.graphql('{ adminCatalogue { grades { id } } }', {}, learner);
  expect(read.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  const list = await stack.graphql('{ adminExamTemplates { id } }', {}, learner);
  expect(list.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
});

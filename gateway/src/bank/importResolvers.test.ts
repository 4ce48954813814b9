// Question import and export over GraphQL against the real api (docs/content.md#import): the Admin
// reads the catalogue's places, checks an Aiken file sent as an upload, imports it, and finds the
// question in the export; a learner is refused; a bad format is the schema's refusal.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accessOf, startLiveStack, type LiveStack } from '../liveStack';

type Places = { bankImportPlaces: Array<{ id: number; name: string; grade: string; topics: Array<{ name: string; subtopics: string[] }> }> };
type Report = {
  accepted: Array<{ row: number; key: string; subject: string; status: string; preview: string }>;
  rejected: Array<{ row: number; key: string | null; reasons: Array<{ code: string; count: number | null }> }>;
  written: { import: string | null; inserted: number; updated: number } | null;
};
type Answer<T> = { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };

const IMPORT = `mutation($file: File!, $format: BankFileFormat!, $place: BankImportPlace, $dry_run: Boolean!) {
  importBankQuestions(file: $file, format: $format, place: $place, dry_run: $dry_run) {
    accepted { row key subject status preview } rejected { row key reasons { code count } } written { import inserted updated }
  }
}`;

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

/** The import as the page sends it: a GraphQL multipart request with the file's text. */
async function upload(token: string, text: string, variables: Record<string, unknown>): Promise<Answer<{ importBankQuestions: Report }>> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: IMPORT, variables: { file: null, ...variables } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([text], { type: 'text/plain' }), 'questions.txt');
  const response = await fetch(`${stack.url}/graphql`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as Answer<{ importBankQuestions: Report }>;
}

const AIKEN = 'Which gas do plants take in for photosynthesis (gateway test)?\nA. Oxygen\nB. Carbon dioxide\nC. Nitrogen\nD. Helium\nANSWER: B\n\nNo options here\nANSWER: A\n';

it('the Admin checks an Aiken upload, imports it, and finds the question in the export', async () => {
  const places = await stack.graphql<Places>('{ bankImportPlaces { id name grade topics { name subtopics } } }', {}, admin);
  expect(places.errors).toBeUndefined();
  const subject = places.data?.bankImportPlaces.find((s) => s.topics.some((t) => t.subtopics.length > 0));
  const topic = subject?.topics.find((t) => t.subtopics.length > 0);
  if (!subject || !topic) throw new Error('the demo catalogue has no subtopic');
  const place = { grade: subject.grade, subject: subject.name, topic: topic.name, subtopic: topic.subtopics[0] };

  const checked = await upload(admin, AIKEN, { format: 'aiken', place, dry_run: true });
  expect(checked.errors).toBeUndefined();
  expect(checked.data?.importBankQuestions).toMatchObject({
    accepted: [{ row: 1, subject: subject.name, status: 'new', preview: 'Which gas do plants take in for photosynthesis (gateway test)?' }],
    // A reason goes through as the api's code, which the page words in its language.
    rejected: [{ row: 8, key: null, reasons: [{ code: 'aiken_no_options', count: null }] }],
    written: null,
  });

  const imported = await upload(admin, AIKEN, { format: 'aiken', place, dry_run: false });
  expect(imported.data?.importBankQuestions.written).toMatchObject({ inserted: 1, updated: 0 });

  const exported = await stack.graphql<{ adminBankExport: { filename: string; content_type: string; content: string; count: number } }>(
    'query($subject: Int) { adminBankExport(format: aiken, subject: $subject) { filename content_type content count } }',
    { subject: subject.id },
    admin,
  );
  expect(exported.errors).toBeUndefined();
  expect(exported.data?.adminBankExport.content_type).toBe('text/plain');
  expect(exported.data?.adminBankExport.filename).toMatch(/\.aiken\.txt$/);
  expect(exported.data?.adminBankExport.content).toContain('Which gas do plants take in for photosynthesis (gateway test)?\nA. Oxygen\nB. Carbon dioxide');
});

it('a learner is refused the import and the export with the api’s 403', async () => {
  const refused = await upload(learner, AIKEN, { format: 'aiken', dry_run: true });
  expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const exported = await stack.graphql('{ adminBankExport(format: csv) { filename } }', {}, learner);
  expect(exported.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const places = await stack.graphql('{ bankImportPlaces { id } }', {}, learner);
  expect(places.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});

it('a format the schema does not know is refused before the api is asked', async () => {
  const answer = await stack.graphql('{ adminBankExport(format: xml) { filename } }', {}, admin);
  expect(answer.errors?.length).toBeGreaterThan(0);
  expect(answer.data).toBeUndefined();
});

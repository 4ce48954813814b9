// The question bank's actors against the gateway (./operations.graphql, ../list/operations.graphql):
// the catalogue's places, a version with its history (followed to its key's current version), a
// save, publish or retire (a refusal because a newer version was saved is the 'conflict' result,
// docs/content.md#versions), and a page of the list.
import {
  shownName,
  type BankEditorLoaded,
  type BankListPage,
  type BankListQuery,
  type BankPlaces,
  type BankQuestionDetail,
  type BankQuestionInput,
  type BankSaveResult,
  type BankUploadedImage,
  type BankUploadFile,
} from '@proshno/engine';
import type { Client, CombinedError } from 'urql';
import {
  BankCreateQuestionDocument,
  BankPlacesDocument,
  BankPublishQuestionDocument,
  BankQuestionDocument,
  BankQuestionsDocument,
  BankRetireQuestionDocument,
  BankUpdateQuestionDocument,
  BankUploadImageDocument,
  type BankQuestionDetailFieldsFragment,
} from '../../generated/graphql';
import { dataOf, toServerError } from '../../graphql/serverError';

export async function loadPlaces(client: Client): Promise<BankPlaces> {
  const { adminCatalogue } = await dataOf(client.query(BankPlacesDocument, {}, { requestPolicy: 'network-only' }).toPromise());
  // The pickers only show a place's name (they send the id): the page's language (docs/i18n.md#names).
  const named = (entries: ReadonlyArray<{ id: number; name: string; bengali?: string | null; parent?: number | null }>) =>
    entries.map(({ id, parent, ...entry }) => ({ id, name: shownName(entry), parent: parent ?? null }));
  return { subjects: named(adminCatalogue.subjects), topics: named(adminCatalogue.topics), subtopics: named(adminCatalogue.subtopics) };
}

/** The question as the engine reads it: GraphQL's absent image sizes are nulls already. */
function detailOf(fields: BankQuestionDetailFieldsFragment): BankQuestionDetail {
  return fields;
}

async function questionOf(client: Client, id: number): Promise<BankQuestionDetail> {
  const { adminBankQuestion } = await dataOf(client.query(BankQuestionDocument, { id }, { requestPolicy: 'network-only' }).toPromise());
  return detailOf(adminBankQuestion);
}

export async function loadEditor(client: Client, id: number | null): Promise<BankEditorLoaded> {
  const [places, detail] = await Promise.all([loadPlaces(client), id === null ? Promise.resolve(null) : questionOf(client, id)]);
  // An older version opens its key's current one, the only one that is edited.
  const current = detail !== null && detail.current !== detail.question.id ? await questionOf(client, detail.current) : detail;
  return { places, detail: current };
}

/** A refusal because the version is no longer current (the api's 409) is a result, not a failure. */
function isConflict(error: CombinedError): boolean {
  return error.graphQLErrors.some((e) => e.extensions['status'] === 409);
}

async function saved(result: Promise<{ data?: Record<string, BankQuestionDetailFieldsFragment> | undefined; error?: CombinedError | undefined }>): Promise<BankSaveResult> {
  const { data, error } = await result;
  if (error !== undefined) {
    if (isConflict(error)) return { kind: 'conflict' };
    throw toServerError(error);
  }
  const detail = data === undefined ? undefined : Object.values(data)[0];
  if (detail === undefined) throw new Error('Empty response');
  return { kind: 'saved', detail: detailOf(detail) };
}

export function saveQuestion(client: Client, id: number | null, input: BankQuestionInput): Promise<BankSaveResult> {
  return id === null ? saved(client.mutation(BankCreateQuestionDocument, { input }).toPromise()) : saved(client.mutation(BankUpdateQuestionDocument, { id, input }).toPromise());
}

export function setQuestionStatus(client: Client, id: number, status: 'published' | 'retired'): Promise<BankSaveResult> {
  return status === 'published' ? saved(client.mutation(BankPublishQuestionDocument, { id }).toPromise()) : saved(client.mutation(BankRetireQuestionDocument, { id }).toPromise());
}

export async function loadBankPage(client: Client, query: BankListQuery): Promise<BankListPage> {
  const { search, subject, topic, subtopic, status, difficulty, flag, page } = query;
  const variables = {
    page,
    ...(search === '' ? {} : { search }),
    ...(subject === null ? {} : { subject }),
    ...(topic === null ? {} : { topic }),
    ...(subtopic === null ? {} : { subtopic }),
    ...(status === null ? {} : { status }),
    ...(difficulty === null ? {} : { difficulty }),
    ...(flag === null ? {} : { flag }),
  };
  const { adminBankQuestions } = await dataOf(client.query(BankQuestionsDocument, variables, { requestPolicy: 'network-only' }).toPromise());
  return adminBankQuestions;
}

/** An image chosen in the editor, sent as a file (docs/content.md#editor); only a browser's File goes up. */
export async function uploadImage(client: Client, file: BankUploadFile): Promise<BankUploadedImage> {
  if (!(file instanceof File)) throw new Error('not a file');
  const { uploadBankImage } = await dataOf(client.mutation(BankUploadImageDocument, { image: file }).toPromise());
  return uploadBankImage;
}

// The revision machine's actors against the gateway (./operations.graphql). Lists are read fresh:
// a save elsewhere (exam screen, history) must show here at once.
import type { RevisionFilter, RevisionItem } from '@proshno/engine';
import type { Client } from 'urql';
import { RevisionItemsDocument, RevisionRemoveDocument, type RevisionItemsQuery } from '../../generated/graphql';
import { dataOf } from '../../graphql/serverError';

export async function loadRevisions(client: Client, filter: RevisionFilter | null): Promise<RevisionItem[]> {
  const { revisions } = await dataOf(client.query(RevisionItemsDocument, { filter }, { requestPolicy: 'network-only' }).toPromise());
  return revisions.map(revisionItemOf);
}

export async function removeRevision(client: Client, id: number): Promise<void> {
  await dataOf(client.mutation(RevisionRemoveDocument, { id }).toPromise());
}

function revisionItemOf({ id, question }: RevisionItemsQuery['revisions'][number]): RevisionItem {
  const { options, ...placed } = answeredQuestionOf(question);
  return { id, question: placed, options };
}

/**
 * A question with its answer and explanation as the gateway sends it (ReviewedQuestionFields with its
 * topic and subtopic), in the engine's shape: Revision's items and the review session's cards.
 */
export function answeredQuestionOf(question: RevisionItemsQuery['revisions'][number]['question']): RevisionItem['question'] & Pick<RevisionItem, 'options'> {
  return {
    id: question.id,
    subject: question.subject.id,
    topic: question.topic,
    subtopic: question.subtopic,
    language: question.language,
    fallback: question.fallback,
    question_data: question.question_data,
    explanation_data: question.explanation_data ?? [],
    options: question.options.map((option) => ({ id: option.id, data: option.data, is_answer: option.is_answer === true })),
  };
}

// The flashcard machines' actor against the gateway (./operations.graphql), and the hand-over of
// the cards the setup loaded to the session through the history entry's state.
import {
  gradesOfSubjects,
  sameFlashcardRequest,
  subjectsOfGrade,
  type Card,
  type FlashcardHandOver,
  type FlashcardRequest,
  type OptionsRequest,
  type SetupOption,
} from '@proshno/engine';
import type { Client } from 'urql';
import { FlashcardQuestionsDocument, FlashcardSubjectsDocument, FlashcardSubtopicsDocument, FlashcardTopicsDocument } from '../../generated/graphql';
import { dataOf } from '../../graphql/serverError';

/**
 * The setup machine's loadOptions: grades and a grade's subjects from the one subject list (asked
 * once, then read from urql's cache), a subject's topics, a topic's subtopics.
 */
export async function loadSetupOptions(client: Client, { level, parent }: OptionsRequest): Promise<SetupOption[]> {
  switch (level) {
    case 'grade':
    case 'subject': {
      const { subjects } = await dataOf(client.query(FlashcardSubjectsDocument, {}).toPromise());
      return level === 'grade' ? gradesOfSubjects(subjects) : subjectsOfGrade(subjects, parent ?? 0);
    }
    case 'topic':
      return (await dataOf(client.query(FlashcardTopicsDocument, { subject: parent ?? 0 }).toPromise())).topics;
    case 'subtopic':
      return (await dataOf(client.query(FlashcardSubtopicsDocument, { topic: parent ?? 0 }).toPromise())).subtopics;
  }
}

/**
 * GET /api/exam/v1/question/?subject&topic&subtopic&limit: a fresh draw every time. Each card
 * carries its subject's name and, for a chosen topic, the topic's (the setup listed the topics,
 * so that name comes from the cache), for the summary at Finished.
 */
export async function loadFlashcards(client: Client, request: FlashcardRequest): Promise<Card[]> {
  const [{ flashcardQuestions }, topic] = await Promise.all([
    dataOf(
      client
        .query(
          FlashcardQuestionsDocument,
          { subject: request.subject, topic: request.topic, subtopic: request.subtopic, limit: request.noOfQuestion },
          { requestPolicy: 'network-only' },
        )
        .toPromise(),
    ),
    topicName(client, request),
  ]);
  return flashcardQuestions.map((question) => ({
    id: question.id,
    language: question.language,
    fallback: question.fallback,
    question: question.question_data,
    options: question.options.map((option) => ({ id: option.id, data: option.data, is_answer: option.is_answer === true })),
    ...(question.explanation_data == null ? {} : { explanation: question.explanation_data }),
    subject: question.subject.name,
    ...(topic === undefined ? {} : { topic }),
  }));
}

/** The chosen topic's name; without it the summary names the subject alone. */
async function topicName(client: Client, request: FlashcardRequest): Promise<string | undefined> {
  if (request.topic === null) return undefined;
  const { data } = await client.query(FlashcardTopicsDocument, { subject: request.subject }).toPromise();
  return data?.topics.find((topic) => topic.id === request.topic)?.name;
}

/**
 * The session reuses the setup's cards when its history entry holds them for the same request
 * (also after a reload), so Start does not draw twice; otherwise it draws from the URL.
 */
export function handedOverCards(state: unknown, request: FlashcardRequest): Card[] | null {
  if (typeof state !== 'object' || state === null || !('flashcards' in state)) return null;
  const { flashcards } = state as FlashcardHandOver;
  if (typeof flashcards !== 'object' || flashcards === null || !Array.isArray(flashcards.cards)) return null;
  return sameFlashcardRequest(flashcards.request, request) ? flashcards.cards : null;
}

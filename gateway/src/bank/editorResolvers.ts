// The question bank's list and editor over GraphQL (docs/content.md#versions, docs/api.md#bank-paths):
// each field is one REST call; the Admin's role is enforced by the api (docs/access.md), whose 403
// passes through.
import type { BankPartInput, BankQuestionInput, Resolvers } from '../generated/graphql';
import { restData } from '../rest';

type RestPart = { type: BankPartInput['type']; data: string; width?: number; height?: number };

/** A part for the api: a size only when given (GraphQL's null is the contract's absence). */
function restPart({ type, data, width, height }: BankPartInput): RestPart {
  return { type, data, ...(width == null ? {} : { width }), ...(height == null ? {} : { height }) };
}

function restInput(input: BankQuestionInput) {
  const parts = (list: readonly BankPartInput[]) => list.map(restPart);
  return {
    subject: input.subject,
    topic: input.topic,
    subtopic: input.subtopic,
    language: input.language,
    question: parts(input.question),
    options: input.options.map((o) => ({ data: parts(o.data), is_answer: o.is_answer })),
    explanation: parts(input.explanation),
    twin: input.twin == null ? null : { question: parts(input.twin.question), options: input.twin.options.map(parts), explanation: parts(input.twin.explanation) },
  };
}

const optional = (name: string, value: string | number | null | undefined) => (value == null ? {} : { [name]: String(value) });

export const bankEditorResolvers: Resolvers = {
  Query: {
    adminBankQuestions: (_, { search, subject, topic, subtopic, status, difficulty, flag, page }, { rest }) => {
      const query = {
        ...optional('search', search),
        ...optional('subject', subject),
        ...optional('topic', topic),
        ...optional('subtopic', subtopic),
        ...(status == null ? {} : { status }),
        ...(difficulty == null ? {} : { difficulty }),
        ...(flag == null ? {} : { flag }),
        ...optional('page', page),
      };
      return restData(rest.GET('/api/bank/v1/admin/questions/', { params: { query } }));
    },
    adminBankQuestion: (_, { id }, { rest }) =>
      restData(rest.GET('/api/bank/v1/admin/questions/{id}/', { params: { path: { id: String(id) } } })),
  },

  Mutation: {
    createBankQuestion: (_, { input }, { rest }) => restData(rest.POST('/api/bank/v1/admin/questions/', { body: restInput(input) })),
    updateBankQuestion: (_, { id, input }, { rest }) =>
      restData(rest.PUT('/api/bank/v1/admin/questions/{id}/', { params: { path: { id: String(id) } }, body: restInput(input) })),
    publishBankQuestion: (_, { id }, { rest }) =>
      restData(rest.POST('/api/bank/v1/admin/questions/{id}/publish/', { params: { path: { id: String(id) } } })),
    retireBankQuestion: (_, { id }, { rest }) =>
      restData(rest.POST('/api/bank/v1/admin/questions/{id}/retire/', { params: { path: { id: String(id) } } })),
    uploadBankImage: async (_, { image }, { rest }) => {
      // As the profile photo (progress/resolvers.ts): Yoga's File goes on as the platform's Blob.
      const form = new FormData();
      form.append('image', new Blob([await image.arrayBuffer()], { type: image.type }), image.name);
      return restData(
        rest.POST('/api/bank/v1/admin/images/', {
          // The contract types the binary field as a string; the real body is the multipart form.
          body: { image: image.name },
          bodySerializer: () => form,
        }),
      );
    },
  },
};

// The Admin's question import and export over GraphQL (docs/content.md#import, docs/api.md#bank-import-paths):
// each field is one REST call; the Admin's role is enforced by the api, whose 403 passes through.
import type { components } from '@proshno/api/rest';
import type { Resolvers } from '../generated/graphql';
import { restData } from '../rest';

type CatalogueEntry = components['schemas']['CatalogueEntry'];

export const bankImportResolvers: Resolvers = {
  Query: {
    adminBankExport: (_, { format, subject }, { rest }) =>
      restData(rest.GET('/api/bank/v1/admin/export/', { params: { query: { format, ...(subject == null ? {} : { subject: String(subject) }) } } })),
    bankImportPlaces: async (_, __, { rest }) => placesOf(await restData(rest.GET('/api/exam/v1/admin/catalogue/'))),
  },

  Mutation: {
    // The file comes up as a multipart upload and goes on as the JSON body's text.
    importBankQuestions: async (_, { file, format, place, dry_run }, { rest }) =>
      restData(rest.POST('/api/bank/v1/admin/imports/', { body: { format, content: await file.text(), dry_run, ...(place ?? {}) } })),
  },
};

/** The catalogue as an import names its places: each subject with its grade, topics and subtopics, by name. */
function placesOf(catalogue: { grades: CatalogueEntry[]; subjects: CatalogueEntry[]; topics: CatalogueEntry[]; subtopics: CatalogueEntry[] }) {
  const gradeName = new Map(catalogue.grades.map((g) => [g.id, g.name]));
  const children = (entries: CatalogueEntry[], parent: number) => entries.filter((e) => e.parent === parent);
  return catalogue.subjects.map((s) => ({
    id: s.id,
    name: s.name,
    grade: gradeName.get(s.parent ?? 0) ?? '',
    topics: children(catalogue.topics, s.id).map((t) => ({ name: t.name, subtopics: children(catalogue.subtopics, t.id).map((st) => st.name) })),
  }));
}

// The catalogue and exam templates over GraphQL (docs/content.md#catalogue, docs/api.md#catalogue-paths):
// each field is one REST call; the Admin's role is enforced by the api (docs/access.md), whose 403,
// and whose 409 with the reason an entry cannot be deleted, pass through (rest.ts). A write that may set
// a Bengali twin makes this gateway load the twins again (docs/i18n.md#names).
import type { AdminExamTemplateInput, Resolvers } from '../generated/graphql';
import { restData, restDone } from '../rest';

export const catalogueAdminResolvers: Resolvers = {
  Query: {
    adminCatalogue: (_, __, { rest }) => restData(rest.GET('/api/exam/v1/admin/catalogue/')),
    adminExamTemplates: (_, __, { rest }) => restData(rest.GET('/api/exam/v1/admin/exam-templates/')),
  },

  Mutation: {
    createCatalogueEntry: (_, { input }, { rest, nameTwins }) =>
      nameTwins.afterWrite(restData(
        rest.POST('/api/exam/v1/admin/catalogue/', {
          body: { kind: input.kind, name: input.name, ...(input.parent == null ? {} : { parent: input.parent }), ...(input.bengali == null ? {} : { bengali: input.bengali }) },
        }),
      )),
    updateCatalogueEntry: (_, { kind, id, change }, { rest, nameTwins }) =>
      nameTwins.afterWrite(restData(
        rest.PATCH('/api/exam/v1/admin/catalogue/{kind}/{id}/', {
          params: { path: { kind, id: String(id) } },
          body: {
            ...(change.name == null ? {} : { name: change.name }),
            ...(change.bengali == null ? {} : { bengali: change.bengali }),
            ...(change.offered == null ? {} : { offered: change.offered }),
          },
        }),
      )),
    deleteCatalogueEntry: (_, { kind, id }, { rest }) =>
      restDone(rest.DELETE('/api/exam/v1/admin/catalogue/{kind}/{id}/', { params: { path: { kind, id: String(id) } } })),
    createAdminExamTemplate: (_, { input }, { rest, nameTwins }) => nameTwins.afterWrite(restData(rest.POST('/api/exam/v1/admin/exam-templates/', { body: templateBody(input) }))),
    updateAdminExamTemplate: (_, { id, input }, { rest, nameTwins }) =>
      nameTwins.afterWrite(restData(rest.PUT('/api/exam/v1/admin/exam-templates/{id}/', { params: { path: { id: String(id) } }, body: templateBody(input) }))),
    deleteAdminExamTemplate: (_, { id }, { rest }) =>
      restDone(rest.DELETE('/api/exam/v1/admin/exam-templates/{id}/', { params: { path: { id: String(id) } } })),
  },
};

/** GraphQL's input as the contract's body; absent optional fields stay absent, and the api judges the rest. */
function templateBody(input: AdminExamTemplateInput) {
  return {
    name: input.name,
    ...(input.bengali == null ? {} : { bengali: input.bengali }),
    exam_type: input.exam_type === 3 ? (3 as const) : (2 as const),
    status: input.status,
    ...(input.time_per_question == null ? {} : { time_per_question: input.time_per_question }),
    ...(input.exam_minutes == null ? {} : { exam_minutes: input.exam_minutes }),
    mark_per_qn: input.mark_per_qn,
    negative_mark_per_qn: input.negative_mark_per_qn,
    subjects: input.subjects.map((s) => ({ subject: s.subject, no_of_questions: s.no_of_questions, pass_mark: s.pass_mark ?? null })),
    universities: input.universities.map((u) => ({ university: u.university, units: u.units, pass_mark: u.pass_mark ?? null })),
  };
}

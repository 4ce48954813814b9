// The catalogue and template machines' actors against the gateway (./operations.graphql).
import { shownName as shown, type AdminCatalogue, type AdminExamTemplate, type AdminExamTemplateInput, type CatalogueChange, type CatalogueEntry, type TemplateEditorData } from '@proshno/engine';
import type { Client } from 'urql';
import {
  AdminCatalogueDocument,
  AdminExamTemplatesDocument,
  CreateAdminExamTemplateDocument,
  CreateCatalogueEntryDocument,
  DeleteAdminExamTemplateDocument,
  DeleteCatalogueEntryDocument,
  UpdateAdminExamTemplateDocument,
  UpdateCatalogueEntryDocument,
} from '../../generated/graphql';
import { dataOf } from '../../graphql/serverError';

export async function loadCatalogue(client: Client): Promise<AdminCatalogue> {
  return (await dataOf(client.query(AdminCatalogueDocument, {}, { requestPolicy: 'network-only' }).toPromise())).adminCatalogue;
}

/** One change of catalogueEditorMachine: the entry as the api now has it, or null once deleted. */
export async function changeCatalogue(client: Client, change: CatalogueChange): Promise<CatalogueEntry | null> {
  switch (change.type) {
    case 'create': {
      const input = { kind: change.kind, name: change.name, ...(change.parent === null ? {} : { parent: change.parent }), ...(change.bengali === '' ? {} : { bengali: change.bengali }) };
      return (await dataOf(client.mutation(CreateCatalogueEntryDocument, { input }).toPromise())).createCatalogueEntry;
    }
    case 'update': {
      const { kind, id, name, bengali, offered } = change;
      const update = { ...(name === undefined ? {} : { name }), ...(bengali === undefined ? {} : { bengali }), ...(offered === undefined ? {} : { offered }) };
      return (await dataOf(client.mutation(UpdateCatalogueEntryDocument, { kind, id, change: update }).toPromise())).updateCatalogueEntry;
    }
    case 'delete':
      await dataOf(client.mutation(DeleteCatalogueEntryDocument, { kind: change.kind, id: change.id }).toPromise());
      return null;
  }
}

/** The templates with the subjects a template may name, each by its name and grade. */
export async function loadTemplates(client: Client): Promise<TemplateEditorData> {
  const data = await dataOf(client.query(AdminExamTemplatesDocument, {}, { requestPolicy: 'network-only' }).toPromise());
  // The form only shows a subject's name (it sends the id): the page's language, as the gateway
  // names what learners see (docs/i18n.md#names).
  const gradeOf = new Map(data.adminCatalogue.grades.map((g) => [g.id, shown(g)]));
  return {
    templates: data.adminExamTemplates,
    subjects: data.adminCatalogue.subjects.map((s) => ({ id: s.id, name: `${shown(s)} (${gradeOf.get(s.parent ?? 0) ?? ''})` })),
  };
}

export async function saveTemplate(client: Client, { id, input }: { id: number | null; input: AdminExamTemplateInput }): Promise<AdminExamTemplate> {
  if (id === null) return (await dataOf(client.mutation(CreateAdminExamTemplateDocument, { input }).toPromise())).createAdminExamTemplate;
  return (await dataOf(client.mutation(UpdateAdminExamTemplateDocument, { id, input }).toPromise())).updateAdminExamTemplate;
}

export async function deleteTemplate(client: Client, id: number): Promise<void> {
  await dataOf(client.mutation(DeleteAdminExamTemplateDocument, { id }).toPromise());
}

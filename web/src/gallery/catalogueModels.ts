// The gallery models of the Admin's catalogue and exam-template pages (docs/content.md#catalogue,
// docs/content.md#exam-templates): every state, with the empty, refused and invalid forms apart.
import { catalogueFixture, emptyCatalogue, emptyTemplateData, templateData } from '@proshno/engine/testing/catalogue';
import {
  catalogueEditorMachine,
  catalogueEditorView,
  ServerError,
  templateEditorMachine,
  type CatalogueEditorContext,
  type CatalogueEditorSnapshot,
  type TemplateEditorContext,
} from '@proshno/engine';
import type { GalleryModel } from './galleryModel';

export const catalogueEditorModel: GalleryModel = {
  id: 'catalogueEditor',
  title: 'Admin/Catalogue',
  machine: catalogueEditorMachine,
  events: (snapshot) => {
    const { data, draft, path } = snapshot.context as CatalogueEditorContext;
    return [
      { type: 'xstate.done.actor.loadCatalogue', output: catalogueFixture },
      { type: 'xstate.done.actor.loadCatalogue', output: emptyCatalogue },
      { type: 'xstate.error.actor.loadCatalogue', error: new Error('offline') },
      { type: 'RETRY' },
      ...(data !== null && path.grade === null ? [{ type: 'OPEN', kind: 'grade', id: 1 }] : []),
      ...(path.grade !== null && path.subject === null ? [{ type: 'OPEN', kind: 'subject', id: 11 }] : []),
      ...(draft === null ? [{ type: 'ADD', kind: 'grade' }, { type: 'SET_OFFERED', id: 11, offered: false }] : [{ type: 'NAME', value: draft.name === '' ? 'Admission' : '' }]),
      { type: 'SAVE' },
      { type: 'CANCEL' },
      { type: 'xstate.done.actor.changeCatalogue', output: { kind: 'grade', id: 2, name: 'Admission', bengali: 'ভর্তি', parent: null, questions: 0, templates: 0, offered: null, price_poisha: null } },
      { type: 'xstate.error.actor.changeCatalogue', error: new ServerError({ detail: 'Physics cannot be deleted: 2 topics, 80 questions use it.' }) },
    ];
  },
  variant: (snapshot) => {
    const { data, refusal, loadError, path } = snapshot.context as CatalogueEditorContext;
    if (data === null) return loadError === null ? '' : 'server words';
    if (data.grades.length === 0) return 'empty';
    if (refusal !== null) return 'refused';
    // The levels opened matter only to the page itself, not to its form or its changes.
    const view = catalogueEditorView(snapshot as CatalogueEditorSnapshot);
    if (view.screen !== 'page' || view.busy || view.notice !== null) return '';
    return path.subject !== null ? 'subject open' : path.grade !== null ? 'grade open' : '';
  },
};

export const templateEditorModel: GalleryModel = {
  id: 'templateEditor',
  title: 'Admin/Exam templates',
  machine: templateEditorMachine,
  events: (snapshot) => {
    const { data, draft } = snapshot.context as TemplateEditorContext;
    return [
      { type: 'xstate.done.actor.loadTemplates', output: templateData },
      { type: 'xstate.done.actor.loadTemplates', output: emptyTemplateData },
      { type: 'xstate.error.actor.loadTemplates', error: new Error('offline') },
      { type: 'RETRY' },
      ...(data !== null && draft === null ? [{ type: 'NEW' }, { type: 'EDIT', id: 7 }, { type: 'DELETE', id: 8 }] : []),
      ...(draft !== null && draft.id === null && draft.name === '' ? [{ type: 'FIELD', field: 'examType', value: '3' }] : []),
      { type: 'SAVE' },
      { type: 'CANCEL' },
      { type: 'xstate.done.actor.saveTemplate', output: templateData.templates[0] },
      { type: 'xstate.error.actor.saveTemplate', error: new ServerError({ detail: 'Another exam template is named GST Model Test.' }) },
      { type: 'xstate.done.actor.deleteTemplate', output: undefined },
      { type: 'xstate.error.actor.deleteTemplate', error: new ServerError({ detail: 'GST Model Test cannot be deleted: 12 exams were made from it. Make it inactive instead.' }) },
    ];
  },
  variant: (snapshot) => {
    const { data, refusal, loadError, draft } = snapshot.context as TemplateEditorContext;
    if (data === null) return loadError === null ? '' : 'server words';
    if (refusal !== null) return 'refused';
    if (draft !== null) return draft.examType === 3 ? 'previous year' : draft.id === null ? 'new' : 'edit';
    return data.templates.length === 0 ? 'empty' : '';
  },
};

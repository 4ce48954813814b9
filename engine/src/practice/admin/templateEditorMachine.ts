// The Admin's exam-template page (docs/content.md#exam-templates) as a machine: it loads the
// templates with the subjects a template may name; New or Edit opens the form (editing); Save checks
// the form (templateDraftProblems) and either shows every problem (invalid, still editable) or sends
// it (saving); the api's answer replaces the template in the list (saved) or its refusal is shown
// on the form in its words. Delete sends at once; a template exams were made from is refused by the
// api with its reason. What the page shows is templateEditorView (./templateEditorView.ts).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { refusalDetailOf } from '../../access/serverError';
import { messages } from '../../messages';
import {
  draftOf,
  newTemplateDraft,
  templateDraftProblems,
  templateInputOf,
  type AdminExamTemplate,
  type AdminExamTemplateInput,
  type TemplateDraft,
  type TemplateField,
} from './templateDraft';

/** A subject a template may name, as the picker lists it ('Physics (HSC)'). */
export type TemplateSubjectChoice = { id: number; name: string };
export type TemplateEditorData = { templates: readonly AdminExamTemplate[]; subjects: readonly TemplateSubjectChoice[] };

export type SubjectRowField = 'subject' | 'questions' | 'passMark';
export type UniversityRowField = 'university' | 'units' | 'passMark';

export type TemplateEditorEvent =
  | { type: 'RETRY' }
  | { type: 'NEW' }
  | { type: 'EDIT'; id: number }
  | { type: 'DELETE'; id: number }
  | { type: 'FIELD'; field: TemplateField; value: string }
  | { type: 'ADD_SUBJECT' }
  | { type: 'REMOVE_SUBJECT'; index: number }
  | { type: 'SUBJECT_FIELD'; index: number; field: SubjectRowField; value: string }
  | { type: 'ADD_UNIVERSITY' }
  | { type: 'REMOVE_UNIVERSITY'; index: number }
  | { type: 'UNIVERSITY_FIELD'; index: number; field: UniversityRowField; value: string }
  | { type: 'SAVE' }
  | { type: 'CANCEL' };

export type DraftEdit = Extract<TemplateEditorEvent, { type: 'FIELD' | 'ADD_SUBJECT' | 'REMOVE_SUBJECT' | 'SUBJECT_FIELD' | 'ADD_UNIVERSITY' | 'REMOVE_UNIVERSITY' | 'UNIVERSITY_FIELD' }>;

export type TemplateEditorContext = {
  data: TemplateEditorData | null;
  loadError: string | null;
  draft: TemplateDraft | null;
  problems: string[];
  /** The api's refusal of the last save or delete, in its words. */
  refusal: string | null;
  /** What the last save or delete did: 'saved' or 'deleted'. */
  done: 'saved' | 'deleted' | null;
  deleting: number | null;
};

export const templateEditorMachine = setup({
  types: {
    context: {} as TemplateEditorContext,
    events: {} as TemplateEditorEvent,
  },
  actors: {
    loadTemplates: fromPromise<TemplateEditorData>(async () => {
      throw new Error('loadTemplates not provided');
    }),
    saveTemplate: fromPromise<AdminExamTemplate, { id: number | null; input: AdminExamTemplateInput }>(async () => {
      throw new Error('saveTemplate not provided');
    }),
    deleteTemplate: fromPromise<void, { id: number }>(async () => {
      throw new Error('deleteTemplate not provided');
    }),
  },
  actions: {
    setData: assign((_, params: { data: TemplateEditorData }) => ({ data: params.data, loadError: null })),
    setLoadError: assign((_, params: { error: unknown }) => ({ loadError: refusalDetailOf(params.error) })),
    openNew: assign({ draft: () => newTemplateDraft(), problems: [], refusal: null, done: null }),
    openTemplate: assign(({ context }, params: { id: number }) => {
      const template = context.data?.templates.find((t) => t.id === params.id);
      return { draft: template === undefined ? null : draftOf(template), problems: [], refusal: null, done: null };
    }),
    edit: assign(({ context }, params: { edit: DraftEdit }) => {
      const draft = context.draft === null ? null : editedDraft(context.draft, params.edit);
      return { draft, problems: context.problems.length === 0 || draft === null ? context.problems : problemsOf(context, draft) };
    }),
    check: assign(({ context }) => ({ problems: context.draft === null ? [] : problemsOf(context, context.draft), refusal: null })),
    close: assign({ draft: null, problems: [], refusal: null }),
    keepSaved: assign(({ context }, params: { template: AdminExamTemplate }) => {
      const list = context.data?.templates ?? [];
      const templates = list.some((t) => t.id === params.template.id) ? list.map((t) => (t.id === params.template.id ? params.template : t)) : [...list, params.template];
      return { data: { subjects: context.data?.subjects ?? [], templates }, draft: null, problems: [], done: 'saved' as const };
    }),
    refuse: assign((_, params: { error: unknown }) => ({ refusal: refusalDetailOf(params.error) ?? messages.somethingWrong })),
    startDeleting: assign((_, params: { id: number }) => ({ deleting: params.id, refusal: null, done: null })),
    dropDeleted: assign(({ context }) => ({
      data: { subjects: context.data?.subjects ?? [], templates: (context.data?.templates ?? []).filter((t) => t.id !== context.deleting) },
      deleting: null,
      done: 'deleted' as const,
    })),
    stopDeleting: assign({ deleting: null }),
  },
  guards: {
    hasProblems: ({ context }) => context.draft !== null && problemsOf(context, context.draft).length > 0,
    /** The edit leaves no problem: the form is valid again. */
    fixesAll: ({ context }, params: { edit: DraftEdit }) => context.draft !== null && problemsOf(context, editedDraft(context.draft, params.edit)).length === 0,
    isTemplate: ({ context }, params: { id: number }) => context.data?.templates.some((t) => t.id === params.id) ?? false,
  },
}).createMachine({
  id: 'templateEditor',
  context: { data: null, loadError: null, draft: null, problems: [], refusal: null, done: null, deleting: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTemplates',
        src: 'loadTemplates',
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'list',
      states: {
        list: {
          on: {
            NEW: { target: 'editing', actions: 'openNew' },
            EDIT: { guard: { type: 'isTemplate', params: ({ event }) => event }, target: 'editing', actions: { type: 'openTemplate', params: ({ event }) => event } },
            DELETE: { guard: { type: 'isTemplate', params: ({ event }) => event }, target: 'deleting', actions: { type: 'startDeleting', params: ({ event }) => event } },
          },
        },
        /** The list again, saying what the last save or delete did. */
        saved: {
          on: {
            NEW: { target: 'editing', actions: 'openNew' },
            EDIT: { guard: { type: 'isTemplate', params: ({ event }) => event }, target: 'editing', actions: { type: 'openTemplate', params: ({ event }) => event } },
            DELETE: { guard: { type: 'isTemplate', params: ({ event }) => event }, target: 'deleting', actions: { type: 'startDeleting', params: ({ event }) => event } },
          },
        },
        editing: {
          on: {
            FIELD: { actions: { type: 'edit', params: ({ event }) => ({ edit: event }) } },
            ADD_SUBJECT: { actions: { type: 'edit', params: ({ event }) => ({ edit: event }) } },
            REMOVE_SUBJECT: { actions: { type: 'edit', params: ({ event }) => ({ edit: event }) } },
            SUBJECT_FIELD: { actions: { type: 'edit', params: ({ event }) => ({ edit: event }) } },
            ADD_UNIVERSITY: { actions: { type: 'edit', params: ({ event }) => ({ edit: event }) } },
            REMOVE_UNIVERSITY: { actions: { type: 'edit', params: ({ event }) => ({ edit: event }) } },
            UNIVERSITY_FIELD: { actions: { type: 'edit', params: ({ event }) => ({ edit: event }) } },
            SAVE: [{ guard: 'hasProblems', target: 'invalid', actions: 'check' }, { target: 'saving', actions: 'check' }],
            CANCEL: { target: 'list', actions: 'close' },
          },
        },
        /** The form with every problem listed; an edit that fixes the last one makes it valid again. */
        invalid: {
          on: {
            FIELD: editInvalid(),
            ADD_SUBJECT: editInvalid(),
            REMOVE_SUBJECT: editInvalid(),
            SUBJECT_FIELD: editInvalid(),
            ADD_UNIVERSITY: editInvalid(),
            REMOVE_UNIVERSITY: editInvalid(),
            UNIVERSITY_FIELD: editInvalid(),
            SAVE: [{ guard: 'hasProblems', actions: 'check' }, { target: 'saving', actions: 'check' }],
            CANCEL: { target: 'list', actions: 'close' },
          },
        },
        saving: {
          invoke: {
            id: 'saveTemplate',
        src: 'saveTemplate',
            input: ({ context }) => ({ id: context.draft?.id ?? null, input: templateInputOf(context.draft ?? newTemplateDraft()) }),
            onDone: { target: 'saved', actions: { type: 'keepSaved', params: ({ event }) => ({ template: event.output }) } },
            onError: { target: 'editing', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        deleting: {
          invoke: {
            id: 'deleteTemplate',
        src: 'deleteTemplate',
            input: ({ context }) => ({ id: context.deleting ?? 0 }),
            onDone: { target: 'saved', actions: 'dropDeleted' },
            onError: { target: 'list', actions: [{ type: 'refuse', params: ({ event }) => ({ error: event.error }) }, 'stopDeleting'] },
          },
        },
      },
    },
  },
});

export type TemplateEditorSnapshot = SnapshotFrom<typeof templateEditorMachine>;

/** An edit in the invalid form: back to editing once nothing is wrong. */
function editInvalid() {
  return [
    { guard: { type: 'fixesAll' as const, params: ({ event }: { event: DraftEdit }) => ({ edit: event }) }, target: 'editing' as const, actions: { type: 'edit' as const, params: ({ event }: { event: DraftEdit }) => ({ edit: event }) } },
    { actions: { type: 'edit' as const, params: ({ event }: { event: DraftEdit }) => ({ edit: event }) } },
  ];
}

function problemsOf(context: TemplateEditorContext, draft: TemplateDraft): string[] {
  const names = new Map((context.data?.subjects ?? []).map((s) => [s.id, s.name]));
  return templateDraftProblems(draft, (id) => names.get(id) ?? String(id));
}

/** The draft after one edit; a value that does not fit its field leaves the draft as it was. */
export function editedDraft(draft: TemplateDraft, edit: DraftEdit): TemplateDraft {
  switch (edit.type) {
    case 'FIELD':
      return fieldEdited(draft, edit.field, edit.value);
    case 'ADD_SUBJECT':
      return { ...draft, subjects: [...draft.subjects, { subject: null, questions: '', passMark: '' }] };
    case 'REMOVE_SUBJECT':
      return { ...draft, subjects: draft.subjects.filter((_, i) => i !== edit.index) };
    case 'SUBJECT_FIELD':
      return {
        ...draft,
        subjects: draft.subjects.map((row, i) =>
          i !== edit.index ? row : edit.field === 'subject' ? { ...row, subject: /^\d+$/.test(edit.value) ? Number(edit.value) : null } : { ...row, [edit.field]: edit.value },
        ),
      };
    case 'ADD_UNIVERSITY':
      return { ...draft, universities: [...draft.universities, { university: '', units: '', passMark: '' }] };
    case 'REMOVE_UNIVERSITY':
      return { ...draft, universities: draft.universities.filter((_, i) => i !== edit.index) };
    case 'UNIVERSITY_FIELD':
      return { ...draft, universities: draft.universities.map((row, i) => (i !== edit.index ? row : { ...row, [edit.field]: edit.value })) };
  }
}

function fieldEdited(draft: TemplateDraft, field: TemplateField, value: string): TemplateDraft {
  switch (field) {
    case 'examType':
      return value === '2' || value === '3' ? { ...draft, examType: value === '3' ? 3 : 2, universities: value === '3' && draft.universities.length === 0 ? [{ university: '', units: '', passMark: '' }] : draft.universities } : draft;
    case 'status':
      return value === 'active' || value === 'inactive' ? { ...draft, status: value } : draft;
    case 'timing':
      return value === 'question' || value === 'exam' ? { ...draft, timing: value } : draft;
    default:
      return { ...draft, [field]: value };
  }
}

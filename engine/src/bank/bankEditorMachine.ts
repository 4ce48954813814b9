// The question bank's editor (docs/content.md#editor) as a machine: it loads the catalogue's places
// and, for an existing question, its version with its history; every EDIT changes the draft
// (bankDraft.ts) and the preview follows at once. SAVE with problems shows them ('invalid') and sends
// nothing; otherwise the draft is sent, creating a draft question or saving this one (a published
// or retired one comes back as a new version with a new id). PUBLISH and RETIRE save first when
// there are unsaved changes. A save the server refuses because a newer version was saved meanwhile
// is 'conflict' until the newest version is opened. What the page shows is bankEditorView.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { refusalDetailOf } from '../access/serverError';
import {
  bankDraftOf,
  bankDraftProblems,
  editBankDraft,
  emptyBankDraft,
  bankInputOf,
  type BankDraft,
  type BankLanguage,
  type BankQuestionDetail,
  type BankQuestionInput,
  type BankDraftEdit,
  type BankField,
} from './bankDraft';
import { bankEditorMessages as m } from './editorMessages';

/** A grade's subject, a subject's topic or a topic's subtopic: the editor's place pickers. */
export type BankPlace = { id: number; name: string; parent: number | null };
export type BankPlaces = { subjects: readonly BankPlace[]; topics: readonly BankPlace[]; subtopics: readonly BankPlace[] };

export type BankEditorLoaded = { places: BankPlaces; detail: BankQuestionDetail | null };

/** A file chosen to upload (a browser's File is one); the web's actor sends it on. */
export type BankUploadFile = { readonly name: string; readonly size: number; readonly type: string };
/** An uploaded image: its path under /media/ and the pixels its file declares. */
export type BankUploadedImage = { path: string; bytes: number; width: number | null; height: number | null };
/** Where an upload goes: an image part of a field in one language. */
export type BankUploadTarget = { language: BankLanguage; at: BankField; index: number };

/** What a save, publish or retire answers: the question as it now is, or a newer version's refusal. */
export type BankSaveResult = { kind: 'saved'; detail: BankQuestionDetail } | { kind: 'conflict' };

/** What the Admin was told after the last change. */
export type BankEditorNotice = 'saved' | 'savedNewVersion' | 'published' | 'retired' | null;

export type BankEditorContext = {
  /** The version being edited; null for a new question until its first save. */
  id: number | null;
  places: BankPlaces | null;
  detail: BankQuestionDetail | null;
  draft: BankDraft;
  dirty: boolean;
  problems: string[];
  previewLanguage: BankLanguage;
  loadError: string | null;
  refusal: string | null;
  notice: BankEditorNotice;
  /** The version that a save replaced, for 'Saved as version 2'. */
  previousVersion: number | null;
  /** What to do after the save under way: publish or retire it. */
  then: 'publish' | 'retire' | null;
  /** The image part an upload under way fills. */
  uploading: BankUploadTarget | null;
};

export type BankEditorEvent =
  | { type: 'RETRY' }
  | { type: 'EDIT'; change: BankDraftEdit }
  | { type: 'PREVIEW_LANGUAGE'; language: BankLanguage }
  | { type: 'SAVE' }
  | { type: 'PUBLISH' }
  | { type: 'RETIRE' }
  | { type: 'OPEN_NEWEST' }
  | ({ type: 'UPLOAD'; file: BankUploadFile } & BankUploadTarget);

export type BankEditorInput = { id: number | null };

/** The detail of a result the conflict guard has let through. */
function savedDetail(result: BankSaveResult): BankQuestionDetail {
  if (result.kind !== 'saved') throw new Error('a conflict reached a saved transition');
  return result.detail;
}

export const bankEditorMachine = setup({
  types: {
    context: {} as BankEditorContext,
    events: {} as BankEditorEvent,
    input: {} as BankEditorInput,
  },
  actors: {
    loadEditor: fromPromise<BankEditorLoaded, { id: number | null }>(async () => {
      throw new Error('loadEditor not provided');
    }),
    saveQuestion: fromPromise<BankSaveResult, { id: number | null; input: BankQuestionInput }>(async () => {
      throw new Error('saveQuestion not provided');
    }),
    setQuestionStatus: fromPromise<BankSaveResult, { id: number; status: 'published' | 'retired' }>(async () => {
      throw new Error('setQuestionStatus not provided');
    }),
    uploadImage: fromPromise<BankUploadedImage, { file: BankUploadFile }>(async () => {
      throw new Error('uploadImage not provided');
    }),
  },
  actions: {
    setLoaded: assign((_, params: { loaded: BankEditorLoaded }) => {
      const { places, detail } = params.loaded;
      const draft = detail === null ? emptyBankDraft() : bankDraftOf(detail.question);
      return { places, detail, id: detail?.question.id ?? null, draft, dirty: false, problems: [], loadError: null, refusal: null, previewLanguage: draft.primary };
    }),
    setLoadError: assign((_, params: { error: unknown }) => ({ loadError: refusalDetailOf(params.error) })),
    edit: assign(({ context }, params: { change: BankDraftEdit }) => {
      const draft = editBankDraft(context.draft, params.change);
      // Problems once shown follow the edits, so each goes away as it is fixed.
      return { draft, dirty: true, notice: null, problems: context.problems.length > 0 ? bankDraftProblems(draft) : [] };
    }),
    setPreviewLanguage: assign((_, params: { language: BankLanguage }) => ({ previewLanguage: params.language })),
    check: assign(({ context }) => ({ problems: bankDraftProblems(context.draft), notice: null, refusal: null })),
    thenPublish: assign({ then: 'publish' as const }),
    thenRetire: assign({ then: 'retire' as const }),
    clearThen: assign({ then: null }),
    setSaved: assign(({ context }, params: { detail: BankQuestionDetail }) => {
      const { detail } = params;
      const newVersion = context.detail !== null && detail.question.id !== context.detail.question.id;
      return {
        detail,
        id: detail.question.id,
        draft: bankDraftOf(detail.question),
        dirty: false,
        problems: [],
        refusal: null,
        notice: newVersion ? ('savedNewVersion' as const) : ('saved' as const),
        previousVersion: newVersion ? (context.detail?.question.version ?? null) : null,
      };
    }),
    setStatusDone: assign((_, params: { detail: BankQuestionDetail }) => ({
      detail: params.detail,
      notice: params.detail.question.status === 'retired' ? ('retired' as const) : ('published' as const),
      refusal: null,
    })),
    refuse: assign((_, params: { error: unknown }) => ({ refusal: refusalDetailOf(params.error) ?? m.somethingWrong })),
    startUpload: assign((_, params: BankUploadTarget) => ({ uploading: { language: params.language, at: params.at, index: params.index }, refusal: null, notice: null })),
    /** The uploaded image becomes the part, with its size (docs/exam.md#image-size). */
    setUploaded: assign(({ context }, params: { image: BankUploadedImage }) => {
      const target = context.uploading;
      if (target === null) return {};
      const { path, width, height } = params.image;
      const part = width !== null && height !== null ? { type: 'image' as const, data: path, width, height } : { type: 'image' as const, data: path };
      const draft = editBankDraft(context.draft, { edit: 'part', language: target.language, ...target.at, index: target.index, part });
      return { draft, dirty: true, uploading: null, problems: context.problems.length > 0 ? bankDraftProblems(draft) : [] };
    }),
    endUpload: assign({ uploading: null }),
    // The loader follows the loaded version to its key's current one (docs/content.md#versions).
    openNewest: assign({ refusal: null, notice: null }),
  },
  guards: {
    hasProblems: ({ context }) => bankDraftProblems(context.draft).length > 0,
    isSaved: ({ context }) => context.id !== null && !context.dirty,
    isConflict: (_, params: { result: BankSaveResult }) => params.result.kind === 'conflict',
    thenPublish: ({ context }) => context.then === 'publish',
    thenRetire: ({ context }) => context.then === 'retire',
  },
}).createMachine({
  id: 'bankEditor',
  context: ({ input }) => ({
    id: input.id,
    places: null,
    detail: null,
    draft: emptyBankDraft(),
    dirty: false,
    problems: [],
    previewLanguage: 'bn',
    loadError: null,
    refusal: null,
    notice: null,
    previousVersion: null,
    then: null,
    uploading: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadEditor',
        src: 'loadEditor',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'editing', actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    editing: {
      initial: 'ready',
      on: {
        EDIT: { target: '.ready', actions: { type: 'edit', params: ({ event }) => ({ change: event.change }) } },
        PREVIEW_LANGUAGE: { actions: { type: 'setPreviewLanguage', params: ({ event }) => event } },
      },
      states: {
        ready: {
          on: {
            UPLOAD: { target: 'uploading', actions: { type: 'startUpload', params: ({ event }) => event } },
            SAVE: [{ guard: 'hasProblems', target: 'invalid', actions: 'check' }, { target: 'saving', actions: ['check', 'clearThen'] }],
            PUBLISH: [
              { guard: 'hasProblems', target: 'invalid', actions: 'check' },
              { guard: 'isSaved', target: 'changingStatus', actions: 'thenPublish' },
              { target: 'saving', actions: ['check', 'thenPublish'] },
            ],
            RETIRE: [
              { guard: 'hasProblems', target: 'invalid', actions: 'check' },
              { guard: 'isSaved', target: 'changingStatus', actions: 'thenRetire' },
              { target: 'saving', actions: ['check', 'thenRetire'] },
            ],
          },
        },
        /** The problems are shown; the next edit goes back to ready (and re-checks). */
        invalid: {
          on: { UPLOAD: { target: 'uploading', actions: { type: 'startUpload', params: ({ event }) => event } } },
        },
        /** An image goes up; the form waits (an edit now would be overwritten by the part). */
        uploading: {
          on: { EDIT: {} },
          invoke: {
            id: 'uploadImage',
            src: 'uploadImage',
            input: ({ event }) => ({ file: event.type === 'UPLOAD' ? event.file : { name: '', size: 0, type: '' } }),
            onDone: { target: 'ready', actions: { type: 'setUploaded', params: ({ event }) => ({ image: event.output }) } },
            onError: { target: 'ready', actions: [{ type: 'refuse', params: ({ event }) => ({ error: event.error }) }, 'endUpload'] },
          },
        },
        saving: {
          invoke: {
            id: 'saveQuestion',
            src: 'saveQuestion',
            input: ({ context }) => {
              const input = bankInputOf(context.draft);
              if (input === null) throw new Error('a draft without problems has its place');
              return { id: context.id, input };
            },
            onDone: [
              { guard: { type: 'isConflict', params: ({ event }) => ({ result: event.output }) }, target: '#bankEditor.conflict' },
              {
                guard: 'thenPublish',
                target: 'changingStatus',
                actions: { type: 'setSaved', params: ({ event }) => ({ detail: savedDetail(event.output) }) },
              },
              {
                guard: 'thenRetire',
                target: 'changingStatus',
                actions: { type: 'setSaved', params: ({ event }) => ({ detail: savedDetail(event.output) }) },
              },
              { target: 'ready', actions: { type: 'setSaved', params: ({ event }) => ({ detail: savedDetail(event.output) }) } },
            ],
            onError: { target: 'ready', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        changingStatus: {
          invoke: {
            id: 'setQuestionStatus',
            src: 'setQuestionStatus',
            input: ({ context }) => ({ id: context.id ?? 0, status: context.then === 'retire' ? ('retired' as const) : ('published' as const) }),
            onDone: [
              { guard: { type: 'isConflict', params: ({ event }) => ({ result: event.output }) }, target: '#bankEditor.conflict' },
              {
                target: 'ready',
                actions: [
                  { type: 'setStatusDone', params: ({ event }) => ({ detail: savedDetail(event.output) }) },
                  'clearThen',
                ],
              },
            ],
            onError: { target: 'ready', actions: [{ type: 'refuse', params: ({ event }) => ({ error: event.error }) }, 'clearThen'] },
          },
        },
      },
    },
    /** A newer version was saved meanwhile: nothing more is sent until it is opened. */
    conflict: {
      on: { OPEN_NEWEST: { target: 'loading', actions: 'openNewest' } },
    },
  },
});

export type BankEditorSnapshot = SnapshotFrom<typeof bankEditorMachine>;

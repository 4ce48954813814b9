// The Admin's catalogue page (docs/content.md#catalogue) as a machine: it loads every grade,
// subject, topic and subtopic; Open walks down one level (a grade's subjects, a subject's topics, a
// topic's subtopics); Add or Rename opens the name form (editing), whose Save checks the name
// (catalogueNameProblem: invalid, still editable) and sends it (saving); Offer, Retire and Delete
// send at once (changing). The api's answer replaces the entry in the page (saved); its refusal,
// such as why an entry in use cannot be deleted, is said in its words. What the page shows is
// catalogueEditorView (./catalogueEditorView.ts).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { refusalDetailOf } from '../../access/serverError';
import { messages } from '../../messages';
import { catalogueAdminMessages as m } from './messages';

export type CatalogueKind = 'grade' | 'subject' | 'topic' | 'subtopic';

/** One entry as the api gives it (the gateway's CatalogueEntry). */
export type CatalogueEntry = {
  kind: CatalogueKind;
  id: number;
  name: string;
  bengali: string | null;
  parent: number | null;
  questions: number;
  templates: number;
  offered: boolean | null;
  price_poisha: number | null;
};

export type AdminCatalogue = { grades: readonly CatalogueEntry[]; subjects: readonly CatalogueEntry[]; topics: readonly CatalogueEntry[]; subtopics: readonly CatalogueEntry[] };

/** The grade, subject and topic opened, each null until one is. */
export type CataloguePath = { grade: number | null; subject: number | null; topic: number | null };

export type CatalogueDraft = { kind: CatalogueKind; id: number | null; parent: number | null; name: string; bengali: string };

/** What a change sends: a new entry, a rename, an offer or retirement, or a deletion. */
export type CatalogueChange =
  | { type: 'create'; kind: CatalogueKind; parent: number | null; name: string; bengali: string }
  | { type: 'update'; kind: CatalogueKind; id: number; name?: string; bengali?: string; offered?: boolean }
  | { type: 'delete'; kind: CatalogueKind; id: number };

export type CatalogueEditorEvent =
  | { type: 'RETRY' }
  | { type: 'OPEN'; kind: Exclude<CatalogueKind, 'subtopic'>; id: number }
  | { type: 'ADD'; kind: CatalogueKind }
  | { type: 'RENAME'; kind: CatalogueKind; id: number }
  | { type: 'NAME'; value: string }
  | { type: 'BENGALI'; value: string }
  | { type: 'SAVE' }
  | { type: 'CANCEL' }
  | { type: 'SET_OFFERED'; id: number; offered: boolean }
  | { type: 'DELETE'; kind: CatalogueKind; id: number };

export type CatalogueEditorContext = {
  data: AdminCatalogue | null;
  loadError: string | null;
  path: CataloguePath;
  draft: CatalogueDraft | null;
  problem: string | null;
  refusal: string | null;
  change: CatalogueChange | null;
  done: 'saved' | 'deleted' | null;
};

export const catalogueEditorMachine = setup({
  types: {
    context: {} as CatalogueEditorContext,
    events: {} as CatalogueEditorEvent,
  },
  actors: {
    loadCatalogue: fromPromise<AdminCatalogue>(async () => {
      throw new Error('loadCatalogue not provided');
    }),
    changeCatalogue: fromPromise<CatalogueEntry | null, CatalogueChange>(async () => {
      throw new Error('changeCatalogue not provided');
    }),
  },
  actions: {
    setData: assign((_, params: { data: AdminCatalogue }) => ({ data: params.data, loadError: null })),
    setLoadError: assign((_, params: { error: unknown }) => ({ loadError: refusalDetailOf(params.error) })),
    open: assign(({ context }, params: { kind: Exclude<CatalogueKind, 'subtopic'>; id: number }) => ({ path: pathOpening(context.path, params.kind, params.id), refusal: null, done: null })),
    openAdd: assign(({ context }, params: { kind: CatalogueKind }) => ({
      draft: { kind: params.kind, id: null, parent: parentOf(context.path, params.kind), name: '', bengali: '' },
      problem: null,
      refusal: null,
      done: null,
    })),
    openRename: assign(({ context }, params: { kind: CatalogueKind; id: number }) => {
      const entry = entriesOf(context.data, params.kind).find((e) => e.id === params.id);
      return { draft: entry === undefined ? null : { kind: params.kind, id: entry.id, parent: entry.parent, name: entry.name, bengali: entry.bengali ?? '' }, problem: null, refusal: null, done: null };
    }),
    setName: assign(({ context }, params: { value: string }) => {
      const draft = context.draft === null ? null : { ...context.draft, name: params.value };
      return { draft, problem: context.problem === null || draft === null ? context.problem : catalogueNameProblem(context.data, draft) };
    }),
    setBengali: assign(({ context }, params: { value: string }) => ({ draft: context.draft === null ? null : { ...context.draft, bengali: params.value } })),
    check: assign(({ context }) => ({ problem: context.draft === null ? null : catalogueNameProblem(context.data, context.draft), refusal: null })),
    sendDraft: assign(({ context }) => ({ change: context.draft === null ? null : changeOfDraft(context.draft) })),
    send: assign((_, params: { change: CatalogueChange }) => ({ change: params.change, refusal: null, done: null })),
    close: assign({ draft: null, problem: null, refusal: null }),
    keep: assign(({ context }, params: { entry: CatalogueEntry | null }) => ({
      data: context.data === null || context.change === null ? context.data : applied(context.data, context.change, params.entry),
      path: context.change?.type === 'delete' ? pathWithout(context.path, context.change.kind, context.change.id) : context.path,
      done: context.change?.type === 'delete' ? ('deleted' as const) : ('saved' as const),
      draft: null,
      change: null,
    })),
    refuse: assign((_, params: { error: unknown }) => ({ refusal: refusalDetailOf(params.error) ?? messages.somethingWrong, change: null })),
  },
  guards: {
    draftInvalid: ({ context }) => context.draft !== null && catalogueNameProblem(context.data, context.draft) !== null,
    nameFixes: ({ context }, params: { value: string }) => context.draft !== null && catalogueNameProblem(context.data, { ...context.draft, name: params.value }) === null,
    isSubject: ({ context }, params: { id: number }) => context.data?.subjects.some((s) => s.id === params.id) ?? false,
    /** A level below a grade is added only once its parent is open. */
    hasParent: ({ context }, params: { kind: CatalogueKind }) => params.kind === 'grade' || parentOf(context.path, params.kind) !== null,
  },
}).createMachine({
  id: 'catalogueEditor',
  context: { data: null, loadError: null, path: { grade: null, subject: null, topic: null }, draft: null, problem: null, refusal: null, change: null, done: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'shown',
      states: {
        shown: { on: browsing() },
        /** The page again, saying what the last change did. */
        saved: { on: browsing() },
        editing: {
          on: {
            NAME: { actions: { type: 'setName', params: ({ event }) => event } },
            BENGALI: { actions: { type: 'setBengali', params: ({ event }) => event } },
            SAVE: [{ guard: 'draftInvalid', target: 'invalid', actions: 'check' }, { target: 'saving', actions: ['check', 'sendDraft'] }],
            CANCEL: { target: 'shown', actions: 'close' },
          },
        },
        /** The form with the name's problem; a name without one makes it valid again. */
        invalid: {
          on: {
            NAME: [
              { guard: { type: 'nameFixes', params: ({ event }) => event }, target: 'editing', actions: [{ type: 'setName', params: ({ event }) => event }, 'check'] },
              { actions: { type: 'setName', params: ({ event }) => event } },
            ],
            BENGALI: { actions: { type: 'setBengali', params: ({ event }) => event } },
            SAVE: [{ guard: 'draftInvalid', actions: 'check' }, { target: 'saving', actions: ['check', 'sendDraft'] }],
            CANCEL: { target: 'shown', actions: 'close' },
          },
        },
        saving: {
          invoke: {
            id: 'changeCatalogue',
        src: 'changeCatalogue',
            input: ({ context }) => context.change ?? { type: 'delete', kind: 'grade', id: 0 },
            onDone: { target: 'saved', actions: { type: 'keep', params: ({ event }) => ({ entry: event.output }) } },
            onError: { target: 'editing', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        /** An offer, retirement or deletion on its way; the page stays shown. */
        changing: {
          invoke: {
            id: 'changeCatalogue',
        src: 'changeCatalogue',
            input: ({ context }) => context.change ?? { type: 'delete', kind: 'grade', id: 0 },
            onDone: { target: 'saved', actions: { type: 'keep', params: ({ event }) => ({ entry: event.output }) } },
            onError: { target: 'shown', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

export type CatalogueEditorSnapshot = SnapshotFrom<typeof catalogueEditorMachine>;

/** What the page answers while nothing is under way. */
function browsing() {
  return {
    OPEN: { actions: { type: 'open' as const, params: ({ event }: { event: Extract<CatalogueEditorEvent, { type: 'OPEN' }> }) => event } },
    ADD: {
      guard: { type: 'hasParent' as const, params: ({ event }: { event: Extract<CatalogueEditorEvent, { type: 'ADD' }> }) => event },
      target: 'editing' as const,
      actions: { type: 'openAdd' as const, params: ({ event }: { event: Extract<CatalogueEditorEvent, { type: 'ADD' }> }) => event },
    },
    RENAME: { target: 'editing' as const, actions: { type: 'openRename' as const, params: ({ event }: { event: Extract<CatalogueEditorEvent, { type: 'RENAME' }> }) => event } },
    SET_OFFERED: {
      guard: { type: 'isSubject' as const, params: ({ event }: { event: Extract<CatalogueEditorEvent, { type: 'SET_OFFERED' }> }) => event },
      target: 'changing' as const,
      actions: {
        type: 'send' as const,
        params: ({ event }: { event: Extract<CatalogueEditorEvent, { type: 'SET_OFFERED' }> }) => ({ change: { type: 'update' as const, kind: 'subject' as const, id: event.id, offered: event.offered } }),
      },
    },
    DELETE: {
      target: 'changing' as const,
      actions: { type: 'send' as const, params: ({ event }: { event: Extract<CatalogueEditorEvent, { type: 'DELETE' }> }) => ({ change: { type: 'delete' as const, kind: event.kind, id: event.id } }) },
    },
  };
}

export function entriesOf(data: AdminCatalogue | null, kind: CatalogueKind): readonly CatalogueEntry[] {
  if (data === null) return [];
  return kind === 'grade' ? data.grades : kind === 'subject' ? data.subjects : kind === 'topic' ? data.topics : data.subtopics;
}

/** The opened parent of a new entry of `kind`; null for a grade or while none is open. */
export function parentOf(path: CataloguePath, kind: CatalogueKind): number | null {
  return kind === 'subject' ? path.grade : kind === 'topic' ? path.subject : kind === 'subtopic' ? path.topic : null;
}

/** The name's problem in the page's words, or null: required, at most 120, not a sibling's (any case). */
export function catalogueNameProblem(data: AdminCatalogue | null, draft: CatalogueDraft): string | null {
  const name = draft.name.trim();
  if (name === '') return m.nameRequired;
  if (name.length > 120) return m.nameTooLong;
  const taken = entriesOf(data, draft.kind).some((e) => e.parent === draft.parent && e.id !== draft.id && e.name.toLowerCase() === name.toLowerCase());
  return taken ? m.nameTaken : null;
}

function changeOfDraft(draft: CatalogueDraft): CatalogueChange {
  return draft.id === null
    ? { type: 'create', kind: draft.kind, parent: draft.parent, name: draft.name.trim(), bengali: draft.bengali.trim() }
    : { type: 'update', kind: draft.kind, id: draft.id, name: draft.name.trim(), bengali: draft.bengali.trim() };
}

function pathOpening(path: CataloguePath, kind: Exclude<CatalogueKind, 'subtopic'>, id: number): CataloguePath {
  if (kind === 'grade') return { grade: id, subject: null, topic: null };
  if (kind === 'subject') return { ...path, subject: id, topic: null };
  return { ...path, topic: id };
}

function pathWithout(path: CataloguePath, kind: CatalogueKind, id: number): CataloguePath {
  if (kind === 'grade' && path.grade === id) return { grade: null, subject: null, topic: null };
  if (kind === 'subject' && path.subject === id) return { ...path, subject: null, topic: null };
  if (kind === 'topic' && path.topic === id) return { ...path, topic: null };
  return path;
}

/** The catalogue after the api's answer to a change. */
function applied(data: AdminCatalogue, change: CatalogueChange, entry: CatalogueEntry | null): AdminCatalogue {
  const key = change.kind === 'grade' ? 'grades' : change.kind === 'subject' ? 'subjects' : change.kind === 'topic' ? 'topics' : 'subtopics';
  const list = data[key];
  const next =
    change.type === 'delete'
      ? list.filter((e) => e.id !== change.id)
      : entry === null
        ? list
        : list.some((e) => e.id === entry.id)
          ? list.map((e) => (e.id === entry.id ? entry : e))
          : [...list, entry];
  return { ...data, [key]: next };
}

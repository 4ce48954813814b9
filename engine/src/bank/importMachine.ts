// The Admin's import page (docs/content.md#import-page) as a machine. It loads the catalogue's
// places first; then the importer goes idle → checking (a dry run) → checked (every row accepted or
// rejected with its reasons) → importing → imported, or failed with the server's words and a retry
// of the step that failed. Changing the file, the text, the format or the place goes back to idle
// and forgets the report, so what is imported is always what was checked. The exporter beside it
// downloads the bank in a format. What the page shows is bankImportView (./importView.ts).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { refusalDetailOf } from '../access/serverError';
import { BANK_IMPORT_MAX_BYTES, importFormatOf, utf8Bytes, type BankImportFormat } from './importFormats';
import { bankImportMessages as m } from './importMessages';
import type { BankImportReason } from './importReasons';

/** A subject as an import names it (the gateway's BankImportSubject): English names. */
export type BankImportSubject = {
  id: number;
  name: string;
  grade: string;
  topics: ReadonlyArray<{ name: string; subtopics: readonly string[] }>;
};

export type BankImportPlace = { grade: string; subject: string; topic: string; subtopic: string };

export type BankImportReport = {
  accepted: ReadonlyArray<{ row: number; key: string; grade: string; subject: string; topic: string; subtopic: string; preview: string; status: 'new' | 'update' }>;
  /** Each reason as a code the page words (./importReasons.ts). */
  rejected: ReadonlyArray<{ row: number; key?: string | null; reasons: readonly BankImportReason[] }>;
  written: { import?: string | null; inserted: number; updated: number } | null;
};

/** One call of the import: the file's name and text, its format, the form's place (or none), a dry run or not. */
export type BankImportRequest = { fileName: string; text: string; format: BankImportFormat; place: BankImportPlace | null; dryRun: boolean };

export type BankExportRequest = { format: BankImportFormat; subject: number | null };

export type BankImportContext = {
  places: readonly BankImportSubject[];
  loadError: string | null;
  /** The chosen file's name; null for pasted text. */
  fileName: string | null;
  text: string;
  format: BankImportFormat | null;
  subject: number | null;
  topic: string | null;
  subtopic: string | null;
  report: BankImportReport | null;
  error: string | null;
  /** Which step a retry runs again. */
  failedStep: 'check' | 'import' | null;
  exportSubject: number | null;
  exportError: string | null;
};

export type BankImportEvent =
  | { type: 'RETRY' }
  | { type: 'FILE'; name: string; text: string }
  | { type: 'TEXT'; text: string }
  | { type: 'FORMAT'; format: BankImportFormat }
  | { type: 'SUBJECT'; subject: number | null }
  | { type: 'TOPIC'; topic: string | null }
  | { type: 'SUBTOPIC'; subtopic: string | null }
  | { type: 'CHECK' }
  | { type: 'IMPORT' }
  | { type: 'START_OVER' }
  | { type: 'EXPORT_SUBJECT'; subject: number | null }
  | { type: 'EXPORT'; format: BankImportFormat };

const fresh = { fileName: null, text: '', report: null, error: null, failedStep: null } as const;

export const bankImportMachine = setup({
  types: {
    context: {} as BankImportContext,
    events: {} as BankImportEvent,
  },
  actors: {
    loadPlaces: fromPromise<readonly BankImportSubject[]>(async () => {
      throw new Error('loadPlaces not provided');
    }),
    // The dry run and the real run are one call (`dryRun` tells them apart), two actors so each
    // invocation is named by what it does (the gallery and model fakes settle them by name).
    checkImport: fromPromise<BankImportReport, BankImportRequest>(async () => {
      throw new Error('checkImport not provided');
    }),
    runImport: fromPromise<BankImportReport, BankImportRequest>(async () => {
      throw new Error('runImport not provided');
    }),
    downloadExport: fromPromise<void, BankExportRequest>(async () => {
      throw new Error('downloadExport not provided');
    }),
  },
  actions: {
    setPlaces: assign((_, params: { places: readonly BankImportSubject[] }) => ({ places: params.places, loadError: null })),
    setLoadError: assign((_, params: { error: unknown }) => ({ loadError: refusalDetailOf(params.error) })),
    setFile: assign(({ context }, params: { name: string; text: string }) => ({ ...fresh, fileName: params.name, text: params.text, format: importFormatOf(params.name, params.text) ?? context.format })),
    setText: assign((_, params: { text: string }) => ({ ...fresh, text: params.text })),
    setFormat: assign((_, params: { format: BankImportFormat }) => ({ format: params.format, report: null, error: null, failedStep: null })),
    setSubject: assign((_, params: { subject: number | null }) => ({ subject: params.subject, topic: null, subtopic: null, report: null, error: null, failedStep: null })),
    setTopic: assign((_, params: { topic: string | null }) => ({ topic: params.topic, subtopic: null, report: null, error: null, failedStep: null })),
    setSubtopic: assign((_, params: { subtopic: string | null }) => ({ subtopic: params.subtopic, report: null, error: null, failedStep: null })),
    setReport: assign((_, params: { report: BankImportReport }) => ({ report: params.report, error: null, failedStep: null })),
    checkFailed: assign((_, params: { error: unknown }) => ({ error: refusalDetailOf(params.error) ?? m.checkFailed, failedStep: 'check' as const })),
    importFailed: assign((_, params: { error: unknown }) => ({ error: refusalDetailOf(params.error) ?? m.importFailed, failedStep: 'import' as const })),
    startOver: assign({ ...fresh }),
    setExportSubject: assign((_, params: { subject: number | null }) => ({ exportSubject: params.subject })),
    clearExportError: assign({ exportError: null }),
    exportFailed: assign((_, params: { error: unknown }) => ({ exportError: refusalDetailOf(params.error) ?? m.exportFailed })),
  },
  guards: {
    canCheck: ({ context }) => checkProblem(context) === null,
    hasAccepted: ({ context }) => (context.report?.accepted.length ?? 0) > 0,
    importFailedLast: ({ context }) => context.failedStep === 'import',
  },
}).createMachine({
  id: 'bankImport',
  context: {
    places: [],
    loadError: null,
    ...fresh,
    format: null,
    subject: null,
    topic: null,
    subtopic: null,
    exportSubject: null,
    exportError: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPlaces',
        src: 'loadPlaces',
        onDone: { target: 'ready', actions: { type: 'setPlaces', params: ({ event }) => ({ places: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    ready: {
      type: 'parallel',
      states: {
        importer: {
          initial: 'idle',
          // Any change to what would be imported forgets the report: check again first.
          on: {
            FILE: { target: '.idle', actions: { type: 'setFile', params: ({ event }) => event } },
            TEXT: { target: '.idle', actions: { type: 'setText', params: ({ event }) => event } },
            FORMAT: { target: '.idle', actions: { type: 'setFormat', params: ({ event }) => event } },
            SUBJECT: { target: '.idle', actions: { type: 'setSubject', params: ({ event }) => event } },
            TOPIC: { target: '.idle', actions: { type: 'setTopic', params: ({ event }) => event } },
            SUBTOPIC: { target: '.idle', actions: { type: 'setSubtopic', params: ({ event }) => event } },
          },
          states: {
            idle: { on: { CHECK: { guard: 'canCheck', target: 'checking' } } },
            checking: {
              // What is being sent stays as it is until its answer comes.
              on: { FILE: {}, TEXT: {}, FORMAT: {}, SUBJECT: {}, TOPIC: {}, SUBTOPIC: {} },
              invoke: {
                id: 'checkImport',
                src: 'checkImport',
                input: ({ context }) => requestOf(context, true),
                onDone: { target: 'checked', actions: { type: 'setReport', params: ({ event }) => ({ report: event.output }) } },
                onError: { target: 'failed', actions: { type: 'checkFailed', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            checked: { on: { IMPORT: { guard: 'hasAccepted', target: 'importing' }, CHECK: { guard: 'canCheck', target: 'checking' } } },
            importing: {
              on: { FILE: {}, TEXT: {}, FORMAT: {}, SUBJECT: {}, TOPIC: {}, SUBTOPIC: {} },
              invoke: {
                id: 'runImport',
                src: 'runImport',
                input: ({ context }) => requestOf(context, false),
                onDone: { target: 'imported', actions: { type: 'setReport', params: ({ event }) => ({ report: event.output }) } },
                onError: { target: 'failed', actions: { type: 'importFailed', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            imported: { on: { START_OVER: { target: 'idle', actions: 'startOver' } } },
            failed: {
              on: {
                RETRY: [{ guard: 'importFailedLast', target: 'importing' }, { guard: 'canCheck', target: 'checking' }],
              },
            },
          },
        },
        exporter: {
          initial: 'waiting',
          states: {
            waiting: {
              on: {
                EXPORT_SUBJECT: { actions: { type: 'setExportSubject', params: ({ event }) => event } },
                EXPORT: { target: 'exporting', actions: 'clearExportError' },
              },
            },
            exporting: {
              invoke: {
                id: 'downloadExport',
                src: 'downloadExport',
                input: ({ context, event }) => ({ format: event.type === 'EXPORT' ? event.format : 'csv', subject: context.exportSubject }),
                onDone: 'waiting',
                onError: { target: 'waiting', actions: { type: 'exportFailed', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
      },
    },
  },
});

export type BankImportSnapshot = SnapshotFrom<typeof bankImportMachine>;

/** Why the file cannot be checked yet, or null: nothing to check, over the size limit, no format, an Aiken file without its place. */
export type CheckProblem = 'empty' | 'tooLarge' | 'noFormat' | 'noPlace';

export function checkProblem(context: BankImportContext): CheckProblem | null {
  if (context.text.trim() === '') return 'empty';
  if (utf8Bytes(context.text) > BANK_IMPORT_MAX_BYTES) return 'tooLarge';
  if (context.format === null) return 'noFormat';
  if (context.format === 'aiken' && placeOf(context) === null) return 'noPlace';
  return null;
}

/** The place chosen in the form, by name, when a subtopic is chosen. */
export function placeOf(context: BankImportContext): BankImportPlace | null {
  const subject = context.places.find((s) => s.id === context.subject);
  if (!subject || context.topic === null || context.subtopic === null) return null;
  return { grade: subject.grade, subject: subject.name, topic: context.topic, subtopic: context.subtopic };
}

function requestOf(context: BankImportContext, dryRun: boolean): BankImportRequest {
  const format = context.format ?? 'csv';
  const usesPlace = format === 'aiken' || format === 'gift';
  return { fileName: context.fileName ?? `questions.${format}`, text: context.text, format, place: usesPlace ? placeOf(context) : null, dryRun };
}

// What the import page shows (docs/content.md#import-page), from the machine's snapshot: used by the
// page, the gallery and the tests alike.
import { fillIn } from '../commerce/messages';
import { formatNumber } from '../i18n/format';
import { BANK_IMPORT_FORMATS, BANK_IMPORT_MAX_BYTES, type BankImportFormat } from './importFormats';
import { checkProblem, type BankImportContext, type BankImportSnapshot } from './importMachine';
import { bankImportMessages as m } from './importMessages';
import { importReasonText } from './importReasons';

/** The export picker's value for the whole bank. */
export const ALL_SUBJECTS = 'all';

export type ImportStep = 'editing' | 'checking' | 'checked' | 'importing' | 'imported' | 'failed';

/** A picker: its label, the chosen value ('' for none) and its choices. */
export type ImportSelect = { label: string; value: string; placeholder: string; options: ReadonlyArray<{ value: string; name: string }>; disabled: boolean };

export type AcceptedRowView = { row: string; key: string; place: string; preview: string; status: string; isNew: boolean };
export type RejectedRowView = { row: string; key: string | null; reasons: readonly string[] };

export type ImportReportView = {
  acceptedHeading: string;
  rejectedHeading: string;
  accepted: readonly AcceptedRowView[];
  rejected: readonly RejectedRowView[];
  /** 'The file holds no questions.' when it has no row at all. */
  empty: string | null;
  /** Said when rows came back but none can be imported. */
  noneAccepted: string | null;
  columns: { row: string; key: string; place: string; question: string; status: string; reasons: string };
};

export type BankImportView =
  | { state: 'loading'; heading: string; message: string }
  | { state: 'loadFailed'; heading: string; message: string; error: string | null; retry: string }
  | {
      state: 'ready';
      heading: string;
      intro: string;
      /** Said when the catalogue has no subject to import into. */
      empty: string | null;
      step: ImportStep;
      /** 'Checking the file' or 'Importing the questions' while a call is out. */
      busy: string | null;
      /** Inputs are fixed while a call is out. */
      locked: boolean;
      file: { label: string; hint: string; chosen: string | null };
      paste: { label: string; text: string };
      format: ImportSelect;
      /** The place pickers, for GIFT and Aiken. */
      place: { heading: string; hint: string; subject: ImportSelect; topic: ImportSelect; subtopic: ImportSelect } | null;
      /** Why Check is not offered yet (over the size limit, no format, no place for Aiken); null when it is, or nothing was given. */
      problem: string | null;
      check: { label: string; enabled: boolean };
      report: ImportReportView | null;
      /** 'Import {count} questions', once a check accepted some. */
  importAction: { label: string; enabled: boolean } | null;
      done: string | null;
      startOver: string | null;
      error: string | null;
      retry: string | null;
      exporter: { heading: string; intro: string; subject: ImportSelect; buttons: ReadonlyArray<{ format: BankImportFormat; label: string }>; busy: string | null; error: string | null };
    };

export function bankImportView(snapshot: BankImportSnapshot): BankImportView {
  const c = snapshot.context;
  if (snapshot.matches('loading')) return { state: 'loading', heading: m.heading, message: m.loading };
  if (snapshot.matches('loadFailed')) return { state: 'loadFailed', heading: m.heading, message: m.loadFailed, error: c.loadError, retry: m.retry };
  const step = stepOf(snapshot);
  const locked = step === 'checking' || step === 'importing';
  const size = formatNumber(BANK_IMPORT_MAX_BYTES / 1024);
  const problem = checkProblem(c);
  const accepted = c.report?.accepted.length ?? 0;
  const exporting = snapshot.matches({ ready: { exporter: 'exporting' } });
  return {
    state: 'ready',
    heading: m.heading,
    intro: m.intro,
    empty: c.places.length === 0 ? m.noSubjects : null,
    step,
    busy: step === 'checking' ? m.checking : step === 'importing' ? m.importing : null,
    locked,
    file: { label: m.fileLabel, hint: fillIn(m.fileHint, { size }), chosen: c.fileName === null ? null : fillIn(m.chosenFile, { name: c.fileName }) },
    paste: { label: m.pasteLabel, text: c.text },
    format: {
      label: m.formatLabel,
      value: c.format ?? '',
      placeholder: m.chooseFormat,
      options: BANK_IMPORT_FORMATS.map((f) => ({ value: f, name: m.formats[f] })),
      disabled: locked,
    },
    place: c.format === 'aiken' || c.format === 'gift' ? placeView(c, locked) : null,
    problem: problem === null || problem === 'empty' ? null : problem === 'tooLarge' ? fillIn(m.tooLarge, { size }) : problem === 'noFormat' ? m.chooseFormat : m.placeAiken,
    check: { label: m.check, enabled: (step === 'editing' || step === 'checked') && problem === null },
    report: c.report === null || step === 'editing' ? null : reportView(c.report),
    importAction: step === 'checked' && accepted > 0 ? { label: accepted === 1 ? m.importOne : fillIn(m.importMany, { count: formatNumber(accepted) }), enabled: true } : null,
    done: step === 'imported' && c.report?.written ? fillIn(m.imported, { inserted: formatNumber(c.report.written.inserted), updated: formatNumber(c.report.written.updated) }) : null,
    startOver: step === 'imported' ? m.startOver : null,
    error: step === 'failed' ? c.error : null,
    retry: step === 'failed' && (c.failedStep === 'import' || problem === null) ? m.retry : null,
    exporter: {
      heading: m.exportHeading,
      intro: m.exportIntro,
      subject: {
        label: m.exportSubject,
        value: c.exportSubject === null ? ALL_SUBJECTS : String(c.exportSubject),
        placeholder: m.allSubjects,
        options: [{ value: ALL_SUBJECTS, name: m.allSubjects }, ...c.places.map((s) => ({ value: String(s.id), name: s.name }))],
        disabled: exporting,
      },
      buttons: BANK_IMPORT_FORMATS.map((format) => ({ format, label: m.exportButtons[format] })),
      busy: exporting ? m.exporting : null,
      error: c.exportError,
    },
  };
}

function stepOf(snapshot: BankImportSnapshot): ImportStep {
  const steps: ReadonlyArray<[ImportStep, Parameters<BankImportSnapshot['matches']>[0]]> = [
    ['checking', { ready: { importer: 'checking' } }],
    ['checked', { ready: { importer: 'checked' } }],
    ['importing', { ready: { importer: 'importing' } }],
    ['imported', { ready: { importer: 'imported' } }],
    ['failed', { ready: { importer: 'failed' } }],
  ];
  return steps.find(([, state]) => snapshot.matches(state))?.[0] ?? 'editing';
}

function placeView(c: BankImportContext, locked: boolean): NonNullable<Extract<BankImportView, { state: 'ready' }>['place']> {
  const subject = c.places.find((s) => s.id === c.subject);
  const topic = subject?.topics.find((t) => t.name === c.topic);
  return {
    heading: m.placeHeading,
    hint: c.format === 'aiken' ? m.placeAiken : m.placeGift,
    subject: { label: m.subjectLabel, value: subject ? String(subject.id) : '', placeholder: m.choose, options: c.places.map((s) => ({ value: String(s.id), name: `${s.name} (${s.grade})` })), disabled: locked },
    topic: { label: m.topicLabel, value: topic?.name ?? '', placeholder: m.choose, options: (subject?.topics ?? []).map((t) => ({ value: t.name, name: t.name })), disabled: locked || !subject },
    subtopic: {
      label: m.subtopicLabel,
      value: c.subtopic ?? '',
      placeholder: m.choose,
      options: (topic?.subtopics ?? []).map((name) => ({ value: name, name })),
      disabled: locked || !topic,
    },
  };
}

function reportView(report: NonNullable<BankImportContext['report']>): ImportReportView {
  const rowLabel = (row: number) => (row === 0 ? m.wholeFile : fillIn(m.rowNumber, { row: formatNumber(row) }));
  return {
    acceptedHeading: fillIn(m.acceptedHeading, { count: formatNumber(report.accepted.length) }),
    rejectedHeading: fillIn(m.rejectedHeading, { count: formatNumber(report.rejected.length) }),
    accepted: report.accepted.map((r) => ({
      row: rowLabel(r.row),
      key: r.key,
      place: `${r.subject} / ${r.topic}`,
      preview: r.preview,
      status: r.status === 'new' ? m.statusNew : m.statusUpdate,
      isNew: r.status === 'new',
    })),
    rejected: report.rejected.map((r) => ({ row: rowLabel(r.row), key: r.key ?? null, reasons: r.reasons.map(importReasonText) })),
    empty: report.accepted.length === 0 && report.rejected.length === 0 ? m.noRows : null,
    noneAccepted: report.accepted.length === 0 && report.rejected.length > 0 ? m.noneAccepted : null,
    columns: { row: m.row, key: m.key, place: m.place, question: m.question, status: m.status, reasons: m.reasons },
  };
}

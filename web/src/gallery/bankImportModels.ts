// The gallery model of the Admin's import page (docs/content.md#import-page): loading, the
// catalogue's failure and emptiness, a file chosen, checking, the report (with rows accepted and
// rejected, none accepted, none at all), importing, imported, each failure, and the export.
import { checkedReport, emptyReport, giftFile, importPlaces, importedReport, rejectedOnlyReport } from '@proshno/engine/testing/bankImport';
import { bankImportMachine, bankImportView, ServerError, type BankImportContext, type BankImportSnapshot, type ImportStep } from '@proshno/engine';
import type { AnyMachineSnapshot } from 'xstate';
import type { GalleryModel } from './galleryModel';

const viewOf = (snapshot: AnyMachineSnapshot) => bankImportView(snapshot as BankImportSnapshot);
const stepOf = (snapshot: AnyMachineSnapshot): ImportStep | null => {
  const view = viewOf(snapshot);
  return view.state === 'ready' ? view.step : null;
};
const inImporter = (snapshot: AnyMachineSnapshot, step: ImportStep) => stepOf(snapshot) === step;

export const bankImportModel: GalleryModel = {
  id: 'bankImport',
  title: 'Bank/Import questions',
  machine: bankImportMachine,
  events: (snapshot) => {
    const { text, format, report } = snapshot.context as BankImportContext;
    const state = viewOf(snapshot).state;
    if (state === 'loading') {
      return [
        { type: 'xstate.done.actor.loadPlaces', output: importPlaces },
        { type: 'xstate.done.actor.loadPlaces', output: [] },
        { type: 'xstate.error.actor.loadPlaces', error: new Error('offline') },
      ];
    }
    if (state === 'loadFailed') return [{ type: 'RETRY' }];
    // One walk per concern: an empty catalogue, the export (from the untouched page) and the import.
    const { places, exportError } = snapshot.context as BankImportContext;
    const view = viewOf(snapshot);
    if (places.length === 0 || exportError !== null || view.state !== 'ready') return [];
    if (view.exporter.busy !== null) {
      return [
        { type: 'xstate.done.actor.downloadExport' },
        { type: 'xstate.error.actor.downloadExport', error: new Error('offline') },
      ];
    }
    if (inImporter(snapshot, 'editing')) {
      if (text === '') return [{ type: 'FILE', name: giftFile.name, text: giftFile.text }, { type: 'TEXT', text: 'Which planet is red?\nA. Mars\nB. Venus\nC. Earth\nD. Jupiter\nANSWER: A' }, { type: 'EXPORT', format: 'gift' }];
      if (format === null) return [{ type: 'FORMAT', format: 'aiken' }];
      return [{ type: 'CHECK' }];
    }
    if (inImporter(snapshot, 'checking')) {
      return [
        { type: 'xstate.done.actor.checkImport', output: checkedReport },
        { type: 'xstate.done.actor.checkImport', output: rejectedOnlyReport },
        { type: 'xstate.done.actor.checkImport', output: emptyReport },
        { type: 'xstate.error.actor.checkImport', error: new ServerError({ detail: 'The file is too large: at most 512 KB of questions can be imported at once.' }) },
      ];
    }
    if (inImporter(snapshot, 'checked')) return report !== null && report.accepted.length > 0 ? [{ type: 'IMPORT' }] : [];
    if (inImporter(snapshot, 'importing')) {
      return [
        { type: 'xstate.done.actor.runImport', output: importedReport },
        { type: 'xstate.error.actor.runImport', error: new Error('offline') },
      ];
    }
    if (inImporter(snapshot, 'imported')) return [{ type: 'START_OVER' }];
    return [];
  },
  variant: (snapshot) => {
    const { places, text, format, report, exportError, failedStep } = snapshot.context as BankImportContext;
    const view = viewOf(snapshot);
    if (view.state !== 'ready') return '';
    const parts = [
      places.length === 0 ? 'no subjects' : '',
      view.step !== 'editing' || text === '' ? '' : view.problem !== null ? (format === null ? 'pasted, no format' : 'aiken without a place') : 'ready to check',
      view.step === 'checked' && report !== null ? (report.accepted.length > 0 ? 'rows accepted and rejected' : report.rejected.length > 0 ? 'none accepted' : 'no questions') : '',
      view.step === 'failed' ? (failedStep === 'import' ? 'import failed' : 'check failed') : '',
      view.exporter.busy === null ? '' : 'exporting',
      exportError === null ? '' : 'export failed',
    ];
    return parts.filter((p) => p !== '').join(', ');
  },
};

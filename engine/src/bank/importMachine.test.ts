import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ServerError } from '../access/serverError';
import { checkedReport, emptyReport, giftFile, importPlaces, importedReport, rejectedOnlyReport } from '../testing/bankImport';
import { settled } from '../testing/modelPaths';
import { BANK_IMPORT_MAX_BYTES, importFormatOf } from './importFormats';
import { bankImportMachine, type BankExportRequest, type BankImportReport, type BankImportRequest, type BankImportSubject } from './importMachine';
import { bankImportView } from './importView';

type Answers = {
  places?: () => Promise<readonly BankImportSubject[]>;
  send?: (request: BankImportRequest) => Promise<BankImportReport>;
  download?: (request: BankExportRequest) => Promise<void>;
};

function started(answers: Answers = {}) {
  const sent: BankImportRequest[] = [];
  const downloads: BankExportRequest[] = [];
  let loads = 0;
  const actor = createActor(
    bankImportMachine.provide({
      actors: {
        loadPlaces: fromPromise(() => {
          loads++;
          return (answers.places ?? (async () => importPlaces))();
        }),
        checkImport: fromPromise(({ input }) => {
          sent.push(input);
          return (answers.send ?? (async (r) => (r.dryRun ? checkedReport : importedReport)))(input);
        }),
        runImport: fromPromise(({ input }) => {
          sent.push(input);
          return (answers.send ?? (async (r) => (r.dryRun ? checkedReport : importedReport)))(input);
        }),
        downloadExport: fromPromise(({ input }) => {
          downloads.push(input);
          return (answers.download ?? (async () => undefined))(input);
        }),
      },
    }),
  ).start();
  const view = () => bankImportView(actor.getSnapshot());
  const ready = () => {
    const v = view();
    if (v.state !== 'ready') throw new Error(`not ready: ${v.state}`);
    return v;
  };
  return { actor, sent, downloads, view, ready, loads: () => loads };
}

describe('bankImportMachine (docs/content.md#import-page)', () => {
  it('loads the catalogue, then checks a GIFT file by a dry run and imports what was checked', async () => {
    const { actor, sent, view, ready } = started();
    expect(view()).toEqual({ state: 'loading', heading: 'Import Questions', message: 'Loading the catalogue' });
    await settled();
    expect(ready()).toMatchObject({ step: 'editing', check: { enabled: false }, report: null, importAction: null, problem: null, place: null, empty: null });
    actor.send({ type: 'FILE', name: giftFile.name, text: giftFile.text });
    expect(ready()).toMatchObject({ format: { value: 'gift' }, file: { chosen: 'Chosen: physics.gift' }, check: { enabled: true } });
    expect(ready().place?.hint).toBe('Questions that no $CATEGORY line places go to the subtopic chosen here.');
    actor.send({ type: 'CHECK' });
    expect(ready()).toMatchObject({ step: 'checking', busy: 'Checking the file', locked: true, check: { enabled: false } });
    await settled();
    expect(sent).toEqual([{ fileName: 'physics.gift', text: giftFile.text, format: 'gift', place: null, dryRun: true }]);
    const checked = ready();
    expect(checked.step).toBe('checked');
    expect(checked.report).toMatchObject({
      acceptedHeading: 'Accepted: 2',
      rejectedHeading: 'Rejected: 2',
      accepted: [
        { row: 'Row 3', key: 'phys.v', place: 'Physics / Kinematics', status: 'New', isNew: true },
        { row: 'Row 9', status: 'Updates', isNew: false },
      ],
      rejected: [
        { row: 'Row 5', key: 'phys.tf', reasons: ['a true/false question: only multiple choice with four options and one right answer can be imported'] },
        { row: 'Row 7', key: 'phys.n' },
      ],
      empty: null,
      noneAccepted: null,
    });
    expect(checked.importAction).toEqual({ label: 'Import 2 questions', enabled: true });
    actor.send({ type: 'IMPORT' });
    expect(ready()).toMatchObject({ step: 'importing', busy: 'Importing the questions', importAction: null });
    await settled();
    expect(sent[1]).toEqual({ ...sent[0], dryRun: false });
    expect(ready()).toMatchObject({ step: 'imported', done: 'Imported: 1 new, 1 updated.', startOver: 'Import another file' });
    actor.send({ type: 'START_OVER' });
    expect(ready()).toMatchObject({ step: 'editing', report: null, file: { chosen: null }, paste: { text: '' }, format: { value: 'gift' } });
  });

  it('an Aiken text is checked only with a place, and sends the place by name', async () => {
    const { actor, sent, ready } = started();
    await settled();
    actor.send({ type: 'TEXT', text: 'Q?\nA. a\nB. b\nC. c\nD. d\nANSWER: A' });
    expect(ready().problem).toBe('Choose a format');
    actor.send({ type: 'FORMAT', format: 'aiken' });
    expect(ready()).toMatchObject({ problem: 'An Aiken file has no categories: every question goes to the subtopic chosen here.', check: { enabled: false } });
    actor.send({ type: 'CHECK' });
    expect(ready().step).toBe('editing');
    actor.send({ type: 'SUBJECT', subject: 1 });
    expect(ready().place?.topic.options.map((o) => o.value)).toEqual(['Kinematics', 'Optics']);
    expect(ready().place?.subtopic.disabled).toBe(true);
    actor.send({ type: 'TOPIC', topic: 'Optics' });
    actor.send({ type: 'SUBTOPIC', subtopic: 'Lenses' });
    expect(ready().check.enabled).toBe(true);
    // Another subject forgets the topic and subtopic chosen under the first.
    actor.send({ type: 'SUBJECT', subject: 2 });
    expect(ready()).toMatchObject({ check: { enabled: false }, place: { topic: { value: '' }, subtopic: { value: '' } } });
    actor.send({ type: 'TOPIC', topic: 'Cells' });
    actor.send({ type: 'SUBTOPIC', subtopic: 'Organelles' });
    actor.send({ type: 'CHECK' });
    await settled();
    expect(sent[0]?.place).toEqual({ grade: 'HSC', subject: 'Biology', topic: 'Cells', subtopic: 'Organelles' });
    expect(sent[0]?.fileName).toBe('questions.aiken');
  });

  it('a change to the file after the check forgets the report, so only a checked file is imported', async () => {
    const { actor, ready } = started();
    await settled();
    actor.send({ type: 'FILE', name: giftFile.name, text: giftFile.text });
    actor.send({ type: 'CHECK' });
    await settled();
    expect(ready().step).toBe('checked');
    actor.send({ type: 'TEXT', text: `${giftFile.text}\n::x::More? {=a ~b ~c ~d}` });
    expect(ready()).toMatchObject({ step: 'editing', report: null, importAction: null });
    actor.send({ type: 'IMPORT' });
    expect(ready().step).toBe('editing');
  });

  it('edits while a check is out are ignored', async () => {
    let answer: (report: BankImportReport) => void = () => undefined;
    const { actor, sent, ready } = started({ send: () => new Promise((resolve) => (answer = resolve)) });
    await settled();
    actor.send({ type: 'FILE', name: giftFile.name, text: giftFile.text });
    actor.send({ type: 'CHECK' });
    actor.send({ type: 'TEXT', text: 'something else' });
    actor.send({ type: 'FORMAT', format: 'csv' });
    expect(ready()).toMatchObject({ step: 'checking', paste: { text: giftFile.text }, format: { value: 'gift', disabled: true } });
    answer(checkedReport);
    await settled();
    expect(ready().step).toBe('checked');
    expect(sent).toHaveLength(1);
  });

  it('a report with nothing accepted offers no import and says why', async () => {
    const { actor, ready } = started({ send: async () => rejectedOnlyReport });
    await settled();
    actor.send({ type: 'FILE', name: 'bad.gift', text: giftFile.text });
    actor.send({ type: 'CHECK' });
    await settled();
    expect(ready()).toMatchObject({ importAction: null, report: { noneAccepted: 'No question can be imported yet. Fix the rejected rows and check the file again.' } });
    actor.send({ type: 'IMPORT' });
    expect(ready().step).toBe('checked');
  });

  it('a file with no questions says so', async () => {
    const { actor, ready } = started({ send: async () => emptyReport });
    await settled();
    actor.send({ type: 'FILE', name: 'comments.gift', text: '// nothing here' });
    actor.send({ type: 'CHECK' });
    await settled();
    expect(ready().report?.empty).toBe('The file holds no questions.');
  });

  it('a failed check says the server’s words and a retry checks again; a failed import retries the import', async () => {
    let fail = true;
    const { actor, sent, ready } = started({
      send: async (r) => {
        if (fail) throw r.dryRun ? new ServerError({ detail: 'The file is too large: at most 512 KB of questions can be imported at once.' }) : new Error('offline');
        return r.dryRun ? checkedReport : importedReport;
      },
    });
    await settled();
    actor.send({ type: 'FILE', name: giftFile.name, text: giftFile.text });
    actor.send({ type: 'CHECK' });
    await settled();
    expect(ready()).toMatchObject({ step: 'failed', error: 'The file is too large: at most 512 KB of questions can be imported at once.', retry: 'Try Again' });
    fail = false;
    actor.send({ type: 'RETRY' });
    await settled();
    expect(ready().step).toBe('checked');
    fail = true;
    actor.send({ type: 'IMPORT' });
    await settled();
    expect(ready()).toMatchObject({ step: 'failed', error: 'The questions could not be imported; nothing was written.' });
    fail = false;
    actor.send({ type: 'RETRY' });
    await settled();
    expect(ready().step).toBe('imported');
    expect(sent.map((r) => r.dryRun)).toEqual([true, true, false, false]);
  });

  it('a file over the size limit is not sent', async () => {
    const { actor, sent, ready } = started();
    await settled();
    actor.send({ type: 'FILE', name: 'big.csv', text: 'x'.repeat(BANK_IMPORT_MAX_BYTES + 1) });
    expect(ready()).toMatchObject({ problem: 'The file is larger than 512 KB. Split it and import the parts one by one.', check: { enabled: false } });
    actor.send({ type: 'CHECK' });
    expect(sent).toEqual([]);
  });

  it('a catalogue that cannot be loaded says so and loads again on retry; an empty one says what to do', async () => {
    let places: () => Promise<readonly BankImportSubject[]> = async () => {
      throw new Error('offline');
    };
    const { actor, view, ready, loads } = started({ places: () => places() });
    await settled();
    expect(view()).toEqual({ state: 'loadFailed', heading: 'Import Questions', message: 'The catalogue could not be loaded.', error: null, retry: 'Try Again' });
    places = async () => [];
    actor.send({ type: 'RETRY' });
    await settled();
    expect(loads()).toBe(2);
    expect(ready().empty).toBe('The catalogue has no subjects yet. Add them under Catalogue before importing questions.');
  });

  it('exports the bank in a format, of one subject or all, and says when the file could not be made', async () => {
    let fail = false;
    const { actor, downloads, ready } = started({
      download: async () => {
        if (fail) throw new Error('offline');
      },
    });
    await settled();
    expect(ready().exporter.buttons.map((b) => b.label)).toEqual(['Download CSV', 'Download JSON', 'Download GIFT', 'Download Aiken']);
    actor.send({ type: 'EXPORT', format: 'gift' });
    expect(ready().exporter).toMatchObject({ busy: 'Preparing the file', subject: { disabled: true } });
    await settled();
    actor.send({ type: 'EXPORT_SUBJECT', subject: 2 });
    fail = true;
    actor.send({ type: 'EXPORT', format: 'aiken' });
    await settled();
    expect(downloads).toEqual([
      { format: 'gift', subject: null },
      { format: 'aiken', subject: 2 },
    ]);
    expect(ready().exporter).toMatchObject({ busy: null, error: 'The file could not be made.', subject: { value: '2' } });
    expect(ready().exporter.subject.options[0]).toEqual({ value: 'all', name: 'All subjects' });
  });
});

describe('importFormatOf', () => {
  it('reads the format from the extension; a .txt is Aiken when it has ANSWER lines, else GIFT', () => {
    expect(['a.csv', 'a.JSON', 'a.gift', 'a.aiken', 'a.doc'].map((n) => importFormatOf(n))).toEqual(['csv', 'json', 'gift', 'aiken', null]);
    expect(importFormatOf('moodle.txt', 'Q?\nA. a\nANSWER: A')).toBe('aiken');
    expect(importFormatOf('moodle.txt', '::t::Q {=a ~b}')).toBe('gift');
  });
});

// The Admin's import page (docs/content.md#import-page) driven by the engine's bankImportMachine on
// /admin/import in real Chromium against the shared product. Its questions go into a subject,
// topic and subtopic of this file's own, made through the admin's catalogue before any path: a new
// subject is offered to no learner until the Admin prices and offers it, so no other file's learner
// draws what the paths import. A GIFT file (one good question, one true/false) is chosen, checked
// and imported; a pasted Aiken text is given its format and place and checked; the bank of the
// file's subject is exported. The catalogue, the check, the import and the export are held on the
// wire until the model says the server answered or the connection failed. After every step the
// page must show what the model's state says.
//
// The Admin signs in twice for the file: once in the browser, once through GraphQL for the
// catalogue (the api counts 20 sign-ins an account a minute, which other files share).
import {
  bankImportMachine,
  bankImportMessages as m,
  bankImportView,
  type BankImportContext,
  type BankImportReport,
  type BankImportSnapshot,
  type BankImportSubject,
  type ImportSelect,
} from '@proshno/engine';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { graphql, learnerToken, signedInBrowser } from '../e2e/product';
import { choose } from '../e2e/screens';
import { closeGated, gate, type Gate } from './network';
import { describeUiModel, expectMachineCoverage } from './uiModel';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
const stamp = Date.now().toString(36);

// The file's own place in the catalogue: a subject under the first grade, one topic, one subtopic.
const admin = await learnerToken(ADMIN);
const { adminCatalogue } = await graphql<{ adminCatalogue: { grades: Array<{ id: number; name: string }> } }>('{ adminCatalogue { grades { id name } } }', {}, admin);
const grade = adminCatalogue.grades[0] ?? expect.fail('the demo catalogue has a grade');
const created = async (kind: 'subject' | 'topic' | 'subtopic', parent: number, name: string) =>
  (
    await graphql<{ createCatalogueEntry: { id: number } }>(
      'mutation($input: CatalogueEntryInput!) { createCatalogueEntry(input: $input) { id } }',
      { input: { kind, parent, name } },
      admin,
    )
  ).createCatalogueEntry.id;
const place = { grade: grade.name, subject: `Import model ${stamp}`, topic: 'Planets', subtopic: 'Mars' };
const subjectId = await created('subject', grade.id, place.subject);
await created('subtopic', await created('topic', subjectId, place.topic), place.subtopic);

/** The model's catalogue: the file's subject alone (the page lists every subject; the paths choose only this one). */
const places: readonly BankImportSubject[] = [{ id: subjectId, name: place.subject, grade: place.grade, topics: [{ name: place.topic, subtopics: [place.subtopic] }] }];

/** A GIFT file: a good question on line 3 and a true/false one on line 5, its keys new on every choice (a path imports it). */
function giftText(tag: string): string {
  return [
    `$CATEGORY: $course$/${place.grade}/${place.subject}/${place.topic}/${place.subtopic}`,
    '',
    `::questionImport.${tag}.1::Which planet is known as the red planet? {=Mars ~Venus ~Jupiter ~Saturn}`,
    '',
    `::questionImport.${tag}.2::The Sun is a star. {T}`,
    '',
  ].join('\n');
}
const GIFT_NAME = 'planets.gift';

/** A pasted Aiken text: a good question on line 1 and one with no options on line 8; only ever checked. */
const AIKEN = [
  'Which gas do green plants give off in sunlight?',
  'A. Oxygen',
  'B. Nitrogen',
  'C. Helium',
  'D. Argon',
  'ANSWER: A',
  '',
  'Name the largest ocean.',
  'ANSWER: C',
  '',
].join('\n');

const accepted = (row: number, preview: string) => ({ row, key: `model.${row}`, ...place, preview, status: 'new' as const });
const giftChecked: BankImportReport = {
  accepted: [accepted(3, 'Which planet is known as the red planet?')],
  rejected: [{ row: 5, key: 'model.5', reasons: [{ code: 'gift_true_false' }] }],
  written: null,
};
const giftImported: BankImportReport = { ...giftChecked, written: { import: 'model-import', inserted: 1, updated: 0 } };
const aikenChecked: BankImportReport = {
  accepted: [accepted(1, 'Which gas do green plants give off in sunlight?')],
  rejected: [{ row: 8, reasons: [{ code: 'aiken_no_options' }] }],
  written: null,
};
const failure = new Error('[Network] Failed to fetch');

type Driver = { page: Page; gate: Gate };
// The check and the import are uploads (multipart), held by the same gate.
const operations = ['BankImportPlaces', 'AdminBankExport', 'ImportBankQuestions'] as const;
const actorOperation: Record<string, string> = {
  loadPlaces: 'BankImportPlaces',
  checkImport: 'ImportBankQuestions',
  runImport: 'ImportBankQuestions',
  downloadExport: 'AdminBankExport',
};

const signedIn = signedInBrowser(ADMIN);
let chosen = 0;

type Event = EventObject & Record<string, unknown>;
const fileEvent: Event = { type: 'FILE', name: GIFT_NAME, text: giftText('model') };

const paths = await describeUiModel<Driver>({
  name: 'question import',
  machine: bankImportMachine,
  modelMachine: (fakes) =>
    bankImportMachine.provide({
      actors: {
        loadPlaces: fakes.promise('loadPlaces'),
        checkImport: fakes.promise('checkImport'),
        runImport: fakes.promise('runImport'),
        downloadExport: fakes.promise('downloadExport'),
      },
    }),
  // Two walks of the importer and the exporter beside them at rest: a GIFT file checked, imported
  // (each failure once, then tried again) and started over; an Aiken text given its format and place,
  // one picker at a time, and checked. A call made again after a failure, or a check made again
  // after one, only succeeds (the failure of each is walked once).
  events: (snapshot): Event[] => {
    const c = snapshot.context as BankImportContext;
    if (snapshot.matches('loading')) return [{ type: 'xstate.done.actor.loadPlaces', output: places }, { type: 'xstate.error.actor.loadPlaces', error: failure }];
    if (snapshot.matches('loadFailed')) return [{ type: 'RETRY' }];
    if (snapshot.matches({ ready: { exporter: 'exporting' } })) {
      return [{ type: 'xstate.done.actor.downloadExport', output: undefined }, { type: 'xstate.error.actor.downloadExport', error: failure }];
    }
    const at = (state: string) => snapshot.matches({ ready: { importer: state } });
    const fresh = c.failedStep === null;
    if (at('idle') && c.text === '') {
      if (c.format !== null) return [fileEvent];
      if (c.exportSubject !== null) return [{ type: 'EXPORT', format: 'csv' }];
      return [fileEvent, { type: 'TEXT', text: AIKEN }, { type: 'EXPORT_SUBJECT', subject: subjectId }];
    }
    if (at('idle')) {
      if (c.format === null) return [{ type: 'FORMAT', format: 'aiken' }];
      if (c.format === 'aiken' && c.subject === null) return [{ type: 'SUBJECT', subject: subjectId }];
      if (c.format === 'aiken' && c.topic === null) return [{ type: 'TOPIC', topic: place.topic }];
      if (c.format === 'aiken' && c.subtopic === null) return [{ type: 'SUBTOPIC', subtopic: place.subtopic }];
      return [{ type: 'CHECK' }];
    }
    if (at('checking')) {
      if (c.format === 'aiken') return [{ type: 'xstate.done.actor.checkImport', output: aikenChecked }];
      return [{ type: 'xstate.done.actor.checkImport', output: giftChecked }, ...(fresh && c.report === null ? [{ type: 'xstate.error.actor.checkImport', error: failure }] : [])];
    }
    if (at('checked')) return c.format === 'gift' ? [{ type: 'IMPORT' }, { type: 'CHECK' }] : [];
    if (at('importing')) return [{ type: 'xstate.done.actor.runImport', output: giftImported }, ...(fresh ? [{ type: 'xstate.error.actor.runImport', error: failure }] : [])];
    if (at('imported')) return [{ type: 'START_OVER' }];
    if (at('failed')) return [{ type: 'RETRY' }];
    return [];
  },
  key: (snapshot) => {
    const c = snapshot.context as BankImportContext;
    return JSON.stringify({
      value: snapshot.value,
      text: c.text !== '',
      file: c.fileName !== null,
      format: c.format,
      place: [c.subject, c.topic, c.subtopic].map((chosenPart) => chosenPart !== null),
      report: c.report === null ? null : c.report.written === null ? 'checked' : 'written',
      failedStep: c.failedStep,
      exportSubject: c.exportSubject !== null,
      exportError: c.exportError !== null,
      loadError: c.loadError,
    });
  },
  // One page walks on to what fresh pages would have (uiModel.ts chain).
  chain: {},
  open: async () => {
    const page = await signedIn.context().newPage();
    const network = await gate(page, operations);
    await page.goto('/admin/import');
    await network.waitFor('BankImportPlaces');
    return { page, gate: network };
  },
  act: async (driver, event) => {
    const { page } = driver;
    const settle = async (actor: string, outcome: 'pass' | 'fail') => {
      const operation = actorOperation[actor] ?? expect.fail(`no operation for ${actor}`);
      await driver.gate.waitFor(operation);
      await driver.gate.release(operation, outcome);
    };
    if (event.type === 'xstate.done.actor.downloadExport') {
      const download = page.waitForEvent('download');
      await settle('downloadExport', 'pass');
      expect((await download).suggestedFilename()).toMatch(/^proshno-questions-import-model-[a-z0-9]+-\d{4}-\d{2}-\d{2}\.csv$/);
      return;
    }
    if (event.type.startsWith('xstate.done.actor.')) return settle(event.type.slice('xstate.done.actor.'.length), 'pass');
    if (event.type.startsWith('xstate.error.actor.')) return settle(event.type.slice('xstate.error.actor.'.length), 'fail');
    switch (event.type) {
      case 'RETRY':
        return page.getByRole('button', { name: m.retry }).click();
      case 'FILE':
        // New keys for every choice: a path that imports the file must find its questions new.
        chosen += 1;
        return page.locator('input[type="file"]').setInputFiles({ name: GIFT_NAME, mimeType: 'text/plain', buffer: Buffer.from(giftText(`${stamp}.${chosen}`)) });
      case 'TEXT':
        return page.getByLabel(m.pasteLabel).fill(AIKEN);
      case 'FORMAT':
        return choose(page, m.formatLabel, m.formats.aiken);
      case 'SUBJECT':
        return choose(page, m.subjectLabel, `${place.subject} (${place.grade})`);
      case 'TOPIC':
        return choose(page, m.topicLabel, place.topic);
      case 'SUBTOPIC':
        return choose(page, m.subtopicLabel, place.subtopic);
      case 'CHECK':
        return page.getByRole('button', { name: m.check, exact: true }).click();
      case 'IMPORT':
        return page.getByRole('button', { name: m.importOne, exact: true }).click();
      case 'START_OVER':
        return page.getByRole('button', { name: m.startOver, exact: true }).click();
      case 'EXPORT_SUBJECT':
        return choose(page, m.exportSubject, place.subject);
      case 'EXPORT':
        return page.getByRole('button', { name: m.exportButtons.csv, exact: true }).click();
      default:
        throw new Error(`no UI action for ${event.type}`);
    }
  },
  check: async (driver, snapshot) => {
    const expected = expectedFacts(snapshot);
    await expect.poll(() => screenFacts(driver.page), { interval: 100 }).toEqual(expected);
  },
  // What a path leaves held is refused first, so nothing of it reaches the product as the page closes.
  close: (driver) => closeGated(driver),
});

const locked = 'the file, the text, the format and the place are disabled while a check or an import is out (bankImportView locked); the engine’s test sends them';
expectMachineCoverage(
  'bankImportMachine',
  bankImportMachine,
  paths,
  Object.fromEntries(
    ['checking', 'importing'].flatMap((state) => ['FILE', 'TEXT', 'FORMAT', 'SUBJECT', 'TOPIC', 'SUBTOPIC'].map((event) => [`bankImport.ready.importer.${state} --${event}--> (self)`, locked])),
  ),
);

type ReportFacts = { headings: string[]; notices: string[]; rejected: string[]; accepted: string[] };
type Facts =
  | { screen: 'loading' }
  | { screen: 'failed'; message: string }
  | {
      screen: 'ready';
      file: string;
      pasted: boolean;
      locked: boolean;
      format: string;
      place: string[] | null;
      problem: string | null;
      busy: string | null;
      buttons: string[];
      error: string | null;
      done: string | null;
      report: ReportFacts | null;
      exporter: { subject: string; busy: string | null; error: string | null; disabled: boolean };
    };

/** What the model's view says, of the file's own subject. */
function expectedFacts(snapshot: AnyMachineSnapshot): Facts {
  const view = bankImportView(snapshot as BankImportSnapshot);
  if (view.state === 'loading') return { screen: 'loading' };
  if (view.state === 'loadFailed') return { screen: 'failed', message: view.error ?? view.message };
  const shown = (select: ImportSelect) => select.options.find((o) => o.value === select.value)?.name ?? select.placeholder;
  const report = view.report;
  return {
    screen: 'ready',
    file: view.file.chosen ?? m.noFile,
    pasted: view.paste.text !== '',
    locked: view.locked,
    format: shown(view.format),
    place: view.place === null ? null : [view.place.subject, view.place.topic, view.place.subtopic].map((s) => `${shown(s)}${s.disabled ? ' (disabled)' : ''}`),
    problem: view.problem,
    busy: view.busy,
    buttons: [
      `${view.check.label}${view.check.enabled ? '' : ' (disabled)'}`,
      ...(view.retry === null ? [] : [view.retry]),
      ...(view.startOver === null ? [] : [view.startOver]),
      ...(view.importAction === null ? [] : [view.importAction.label]),
    ],
    error: view.error,
    done: view.done,
    report:
      report === null
        ? null
        : {
            headings: [...(report.rejected.length > 0 ? [report.rejectedHeading] : []), ...(report.accepted.length > 0 ? [report.acceptedHeading] : [])],
            notices: [report.empty, report.noneAccepted].filter((notice): notice is string => notice !== null),
            rejected: report.rejected.map((r) => [r.row, ...r.reasons].join(' | ')),
            accepted: report.accepted.map((r) => [r.row, r.place, r.preview, r.status].join(' | ')),
          },
    exporter: { subject: shown(view.exporter.subject), busy: view.exporter.busy, error: view.exporter.error, disabled: view.exporter.busy !== null },
  };
}

function screenFacts(page: Page): Promise<Facts> {
  return page.evaluate(
    ({ heading, loading }): Facts => {
      const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const root = [...document.querySelectorAll('h1')].find((h) => text(h) === heading)?.parentElement;
      if (root === null || root === undefined) return { screen: 'loading' };
      const importer = root.querySelector('section[aria-busy]');
      if (importer === null) {
        const alert = root.querySelector('[role="alert"]');
        return root.querySelector(`[aria-label="${loading}"]`) !== null || alert === null ? { screen: 'loading' } : { screen: 'failed', message: text(alert.querySelector('p')) };
      }
      // A select's trigger is named '{label}: {what it shows}'.
      const shown = (trigger: Element) => (trigger.getAttribute('aria-label') ?? '').replace(/^[^:]*: /, '');
      const disabled = (element: Element) => (element.hasAttribute('disabled') ? ' (disabled)' : '');
      const [format] = [...importer.querySelectorAll(':scope > div button[aria-haspopup]')];
      const fieldset = importer.querySelector('fieldset');
      const own = (parent: Element, selector: string) => [...parent.children].find((child) => child.matches(selector)) ?? null;
      const textOrNull = (element: Element | null) => (element === null ? null : text(element));
      const report = root.querySelector('section[aria-label]');
      const exporter = root.querySelector('section[aria-labelledby="bank-export-heading"]');
      const rows = (kind: string) =>
        [...(report?.querySelectorAll(`table[data-rows="${kind}"] tbody tr`) ?? [])].map((tr) =>
          [...tr.querySelectorAll('td')]
            .filter((_, i) => i !== 1)
            .flatMap((td) => (td.querySelector('li') === null ? [text(td)] : [...td.querySelectorAll('li')].map(text)))
            .join(' | '),
        );
      const download = exporter?.querySelector('button:not([aria-haspopup])');
      return {
        screen: 'ready',
        file: text(root.querySelector('#bank-import-file-name')),
        pasted: (importer.querySelector('textarea')?.value ?? '') !== '',
        locked: importer.querySelector('textarea')?.disabled ?? false,
        format: format === undefined ? '' : shown(format),
        place: fieldset === null ? null : [...fieldset.querySelectorAll('button[aria-haspopup]')].map((b) => `${shown(b)}${disabled(b)}`),
        problem: textOrNull(own(importer, 'p')),
        busy: textOrNull(importer.querySelector('span[role="status"]')),
        buttons: [...root.querySelectorAll('button:not([aria-haspopup])')].filter((b) => exporter?.contains(b) !== true).map((b) => `${text(b)}${disabled(b)}`),
        error: textOrNull(own(root, 'div[role="alert"]')?.querySelector('p') ?? null),
        done: textOrNull(own(root, 'div[role="status"]')?.querySelector('p') ?? null),
        report:
          report === null
            ? null
            : {
                headings: [...report.querySelectorAll('h2')].map(text),
                notices: [...report.children].filter((child) => child.matches('p')).map(text),
                rejected: rows('rejected'),
                accepted: rows('accepted'),
              },
        exporter: {
          subject: shown(exporter?.querySelector('button[aria-haspopup]') ?? root),
          busy: textOrNull(exporter?.querySelector('p[role="status"]') ?? null),
          error: textOrNull(exporter?.querySelector('p[role="alert"]') ?? null),
          disabled: download?.hasAttribute('disabled') ?? false,
        },
      };
    },
    { heading: m.heading, loading: m.loading },
  );
}

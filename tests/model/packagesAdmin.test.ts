// The Admin's Packages page (docs/content.md#packages-admin) driven by the engine's
// packagesAdminMachine on /admin/packages in real Chromium against the real product. The paths act
// on one package of this file's own ('Model Package <stamp>', retired between paths, so the learners'
// lists do not offer it) and on one custom-plan subject's price, saved only as it already is (the
// demo subjects' prices are other files' fixtures). The list, the saves and the switches are held on
// the wire until the model says the server answered or the connection failed. After every step the
// page must show what the model's state says, read through packagesAdminView.
//
// The Admin signs in once in the browser and once over GraphQL for the fixtures (the api counts 20
// sign-ins an account a minute, and other files sign in as the Admin too); the access token outlives
// the file.
import {
  fillIn,
  messages,
  packagesAdminMachine,
  packagesAdminView,
  salesAdminMessages as m,
  typedOfPoisha,
  type AdminPackageEntry,
  type AdminPackageInput,
  type AdminSubjectPriceEntry,
  type PackagesAdminContext,
  type PackagesAdminData,
  type PackagesAdminSnapshot,
} from '@proshno/engine';
import type { Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { graphql, learnerToken, signedInBrowser } from '../e2e/product';
import { closeGated, gate, type Gate } from './network';
import { describeUiModel, expectMachineCoverage } from './uiModel';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
const admin = await learnerToken(ADMIN);
const signedIn = signedInBrowser(ADMIN);

const FIELDS = 'id name bengali type orginal_price_poisha total_price_poisha duration_days active descriptions bengali_descriptions running_subscriptions';
const BASE: AdminPackageInput = {
  name: `Model Package ${Date.now() % 1_000_000}`,
  type: 'monthly',
  orginal_price_poisha: 14_900,
  total_price_poisha: 9_900,
  duration_days: 30,
  descriptions: ['Every subject for 30 days'],
  bengali: '',
  bengali_descriptions: [],
};
const { adminCreatePackage: made } = await graphql<{ adminCreatePackage: AdminPackageEntry }>(
  `mutation($input: AdminPackageInput!) { adminCreatePackage(input: $input) { ${FIELDS} } }`,
  { input: BASE },
  admin,
);
/** The price the paths type in the package's form (99 BDT as made), and save. */
const SAVED_PRICE = { typed: '79', poisha: 7_900 };
/** The package as every path finds it: retired. */
const base = await retire(made.id);

// One subject's price, saved as it is: typed in Bengali digits, as a Bangladeshi may type it.
const { adminSubjectPrices } = await graphql<{ adminSubjectPrices: AdminSubjectPriceEntry[] }>(
  '{ adminSubjectPrices { subject_id subject grade price_poisha status } }',
  {},
  admin,
);
const subject: AdminSubjectPriceEntry = lastOf(adminSubjectPrices);
const modelData: PackagesAdminData = { packages: [base], subjectPrices: [subject] };
const typedPrice = bengaliDigits(typedOfPoisha(subject.price_poisha));
const failure = new Error('[Network] Failed to fetch');

/** Set when a path saved or switched the package: the next path's `open` puts it back, and so does the file's end. */
let changed = false;
async function putBack(): Promise<void> {
  if (!changed) return;
  await graphql('mutation($id: Int!, $input: AdminPackageInput!) { adminUpdatePackage(id: $id, input: $input) { id } }', { id: base.id, input: BASE }, admin);
  await retire(base.id);
  changed = false;
}
afterAll(putBack);

type ModelEvent = EventObject & Record<string, unknown>;
const operations = ['AdminPackages', 'AdminCreatePackage', 'AdminUpdatePackage', 'AdminSetPackageActive', 'AdminUpdateSubjectPrice'] as const;
type Operation = (typeof operations)[number];
/** `awaiting`: the request the page has sent (or is sending) in the model's state, failed when the path ends. */
type Driver = { page: Page; gate: Gate; awaiting: Operation | null };

const paths = await describeUiModel<Driver>({
  name: 'packages admin',
  machine: packagesAdminMachine,
  modelMachine: (fakes) =>
    packagesAdminMachine.provide({
      actors: {
        loadPackages: fakes.promise('loadPackages'),
        savePackage: fakes.promise('savePackage'),
        setPackageActive: fakes.promise('setPackageActive'),
        saveSubjectPrice: fakes.promise('saveSubjectPrice'),
      },
    }),
  // From the page at rest one thing at a time. A saved price ends the walk (the next path's `open`
  // puts it back); Retire and Offer again undo each other, so the walk goes on after them.
  events: (snapshot) => {
    const { data, form, formError, refusal } = snapshot.context as PackagesAdminContext;
    const pkg = data?.packages[0];
    const settled: ModelEvent[] = [
      { type: 'xstate.done.actor.loadPackages', output: modelData },
      { type: 'xstate.error.actor.loadPackages', error: failure },
      { type: 'RETRY' },
      { type: 'xstate.error.actor.savePackage', error: failure },
      { type: 'xstate.error.actor.setPackageActive', error: failure },
      { type: 'xstate.done.actor.saveSubjectPrice', output: subject },
      { type: 'xstate.error.actor.saveSubjectPrice', error: failure },
    ];
    if (pkg === undefined) return settled;
    settled.push({ type: 'xstate.done.actor.setPackageActive', output: { ...pkg, active: !pkg.active } });
    if (form !== null) settled.push({ type: 'xstate.done.actor.savePackage', output: { ...pkg, total_price_poisha: SAVED_PRICE.poisha } });
    const goodPrice: ModelEvent = { type: 'SUBJECT_PRICE', subject: subject.subject_id, price: typedPrice, status: subject.status };
    if (snapshot.matches({ ready: 'shown' })) {
      const atBase = pkg.active === base.active && pkg.total_price_poisha === base.total_price_poisha;
      if (atBase && refusal !== null) return [...settled, goodPrice];
      if (refusal !== null || pkg.total_price_poisha !== base.total_price_poisha) return settled;
      if (!atBase) return [...settled, { type: 'SET_ACTIVE', id: pkg.id, active: !pkg.active }];
      return [
        ...settled,
        { type: 'NEW' },
        { type: 'EDIT', id: pkg.id },
        { type: 'SET_ACTIVE', id: pkg.id, active: !pkg.active },
        { type: 'SUBJECT_PRICE', subject: subject.subject_id, price: 'free', status: subject.status },
        goodPrice,
      ];
    }
    if (snapshot.matches({ ready: 'editing' }) && form !== null) {
      // One way through each form: a new offer without its name; the package's price mistyped,
      // then corrected (the form's error stays until Save), saved, and refused or saved.
      const typed = (value: string): ModelEvent => ({ type: 'FIELD', field: 'price', value });
      const cancel: ModelEvent = { type: 'CANCEL' };
      const save: ModelEvent = { type: 'SAVE' };
      const more: ModelEvent[] =
        form.id === null
          ? form.type === 'monthly'
            ? [{ type: 'TYPE', value: 'offer' }, cancel]
            : formError === null
              ? [save]
              : [cancel]
          : formError === messages.somethingWrong
            ? [save, cancel]
            : form.price === typedOfPoisha(base.total_price_poisha)
              ? [typed('lots'), cancel]
              : form.price === 'lots' && formError !== null
                ? [typed(SAVED_PRICE.typed)]
                : [save];
      return [...settled, ...more];
    }
    return settled;
  },
  key: (snapshot) => {
    const { data, form, formError, refusal } = snapshot.context as PackagesAdminContext;
    const pkg = data?.packages[0];
    return JSON.stringify({
      value: snapshot.value,
      refusal,
      formError,
      form: form && { new: form.id === null, type: form.type, price: form.price },
      pkg: pkg && { active: pkg.active, price: pkg.total_price_poisha },
    });
  },
  // One page walks on to what fresh pages would have (uiModel.ts chain).
  chain: {},
  open: async () => {
    await putBack();
    const page = await signedIn.context().newPage();
    const network = await gate(page, operations);
    await page.goto('/admin/packages');
    await network.waitFor('AdminPackages');
    return { page, gate: network, awaiting: 'AdminPackages' };
  },
  act: async (driver, event, before, after) => {
    await perform(driver, event, before);
    driver.awaiting = operationOf(after);
  },
  check: async (driver, snapshot) => {
    const expected = expectedFacts(snapshot);
    await expect.poll(() => screenFacts(driver.page), { interval: 100 }).toEqual(expected);
  },
  // A request the page sent is failed, not left held as the page closes: the browser would send it
  // on then, and a save would happen after all.
  close: (driver) => closeGated(driver, driver.awaiting),
});

/** The request the page sends in the model's state, if any. */
function operationOf(snapshot: AnyMachineSnapshot): Operation | null {
  const { form } = snapshot.context as PackagesAdminContext;
  if (snapshot.matches('loading')) return 'AdminPackages';
  if (snapshot.matches({ ready: 'saving' })) return form?.id === null ? 'AdminCreatePackage' : 'AdminUpdatePackage';
  if (snapshot.matches({ ready: 'switching' })) return 'AdminSetPackageActive';
  return snapshot.matches({ ready: 'pricing' }) ? 'AdminUpdateSubjectPrice' : null;
}

/** Does in the page what the model's event says. */
async function perform({ page, gate: network }: Driver, event: EventObject, before: AnyMachineSnapshot): Promise<void> {
  const settle = async (operation: Operation, outcome: 'pass' | 'fail') => {
    await network.waitFor(operation);
    await network.release(operation, outcome);
  };
  const outcome = event.type.startsWith('xstate.done.actor.') ? 'pass' : event.type.startsWith('xstate.error.actor.') ? 'fail' : null;
  if (outcome !== null) {
    // The actor's request is the one the page sent in the state before.
    const operation = operationOf(before);
    if (operation === null) throw new Error(`no request for ${event.type}`);
    if (outcome === 'pass' && (operation === 'AdminUpdatePackage' || operation === 'AdminSetPackageActive')) changed = true;
    return settle(operation, outcome);
  }
  const card = page.locator(`li[data-package="${base.name}"]`);
  const editor = page.getByRole('form');
  switch (event.type) {
    case 'RETRY':
      return page.getByRole('button', { name: messages.tryAgain }).click();
    case 'NEW':
      return page.getByRole('button', { name: m.newPackage }).click();
    case 'EDIT':
      return card.getByRole('button', { name: m.editPackage }).click();
    case 'SET_ACTIVE':
      return card.getByRole('button', { name: 'active' in event && event.active === true ? m.restore : m.retire }).click();
    case 'SUBJECT_PRICE': {
      const { price, status } = event as EventObject & { price: string; status: boolean };
      const row = page.locator(`li[data-subject="${subjectName()}"]`);
      await row.getByLabel(fillIn(m.perDayLabel, { subject: subject.subject })).fill(price);
      const offered = row.getByRole('checkbox', { name: m.offered });
      if ((await offered.isChecked()) !== status) await row.getByText(m.offered, { exact: true }).click();
      return row.getByRole('button', { name: m.save }).click();
    }
    case 'FIELD':
      return editor.getByLabel(m.priceLabel, { exact: true }).fill((event as EventObject & { value: string }).value);
    case 'TYPE':
      await editor.getByRole('button', { name: new RegExp(`^${m.typeLabel}: `) }).click();
      return page.getByRole('option', { name: m.types.offer, exact: true }).click();
    case 'SAVE':
      return editor.getByRole('button', { name: m.save }).click();
    case 'CANCEL':
      return editor.getByRole('button', { name: m.cancel }).click();
    default:
      throw new Error(`no UI action for ${event.type}`);
  }
}

expectMachineCoverage('packagesAdminMachine', packagesAdminMachine, paths, {});

type ButtonState = 'enabled' | 'disabled' | 'pending';
type FormFacts = {
  title: string;
  name: string;
  bengali: string;
  type: string;
  original: string;
  price: string;
  days: string | null;
  fixedDays: string | null;
  descriptions: string;
  bengaliDescriptions: string;
  error: string | null;
  save: ButtonState;
  cancel: ButtonState;
};
type Facts =
  | { screen: 'loading' }
  | { screen: 'failed'; message: string }
  | {
      screen: 'page';
      busy: boolean;
      refusal: string | null;
      newPackage: ButtonState | 'absent';
      form: FormFacts | null;
      card: { state: string; typeName: string; priceLine: string; buttons: string[] } | null;
      subject: { priceLine: string; save: ButtonState } | null;
    };

const state = (disabled: boolean, pending = false): ButtonState => (pending ? 'pending' : disabled ? 'disabled' : 'enabled');

/** What the model's view says of the page, of this file's package and subject. */
function expectedFacts(snapshot: AnyMachineSnapshot): Facts {
  const view = packagesAdminView(snapshot as PackagesAdminSnapshot);
  if (view.screen === 'loading') return { screen: 'loading' };
  if (view.screen === 'failed') return view;
  const pkg = view.packages.find((p) => p.id === base.id);
  const row = view.subjects.find((s) => s.subject === subject.subject_id);
  const locked = view.busy || view.form !== null;
  const form = view.form;
  return {
    screen: 'page',
    busy: view.busy,
    refusal: view.refusal,
    newPackage: form === null ? state(view.busy) : 'absent',
    form:
      form === null
        ? null
        : {
            title: form.title,
            name: form.form.name,
            bengali: form.form.bengali,
            type: `${m.typeLabel}: ${m.types[form.form.type]}`,
            original: form.form.original,
            price: form.form.price,
            days: form.fixedDays === null ? form.form.days : null,
            fixedDays: form.fixedDays,
            descriptions: form.form.descriptions,
            bengaliDescriptions: form.form.bengaliDescriptions,
            error: form.error,
            save: state(false, form.saving),
            cancel: state(form.saving),
          },
    card:
      pkg === undefined
        ? null
        : {
            state: pkg.state,
            typeName: pkg.typeName,
            priceLine: pkg.priceLine,
            buttons: [
              ...(pkg.editable ? [`${m.editPackage}: ${state(locked)}`] : []),
              ...(pkg.toggle === null ? [] : [`${pkg.toggle.label}: ${state(locked && !pkg.busy, pkg.busy)}`]),
            ],
          },
    subject: row === undefined ? null : { priceLine: row.priceLine, save: state(view.busy && !row.busy, row.busy) },
  };
}

function screenFacts(page: Page): Promise<Facts> {
  return page.evaluate(
    ({ words, pkgName, subjectName }) => {
      const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const buttonState = (button: Element | null | undefined): 'enabled' | 'disabled' | 'pending' =>
        button?.getAttribute('data-pending') === 'true' ? 'pending' : button === null || button === undefined || button.hasAttribute('disabled') || button.getAttribute('data-disabled') === 'true' ? 'disabled' : 'enabled';
      const main = document.querySelector('main');
      if (main === null || main.querySelector(`[aria-label="${words.loading}"]`) !== null) return { screen: 'loading' as const };
      const section = main.querySelector(`section[aria-label="${words.heading}"]`);
      if (section === null) {
        const alert = main.querySelector('[role="alert"]');
        return alert === null ? { screen: 'loading' as const } : { screen: 'failed' as const, message: text(alert.querySelector('p')) };
      }
      const buttonNamed = (within: Element, name: string) => [...within.querySelectorAll('button')].find((b) => text(b) === name);
      const form = main.querySelector('form[aria-label]');
      const field = (label: string) => {
        const shown = [...(form?.querySelectorAll('label') ?? [])].find((l) => text(l) === label);
        const control = shown === undefined ? null : document.getElementById(shown.htmlFor);
        return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.value : null;
      };
      const newPackage = [...main.querySelectorAll('button')].find((b) => text(b) === words.newPackage && b.closest('form') === null);
      const card = main.querySelector(`li[data-package="${pkgName}"]`);
      const row = main.querySelector(`li[data-subject="${subjectName}"]`);
      const refusal = [...main.querySelectorAll('p[role="alert"]')].find((p) => p.closest('form') === null);
      const formAlert = form?.querySelector('p[role="alert"]');
      const fixedDays = [...(form?.querySelectorAll('p') ?? [])].find((p) => p.getAttribute('role') !== 'alert');
      return {
        screen: 'page' as const,
        busy: section.getAttribute('aria-busy') === 'true',
        refusal: refusal === undefined ? null : text(refusal),
        newPackage: newPackage === undefined ? ('absent' as const) : buttonState(newPackage),
        form:
          form === null
            ? null
            : {
                title: form.getAttribute('aria-label') ?? '',
                name: field(words.name) ?? '',
                bengali: field(words.bengali) ?? '',
                type: form.querySelector(`button[aria-label^="${words.type}: "]`)?.getAttribute('aria-label') ?? '',
                original: field(words.original) ?? '',
                price: field(words.price) ?? '',
                days: field(words.days),
                fixedDays: fixedDays === undefined ? null : text(fixedDays),
                descriptions: field(words.descriptions) ?? '',
                bengaliDescriptions: field(words.bengaliDescriptions) ?? '',
                error: formAlert === null || formAlert === undefined ? null : text(formAlert),
                save: buttonState(buttonNamed(form, words.save)),
                cancel: buttonState(buttonNamed(form, words.cancel)),
              },
        card:
          card === null
            ? null
            : {
                state: text(card.querySelector('span')),
                typeName: text(card.querySelectorAll('p')[1]),
                priceLine: text(card.querySelectorAll('p')[2]),
                buttons: [...card.querySelectorAll('button')].map((b) => `${text(b)}: ${buttonState(b)}`),
              },
        subject: row === null ? null : { priceLine: text(row.querySelectorAll('p')[1]), save: buttonState(buttonNamed(row, words.save)) },
      };
    },
    {
      // The texts the page is read by (the catalogue also holds functions, which cannot cross into the page).
      words: {
        loading: m.packagesLoading,
        heading: m.packagesHeading,
        newPackage: m.newPackage,
        name: m.nameLabel,
        type: m.typeLabel,
        original: m.originalPriceLabel,
        price: m.priceLabel,
        days: m.durationLabel,
        descriptions: m.descriptionsLabel,
        bengali: m.bengaliNameLabel,
        bengaliDescriptions: m.bengaliDescriptionsLabel,
        save: m.save,
        cancel: m.cancel,
      },
      pkgName: base.name,
      subjectName: subjectName(),
    },
  );
}

/** The subject's row as the page names it ('HSC · Physics'). */
function subjectName(): string {
  return fillIn(m.subjectOf, { grade: subject.grade, subject: subject.subject });
}

function lastOf(rows: AdminSubjectPriceEntry[]): AdminSubjectPriceEntry {
  const last = rows[rows.length - 1];
  if (last === undefined) throw new Error('no custom-plan subject price');
  return last;
}

function retire(id: number): Promise<AdminPackageEntry> {
  return graphql<{ adminSetPackageActive: AdminPackageEntry }>(
    `mutation($id: Int!) { adminSetPackageActive(id: $id, active: false) { ${FIELDS} } }`,
    { id },
    admin,
  ).then((answer) => answer.adminSetPackageActive);
}

function bengaliDigits(text: string): string {
  return text.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] ?? d);
}

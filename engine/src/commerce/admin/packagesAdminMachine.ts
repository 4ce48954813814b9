// The Admin's Packages page (docs/content.md#packages-admin) as a machine: it loads the packages (the
// retired ones too) and the custom plan's subject prices; 'New package' or 'Edit' opens the form, whose
// fields are checked here before the api is asked; 'Retire' and 'Offer again' switch a package; a
// subject's price is saved from its row. A refusal is said in the server's words above the page or in
// the form; what was shown stays. What the page shows is packagesAdminView (./packagesAdminView.ts).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { refusalDetailOf } from '../../access/serverError';
import { messages } from '../../messages';
import { westernDigits } from '../../shell/digits';
import { standardDuration } from '../pricing';
import { salesAdminMessages as m } from './messages';
import { poishaOfTyped, typedOfPoisha } from './money';

export type AdminPackageType = 'monthly' | 'quarterly' | '7 days' | '3 days' | 'offer';
export const adminPackageTypes: readonly AdminPackageType[] = ['monthly', 'quarterly', '7 days', '3 days', 'offer'];

export type AdminPackageEntry = {
  id: number;
  name: string;
  type: string;
  orginal_price_poisha: number;
  total_price_poisha: number;
  duration_days: number;
  active: boolean;
  descriptions: readonly string[];
  /** Each line's Bengali twin in order, null for a line without one (docs/i18n.md#names). */
  bengali: string | null;
  bengali_descriptions: ReadonlyArray<string | null>;
  running_subscriptions: number;
};

export type AdminSubjectPriceEntry = { subject_id: number; subject: string; grade: string; price_poisha: number; status: boolean };

export type PackagesAdminData = { packages: readonly AdminPackageEntry[]; subjectPrices: readonly AdminSubjectPriceEntry[] };

export type AdminPackageInput = {
  name: string;
  type: AdminPackageType;
  orginal_price_poisha: number;
  total_price_poisha: number;
  duration_days: number;
  descriptions: string[];
  bengali: string;
  bengali_descriptions: string[];
};

/** The form as typed; the Bengali name and lines are the English ones' twins, line by line. */
export type PackageForm = {
  id: number | null;
  name: string;
  bengali: string;
  type: AdminPackageType;
  original: string;
  price: string;
  days: string;
  descriptions: string;
  bengaliDescriptions: string;
};
export type PackageField = Exclude<keyof PackageForm, 'id' | 'type'>;

export type SubjectPriceOrder = { subject: number; price_poisha: number; status: boolean };

export type PackagesAdminContext = {
  data: PackagesAdminData | null;
  loadError: string | null;
  refusal: string | null;
  form: PackageForm | null;
  formError: string | null;
  /** The package being retired or offered again, or the subject whose price is being saved. */
  busyPackage: number | null;
  busySubject: number | null;
};

export type PackagesAdminEvent =
  | { type: 'RETRY' }
  | { type: 'NEW' }
  | { type: 'EDIT'; id: number }
  | { type: 'FIELD'; field: PackageField; value: string }
  | { type: 'TYPE'; value: AdminPackageType }
  | { type: 'SAVE' }
  | { type: 'CANCEL' }
  | { type: 'SET_ACTIVE'; id: number; active: boolean }
  | { type: 'SUBJECT_PRICE'; subject: number; price: string; status: boolean };

export const packagesAdminMachine = setup({
  types: { context: {} as PackagesAdminContext, events: {} as PackagesAdminEvent },
  actors: {
    loadPackages: fromPromise<PackagesAdminData>(async () => {
      throw new Error('loadPackages not provided');
    }),
    savePackage: fromPromise<AdminPackageEntry, { id: number | null; input: AdminPackageInput }>(async () => {
      throw new Error('savePackage not provided');
    }),
    setPackageActive: fromPromise<AdminPackageEntry, { id: number; active: boolean }>(async () => {
      throw new Error('setPackageActive not provided');
    }),
    saveSubjectPrice: fromPromise<AdminSubjectPriceEntry, SubjectPriceOrder>(async () => {
      throw new Error('saveSubjectPrice not provided');
    }),
  },
  actions: {
    setData: assign((_, params: { data: PackagesAdminData }) => ({ data: params.data, loadError: null })),
    setLoadError: assign((_, params: { error: unknown }) => ({ loadError: refusalDetailOf(params.error) })),
    refuse: assign((_, params: { error: unknown }) => ({ refusal: refusalDetailOf(params.error) ?? messages.somethingWrong, busyPackage: null, busySubject: null })),
    openNew: assign({
      form: { id: null, name: '', bengali: '', type: 'monthly', original: '', price: '', days: String(standardDuration('monthly')), descriptions: '', bengaliDescriptions: '' },
      formError: null,
      refusal: null,
    }),
    openEdit: assign(({ context }, params: { id: number }) => ({ form: formOf(context.data?.packages.find((p) => p.id === params.id)), formError: null, refusal: null })),
    setField: assign(({ context }, params: { field: PackageField; value: string }) => ({ form: context.form && { ...context.form, [params.field]: params.value } })),
    // A standard type lasts its fixed days (docs/constants.md#standard-durations); an offer keeps what was typed.
    setType: assign(({ context }, params: { value: AdminPackageType }) => ({
      form: context.form && { ...context.form, type: params.value, days: params.value === 'offer' ? context.form.days : String(standardDuration(params.value)) },
    })),
    checkForm: assign(({ context }) => ({ formError: context.form === null ? null : formProblem(context.form) })),
    formRefused: assign((_, params: { error: unknown }) => ({ formError: refusalDetailOf(params.error) ?? messages.somethingWrong })),
    closeForm: assign({ form: null, formError: null }),
    /** The saved package replaces its row, or joins the list. */
    putPackage: assign(({ context }, params: { entry: AdminPackageEntry }) => ({
      data: context.data && {
        ...context.data,
        packages: context.data.packages.some((p) => p.id === params.entry.id)
          ? context.data.packages.map((p) => (p.id === params.entry.id ? params.entry : p))
          : [...context.data.packages, params.entry],
      },
      busyPackage: null,
    })),
    putSubjectPrice: assign(({ context }, params: { entry: AdminSubjectPriceEntry }) => ({
      data: context.data && { ...context.data, subjectPrices: context.data.subjectPrices.map((s) => (s.subject_id === params.entry.subject_id ? params.entry : s)) },
      busySubject: null,
    })),
    startPackage: assign((_, params: { id: number }) => ({ busyPackage: params.id, refusal: null })),
    startSubject: assign((_, params: { subject: number }) => ({ busySubject: params.subject, refusal: null })),
    badPrice: assign({ refusal: m.badAmount }),
  },
  guards: {
    formIsValid: ({ context }) => context.form !== null && formProblem(context.form) === null,
    /** A listed package other than the custom plan's own. */
    isEditable: ({ context }, params: { id: number }) => context.data?.packages.some((p) => p.id === params.id && p.type !== 'custom') ?? false,
    /** A listed subject, with a price typed as an amount (otherwise the page says how to type one). */
    isSubject: ({ context }, params: { subject: number; price: string }) =>
      poishaOfTyped(params.price) !== null && (context.data?.subjectPrices.some((s) => s.subject_id === params.subject) ?? false),
  },
}).createMachine({
  id: 'packagesAdmin',
  context: { data: null, loadError: null, refusal: null, form: null, formError: null, busyPackage: null, busySubject: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPackages',
        src: 'loadPackages',
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'shown',
      states: {
        shown: {
          on: {
            NEW: { target: 'editing', actions: 'openNew' },
            EDIT: { guard: { type: 'isEditable', params: ({ event }) => event }, target: 'editing', actions: { type: 'openEdit', params: ({ event }) => event } },
            SET_ACTIVE: { guard: { type: 'isEditable', params: ({ event }) => event }, target: 'switching', actions: { type: 'startPackage', params: ({ event }) => event } },
            SUBJECT_PRICE: [
              { guard: { type: 'isSubject', params: ({ event }) => event }, target: 'pricing', actions: { type: 'startSubject', params: ({ event }) => event } },
              { actions: 'badPrice' },
            ],
          },
        },
        editing: {
          on: {
            FIELD: { actions: { type: 'setField', params: ({ event }) => event } },
            TYPE: { actions: { type: 'setType', params: ({ event }) => event } },
            SAVE: [{ guard: 'formIsValid', target: 'saving', actions: 'checkForm' }, { actions: 'checkForm' }],
            CANCEL: { target: 'shown', actions: 'closeForm' },
          },
        },
        saving: {
          invoke: {
            id: 'savePackage',
            src: 'savePackage',
            input: ({ context }) => ({ id: context.form?.id ?? null, input: inputOf(context.form) }),
            onDone: { target: 'shown', actions: [{ type: 'putPackage', params: ({ event }) => ({ entry: event.output }) }, 'closeForm'] },
            onError: { target: 'editing', actions: { type: 'formRefused', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        switching: {
          invoke: {
            id: 'setPackageActive',
            src: 'setPackageActive',
            input: ({ context, event }) => ({ id: context.busyPackage ?? 0, active: event.type === 'SET_ACTIVE' ? event.active : true }),
            onDone: { target: 'shown', actions: { type: 'putPackage', params: ({ event }) => ({ entry: event.output }) } },
            onError: { target: 'shown', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        pricing: {
          invoke: {
            id: 'saveSubjectPrice',
            src: 'saveSubjectPrice',
            input: ({ event }) =>
              event.type === 'SUBJECT_PRICE'
                ? { subject: event.subject, price_poisha: poishaOfTyped(event.price) ?? 0, status: event.status }
                : { subject: 0, price_poisha: 0, status: false },
            onDone: { target: 'shown', actions: { type: 'putSubjectPrice', params: ({ event }) => ({ entry: event.output }) } },
            onError: { target: 'shown', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

export type PackagesAdminSnapshot = SnapshotFrom<typeof packagesAdminMachine>;

function formOf(pkg: AdminPackageEntry | undefined): PackageForm | null {
  if (pkg === undefined) return null;
  const type = adminPackageTypes.find((t) => t === pkg.type) ?? 'offer';
  return {
    id: pkg.id,
    name: pkg.name,
    bengali: pkg.bengali ?? '',
    type,
    original: typedOfPoisha(pkg.orginal_price_poisha),
    price: typedOfPoisha(pkg.total_price_poisha),
    days: String(pkg.duration_days),
    descriptions: pkg.descriptions.join('\n'),
    // A line without a twin stays an empty line, so each Bengali line keeps its English line's place.
    bengaliDescriptions: pkg.bengali_descriptions.map((line) => line ?? '').join('\n').replace(/\n+$/, ''),
  };
}

/** Why the form cannot be sent, in the page's words, or null (the api checks the rest: names, prices). */
export function formProblem(form: PackageForm): string | null {
  if (form.name.trim() === '') return m.nameMissing;
  if (poishaOfTyped(form.original) === null || poishaOfTyped(form.price) === null) return m.badAmount;
  const days = westernDigits(form.days.trim());
  if (!/^\d{1,3}$/.test(days) || Number(days) < 1 || Number(days) > 730) return m.badDays;
  if (linesOf(form.bengaliDescriptions).length > linesOf(form.descriptions).length) return m.twinLinesAboveLines;
  return null;
}

function inputOf(form: PackageForm | null): AdminPackageInput {
  return {
    name: form?.name.trim() ?? '',
    type: form?.type ?? 'monthly',
    orginal_price_poisha: poishaOfTyped(form?.original ?? '') ?? 0,
    total_price_poisha: poishaOfTyped(form?.price ?? '') ?? 0,
    duration_days: Number(westernDigits(form?.days.trim() ?? '0')),
    descriptions: linesOf(form?.descriptions ?? '').filter((line) => line !== ''),
    bengali: form?.bengali.trim() ?? '',
    bengali_descriptions: twinLinesOf(form?.descriptions ?? '', form?.bengaliDescriptions ?? ''),
  };
}

/** The typed lines, trimmed, without the empty ones at the end. */
function linesOf(text: string): string[] {
  const lines = text.split('\n').map((line) => line.trim());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * Each English line's Bengali twin: the Bengali line in the same place. An empty English line is
 * not sent, so its place's Bengali line goes with it.
 */
function twinLinesOf(english: string, bengali: string): string[] {
  const twins = linesOf(bengali);
  return linesOf(english).flatMap((line, i) => (line === '' ? [] : [twins[i] ?? '']));
}

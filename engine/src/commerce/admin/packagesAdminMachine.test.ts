import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ServerError } from '../../access/serverError';
import { settled } from '../../testing/modelPaths';
import { emptySalesPackages, salesPackages } from '../../testing/sales';
import { packagesAdminMachine, type AdminPackageEntry, type AdminPackageInput, type AdminSubjectPriceEntry, type PackagesAdminData, type SubjectPriceOrder } from './packagesAdminMachine';
import { packagesAdminView } from './packagesAdminView';
import { deferred, type Deferred } from '../../testing/deferred';

function started() {
  const loads: Array<Deferred<PackagesAdminData>> = [];
  const saves: Array<{ order: { id: number | null; input: AdminPackageInput }; answer: Deferred<AdminPackageEntry> }> = [];
  const switches: Array<{ order: { id: number; active: boolean }; answer: Deferred<AdminPackageEntry> }> = [];
  const prices: Array<{ order: SubjectPriceOrder; answer: Deferred<AdminSubjectPriceEntry> }> = [];
  const actor = createActor(
    packagesAdminMachine.provide({
      actors: {
        loadPackages: fromPromise(() => {
          const answer = deferred<PackagesAdminData>();
          loads.push(answer);
          return answer.promise;
        }),
        savePackage: fromPromise(({ input }) => {
          const answer = deferred<AdminPackageEntry>();
          saves.push({ order: input, answer });
          return answer.promise;
        }),
        setPackageActive: fromPromise(({ input }) => {
          const answer = deferred<AdminPackageEntry>();
          switches.push({ order: input, answer });
          return answer.promise;
        }),
        saveSubjectPrice: fromPromise(({ input }) => {
          const answer = deferred<AdminSubjectPriceEntry>();
          prices.push({ order: input, answer });
          return answer.promise;
        }),
      },
    }),
  ).start();
  const page = () => {
    const shown = packagesAdminView(actor.getSnapshot());
    if (shown.screen !== 'page') throw new Error(shown.screen);
    return shown;
  };
  return { actor, loads, saves, switches, prices, page, view: () => packagesAdminView(actor.getSnapshot()) };
}

async function shown(data = salesPackages) {
  const s = started();
  s.loads[0]?.resolve(data);
  await settled();
  return s;
}

describe('packagesAdminMachine (docs/content.md#packages-admin)', () => {
  it('loads, then shows every package, retired ones too, and the subject prices', async () => {
    const s = started();
    expect(s.view()).toEqual({ screen: 'loading', label: 'Loading packages' });
    s.loads[0]?.resolve(salesPackages);
    await settled();
    expect(s.page().packages.map((p) => [p.name, p.state, p.priceLine, p.toggle?.label ?? null])).toEqual([
      ['Premium Monthly', 'On sale', '299 BDT (was 499 BDT) · 30 days', 'Retire'],
      ['Eid Special Offer', 'Retired', '349.50 BDT (was 599 BDT) · 45 days', 'Offer again'],
      ['Custom Plan', 'Retired', '0 BDT (was 0 BDT) · 0 days', null],
    ]);
    expect(s.page().subjects[1]).toMatchObject({ name: 'HSC · General Knowledge', priceLine: '2.50 BDT a day · Not offered', statusName: 'Not offered' });
  });

  it('says when there is no package, and when they could not be loaded', async () => {
    expect((await shown(emptySalesPackages)).page().empty).toBe('No package yet.');
    const s = started();
    s.loads[0]?.reject(new Error('offline'));
    await settled();
    expect(s.view()).toEqual({ screen: 'failed', message: 'The packages could not be loaded.' });
  });

  it('edits a price: the form checks the amounts, the api’s refusal stays in the form, the saved package replaces its card', async () => {
    const s = await shown();
    s.actor.send({ type: 'EDIT', id: 1 });
    expect(s.page().form).toMatchObject({ title: 'Edit Premium Monthly', fixedDays: 'A Monthly package lasts 30 days.', form: { price: '299', original: '499', days: '30' } });
    s.actor.send({ type: 'FIELD', field: 'price', value: '২৪৯.৫' });
    s.actor.send({ type: 'FIELD', field: 'original', value: 'lots' });
    s.actor.send({ type: 'SAVE' });
    expect(s.saves).toHaveLength(0);
    expect(s.page().form?.error).toBe('Enter an amount in BDT, such as 299 or 49.50.');
    s.actor.send({ type: 'FIELD', field: 'original', value: '199' });
    s.actor.send({ type: 'SAVE' });
    expect(s.saves[0]?.order).toEqual({
      id: 1,
      input: {
        name: 'Premium Monthly',
        type: 'monthly',
        orginal_price_poisha: 19_900,
        total_price_poisha: 24_950,
        duration_days: 30,
        descriptions: ['Every subject for 30 days', 'Unlimited random tests'],
        bengali: 'প্রিমিয়াম মাসিক',
        bengali_descriptions: ['৩০ দিন সব বিষয়', ''],
      },
    });
    s.saves[0]?.answer.reject(new ServerError({ detail: 'The price must not be above the original price.' }));
    await settled();
    expect(s.page().form?.error).toBe('The price must not be above the original price.');
    s.actor.send({ type: 'FIELD', field: 'original', value: '499' });
    s.actor.send({ type: 'SAVE' });
    const first = salesPackages.packages[0];
    if (first === undefined) throw new Error('no package');
    s.saves[1]?.answer.resolve({ ...first, total_price_poisha: 24_950 });
    await settled();
    expect(s.page().form).toBeNull();
    expect(s.page().packages[0]?.priceLine).toBe('249.50 BDT (was 499 BDT) · 30 days');
  });

  it('shows each Bengali twin beside its name and line, and sends the Bengali lines by the place of their English ones', async () => {
    const s = await shown();
    expect(s.page().packages[0]).toMatchObject({
      bengali: 'প্রিমিয়াম মাসিক',
      descriptions: [
        { line: 'Every subject for 30 days', bengali: '৩০ দিন সব বিষয়' },
        { line: 'Unlimited random tests', bengali: null },
      ],
    });
    s.actor.send({ type: 'EDIT', id: 1 });
    // A line without a twin is an empty Bengali line, so the next twin keeps its place.
    expect(s.page().form?.form).toMatchObject({ bengali: 'প্রিমিয়াম মাসিক', bengaliDescriptions: '৩০ দিন সব বিষয়' });
    s.actor.send({ type: 'FIELD', field: 'descriptions', value: 'Every subject for 30 days\n\nUnlimited random tests\n' });
    s.actor.send({ type: 'FIELD', field: 'bengaliDescriptions', value: '৩০ দিন সব বিষয়\n\nসীমাহীন র‍্যান্ডম টেস্ট\nবাড়তি লাইন' });
    s.actor.send({ type: 'SAVE' });
    expect(s.saves).toHaveLength(0);
    expect(s.page().form?.error).toBe('Write no more Bengali lines than there are description lines.');
    s.actor.send({ type: 'FIELD', field: 'bengaliDescriptions', value: ' ৩০ দিন সব বিষয় \n\nসীমাহীন র‍্যান্ডম টেস্ট\n\n' });
    s.actor.send({ type: 'SAVE' });
    expect(s.saves[0]?.order.input).toMatchObject({
      descriptions: ['Every subject for 30 days', 'Unlimited random tests'],
      bengali_descriptions: ['৩০ দিন সব বিষয়', 'সীমাহীন র‍্যান্ডম টেস্ট'],
    });
  });

  it('a new offer keeps its typed days; a standard type takes its fixed days', async () => {
    const s = await shown();
    s.actor.send({ type: 'NEW' });
    s.actor.send({ type: 'TYPE', value: 'offer' });
    s.actor.send({ type: 'FIELD', field: 'days', value: '৬০' });
    expect(s.page().form?.fixedDays).toBeNull();
    s.actor.send({ type: 'TYPE', value: '7 days' });
    expect(s.page().form?.form.days).toBe('7');
    s.actor.send({ type: 'SAVE' });
    expect(s.page().form?.error).toBe('Enter the package name.');
    s.actor.send({ type: 'CANCEL' });
    expect(s.page().form).toBeNull();
  });

  it('retires a package and offers it again; a refusal is said above the page', async () => {
    const s = await shown();
    s.actor.send({ type: 'SET_ACTIVE', id: 1, active: false });
    expect(s.page().packages[0]?.busy).toBe(true);
    expect(s.switches[0]?.order).toEqual({ id: 1, active: false });
    const first = salesPackages.packages[0];
    if (first === undefined) throw new Error('no package');
    s.switches[0]?.answer.resolve({ ...first, active: false });
    await settled();
    expect(s.page().packages[0]).toMatchObject({ state: 'Retired', toggle: { label: 'Offer again', active: true }, busy: false });
    s.actor.send({ type: 'SET_ACTIVE', id: 1, active: true });
    s.switches[1]?.answer.reject(new ServerError({ detail: 'Not found.' }));
    await settled();
    expect(s.page().refusal).toBe('Not found.');
  });

  it('saves a subject’s price per day, refusing one that is not an amount', async () => {
    const s = await shown();
    s.actor.send({ type: 'SUBJECT_PRICE', subject: 11, price: 'free', status: true });
    expect(s.prices).toHaveLength(0);
    expect(s.page().refusal).toBe('Enter an amount in BDT, such as 299 or 49.50.');
    s.actor.send({ type: 'SUBJECT_PRICE', subject: 11, price: '4.5', status: false });
    expect(s.prices[0]?.order).toEqual({ subject: 11, price_poisha: 450, status: false });
    s.prices[0]?.answer.resolve({ subject_id: 11, subject: 'Physics', grade: 'HSC', price_poisha: 450, status: false });
    await settled();
    expect(s.page().subjects[0]).toMatchObject({ priceLine: '4.50 BDT a day · Not offered', statusName: 'Not offered', busy: false });
  });
});

// docs/content.md#packages-admin: what the Packages page shows in any state of packagesAdminMachine,
// in the page's words, money and numbers through Intl; the web, the gallery and the tests read the
// page through this alone.
import { formatNumber } from '../../i18n/format';
import { fillIn } from '../messages';
import { salesAdminMessages as m } from './messages';
import { moneyOfPoisha, typedOfPoisha } from './money';
import { adminPackageTypes, type AdminPackageType, type PackageForm, type PackagesAdminSnapshot } from './packagesAdminMachine';
import { standardDuration } from '../pricing';

export type PackageCardView = {
  id: number;
  name: string;
  /** The name's Bengali twin, shown beside it; null without one. */
  bengali: string | null;
  typeName: string;
  active: boolean;
  state: string;
  priceLine: string;
  /** Each line with its Bengali twin (null without one). */
  descriptions: ReadonlyArray<{ line: string; bengali: string | null }>;
  /** Retire or offer again, with its words; null for the custom plan, priced by its subjects. */
  toggle: { label: string; active: boolean } | null;
  editable: boolean;
  busy: boolean;
};

export type PackageFormView = {
  title: string;
  form: PackageForm;
  types: Array<{ id: AdminPackageType; name: string }>;
  /** 'A monthly package lasts 30 days.' for a standard type, whose days are not typed. */
  fixedDays: string | null;
  error: string | null;
  saving: boolean;
};

export type SubjectPriceView = { subject: number; name: string; price: string; priceLine: string; status: boolean; statusName: string; label: string; busy: boolean };

export type PackagesAdminView =
  | { screen: 'loading'; label: string }
  | { screen: 'failed'; message: string }
  | {
      screen: 'page';
      busy: boolean;
      refusal: string | null;
      packages: PackageCardView[];
      empty: string | null;
      form: PackageFormView | null;
      subjects: SubjectPriceView[];
    };

export function packagesAdminView(snapshot: PackagesAdminSnapshot): PackagesAdminView {
  const { data, loadError, refusal, form, formError, busyPackage, busySubject } = snapshot.context;
  if (snapshot.matches('loadFailed')) return { screen: 'failed', message: loadError ?? m.packagesLoadFailed };
  if (data === null || snapshot.matches('loading')) return { screen: 'loading', label: m.packagesLoading };
  const saving = snapshot.matches({ ready: 'saving' });
  return {
    screen: 'page',
    busy: snapshot.matches({ ready: 'switching' }) || snapshot.matches({ ready: 'pricing' }) || saving,
    refusal,
    packages: data.packages.map((p) => {
      const custom = p.type === 'custom';
      const type = adminPackageTypes.find((t) => t === p.type);
      return {
        id: p.id,
        name: p.name,
        bengali: p.bengali,
        typeName: type !== undefined ? m.types[type] : custom ? m.customType : p.type,
        active: p.active,
        state: p.active ? m.onSale : m.retired,
        priceLine: fillIn(m.priceLine, { price: moneyOfPoisha(p.total_price_poisha), original: moneyOfPoisha(p.orginal_price_poisha), days: formatNumber(p.duration_days) }),
        descriptions: p.descriptions.map((line, i) => ({ line, bengali: p.bengali_descriptions[i] ?? null })),
        toggle: custom ? null : { label: p.active ? m.retire : m.restore, active: !p.active },
        editable: !custom,
        busy: busyPackage === p.id,
      };
    }),
    empty: data.packages.length === 0 ? m.noPackages : null,
    form:
      form === null || !(snapshot.matches({ ready: 'editing' }) || saving)
        ? null
        : {
            title: form.id === null ? m.newPackage : fillIn(m.editTitle, { name: form.name }),
            form,
            types: adminPackageTypes.map((id) => ({ id, name: m.types[id] })),
            fixedDays: form.type === 'offer' ? null : fillIn(m.durationFixed, { type: m.types[form.type], days: formatNumber(standardDuration(form.type)) }),
            error: formError,
            saving,
          },
    subjects: data.subjectPrices.map((s) => ({
      subject: s.subject_id,
      name: fillIn(m.subjectOf, { grade: s.grade, subject: s.subject }),
      price: typedOfPoisha(s.price_poisha),
      priceLine: fillIn(m.subjectPriceLine, { price: moneyOfPoisha(s.price_poisha), status: s.status ? m.offered : m.notOffered }),
      status: s.status,
      statusName: s.status ? m.offered : m.notOffered,
      label: fillIn(m.perDayLabel, { subject: s.subject }),
      busy: busySubject === s.subject_id,
    })),
  };
}

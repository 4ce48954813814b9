// The package lists (docs/commerce.md#package-lists): which cards a tab shows, their
// order, and what 'Get started' opens the subscribe dialog with.
import { INVOICE_CURRENCY, OFFER_PACKAGE_TYPE } from './limits';
import { commerceMessages, fillIn } from './messages';
import { standardDuration } from './pricing';
import type { SubscribeEvent } from './subscribeMachine';
import { formatDigits } from '../i18n/format';

/** A package as GET /api/study-plan/v1/package/ returns it (docs/api.md#shape-package; `orginal_price` spelled so). */
export type PackageCard = {
  id: number;
  name: string;
  type: string;
  orginal_price: number;
  total_price: number;
  descriptions: ReadonlyArray<{ id: number; data: string }>;
};

/** A package's type in the page's words ('monthly' → মাসিক); a type the catalogue does not know, as REST gave it. */
export function packageTypeName(type: string): string {
  const names: Readonly<Record<string, string>> = commerceMessages.packageTypeNames;
  return names[type] ?? type;
}

/** docs/commerce.md#package-lists: the standard packages page toggles Days / Monthly / Quarterly. */
export const PACKAGE_TABS = [
  // Each label is read from the catalogue when shown, so a Bengali page's catalogue is the one read.
  {
    id: 'days',
    get label(): string {
      return commerceMessages.tabDays;
    },
    types: ['3 days', '7 days'],
  },
  {
    id: 'monthly',
    get label(): string {
      return commerceMessages.tabMonthly;
    },
    types: ['monthly'],
  },
  {
    id: 'quarterly',
    get label(): string {
      return commerceMessages.tabQuarterly;
    },
    types: ['quarterly'],
  },
] as const;

export type PackageTab = (typeof PACKAGE_TABS)[number]['id'];

/** The tab the page opens on: a month is what most learners buy first. */
export const DEFAULT_PACKAGE_TAB: PackageTab = 'monthly';

/** docs/commerce.md#package-lists: cards are sorted by total_price ascending (ties keep the server's order). */
export function byTotalPrice<P extends Pick<PackageCard, 'total_price'>>(packages: readonly P[]): P[] {
  return [...packages].sort((a, b) => a.total_price - b.total_price);
}

/** The cards of one tab of the standard packages page, cheapest first. */
export function packagesOfTab<P extends Pick<PackageCard, 'type' | 'total_price'>>(packages: readonly P[], tab: PackageTab): P[] {
  const types: readonly string[] = PACKAGE_TABS.find((t) => t.id === tab)?.types ?? [];
  return byTotalPrice(packages.filter((p) => types.includes(p.type)));
}

export function isOffer(pkg: Pick<PackageCard, 'type'>): boolean {
  return pkg.type === OFFER_PACKAGE_TYPE;
}

/**
 * What 'Get started' sends to the subscribe dialog (docs/api.md#study-plan-paths): a standard package with its
 * duration from the mapping of docs/constants.md#standard-durations; an offer with its package id only.
 */
export function subscribeEventOf(pkg: Pick<PackageCard, 'id' | 'type'>): Extract<SubscribeEvent, { type: 'OPEN' }> {
  return isOffer(pkg) ? { type: 'OPEN', package: pkg.id } : { type: 'OPEN', package: pkg.id, duration: standardDuration(pkg.type) };
}

/** docs/commerce.md#subscriptions: Renew Package links to /packages/{id}. */
export function renewPath(packageId: number): string {
  return `/packages/${packageId}`;
}

/** Amounts in BDT as the cards and invoices print them: whole taka bare, else two decimals. */
export function formatTaka(amount: number): string {
  return formatDigits(Number.isInteger(amount) ? String(amount) : amount.toFixed(2));
}

/**
 * An amount with its currency as the page writes it: taka by the catalogue ('299 BDT' in English,
 * '৳২৯৯' in Bengali), another currency by its code after the figure.
 */
export function formatMoney(amount: number, currency: string = INVOICE_CURRENCY): string {
  return currency === INVOICE_CURRENCY ? fillIn(commerceMessages.amountBdt, { amount: formatTaka(amount) }) : `${formatTaka(amount)} ${currency}`;
}

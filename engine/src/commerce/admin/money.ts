// Amounts the Admin types and reads (docs/content.md#sales): typed in BDT with up to two decimals,
// in Western or Bengali digits ('299', '49.50', '২৯৯'), stored and sent as poisha.
import { westernDigits } from '../../shell/digits';
import { formatMoney } from '../packages';

/** Poisha of a typed BDT amount, or null when it is not one (negative, more than two decimals, words). */
export function poishaOfTyped(text: string): number | null {
  const plain = westernDigits(text.trim()).replace(/,/g, '');
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(plain);
  if (match === null) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A poisha amount as BDT text for a field ('299', '49.50'). */
export function typedOfPoisha(poisha: number): string {
  return poisha % 100 === 0 ? String(poisha / 100) : (poisha / 100).toFixed(2);
}

/** A poisha amount as the page writes money (Intl digits, '299 BDT' or '৳২৯৯'). */
export function moneyOfPoisha(poisha: number): string {
  return formatMoney(poisha / 100);
}

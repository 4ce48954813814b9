// Shared arithmetic and wording for the physics question files.
import type { Fraction } from '../exact';
import { latex } from '../question';

export const PHYSICS = 'Physics';
export const f = (s: string) => latex(s);

/** Distractors that are answer ± small steps, after the meaningful wrong answers. */
export const around = (unit: string, answer: number, ...wrong: number[]) =>
  [...wrong, answer * 2, answer + 1, answer - 1, answer + 2].filter((n) => n > 0).map((n) => `${dec(n)} ${unit}`);

/** A number with at most three decimals and no float noise. */
export function dec(x: number): string {
  return String(Math.round(x * 1000) / 1000);
}

/** A fraction as a terminating decimal when it has one, otherwise as \frac. */
export function exactTex(x: Fraction): string {
  let d = x.d;
  for (const p of [2, 5]) while (d % p === 0) d /= p;
  return d === 1 ? dec(x.n / x.d) : `\\frac{${x.n}}{${x.d}}`;
}

export function grid<A, B, C = never>(as: readonly A[], bs: readonly B[], cs?: readonly C[]): Array<[A, B, C]> {
  const out: Array<[A, B, C]> = [];
  for (const a of as) for (const b of bs) for (const c of cs ?? ([undefined] as C[])) out.push([a, b, c]);
  return out;
}

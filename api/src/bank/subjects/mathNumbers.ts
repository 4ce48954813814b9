// Random integers and polynomials for the Higher Mathematics generators, drawn from a seeded Rng.
import { frac, type Fraction, type Polynomial } from '../exact';
import { latex, type Rng } from '../question';

export const MATH = 'Higher Mathematics';
export const tex = (s: string) => [latex(s)];

/** Numeric distractors first, then neighbours so there are always three distinct ones. */
export const around = (answer: number, ...wrong: number[]) => [...wrong, answer + 1, answer - 1, answer + 2, answer - 2].map((n) => tex(String(n)));

export function int(rng: Rng, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1));
}

export function nonZero(rng: Rng, lo: number, hi: number): number {
  const n = int(rng, lo, hi);
  return n === 0 ? hi : n;
}

/** Integer coefficients in −5…7 with a non-zero leading term (and constant, if asked). */
export function randomPoly(rng: Rng, degree: number, constant: boolean): Polynomial {
  const p: Fraction[] = [];
  for (let k = 0; k <= degree; k++) {
    const c = k === degree || (k === 0 && constant) ? nonZero(rng, -5, 7) : int(rng, -5, 7);
    p.push(frac(c));
  }
  return p;
}

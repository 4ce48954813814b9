// Exact arithmetic for generated answers: fractions, polynomials and their TeX forms.

export type Fraction = { n: number; d: number };

export function frac(n: number, d = 1): Fraction {
  if (d === 0) throw new Error('zero denominator');
  const g = gcd(Math.abs(n), Math.abs(d)) || 1;
  const sign = d < 0 ? -1 : 1;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export const add = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.n, a.d * b.d);

export function fracTex(f: Fraction): string {
  if (f.d === 1) return String(f.n);
  return `${f.n < 0 ? '-' : ''}\\frac{${Math.abs(f.n)}}{${f.d}}`;
}

/** Coefficients by power: [a0, a1, a2, …]. */
export type Polynomial = Fraction[];

export function evaluate(p: Polynomial, x: Fraction): Fraction {
  return p.reduceRight((acc, c) => add(mul(acc, x), c), frac(0));
}

export function derivative(p: Polynomial): Polynomial {
  return p.slice(1).map((c, i) => mul(c, frac(i + 1)));
}

/** The antiderivative with zero constant. */
export function antiderivative(p: Polynomial): Polynomial {
  return [frac(0), ...p.map((c, i) => mul(c, frac(1, i + 1)))];
}

export function ints(...coefficients: number[]): Polynomial {
  return coefficients.map((c) => frac(c));
}

/** TeX of a polynomial in `x`, highest power first: '3x^{2} - x + \frac{1}{2}'. */
export function polyTex(p: Polynomial, x = 'x'): string {
  const terms: string[] = [];
  for (let k = p.length - 1; k >= 0; k--) {
    const c = p[k];
    if (!c || c.n === 0) continue;
    const negative = c.n < 0;
    const size = frac(Math.abs(c.n), c.d);
    const power = k === 0 ? '' : k === 1 ? x : `${x}^{${k}}`;
    const coefficient = k > 0 && size.n === 1 && size.d === 1 ? '' : fracTex(size);
    const term = `${coefficient}${power}`;
    terms.push(terms.length === 0 ? `${negative ? '-' : ''}${term}` : `${negative ? '-' : '+'} ${term}`);
  }
  return terms.length === 0 ? '0' : terms.join(' ');
}

export function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

export function factorial(n: number): bigint {
  let out = 1n;
  for (let i = 2n; i <= BigInt(n); i++) out *= i;
  return out;
}

export const permutations = (n: number, r: number): bigint => factorial(n) / factorial(n - r);
export const combinations = (n: number, r: number): bigint => factorial(n) / (factorial(r) * factorial(n - r));

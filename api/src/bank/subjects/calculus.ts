// Calculus questions on polynomials: derivatives (symbolic and at a point) and integrals
// (indefinite, and definite with exact rational values).
import { add, antiderivative, derivative, evaluate, frac, fracTex, mul, polyTex, sub } from '../exact';
import { latex, rngFor, section, text } from '../question';
import type { BankQuestion } from '../types';
import { bn } from './bengali';
import { around, int, MATH as S, randomPoly, tex } from './mathNumbers';

export function calculusQuestions(): BankQuestion[] {
  return [...differentiation(), ...integration()];
}

function differentiation(): BankQuestion[] {
  const general = section(S, 'Differentiation', 'Derivatives of polynomials');
  const atPoint = section(S, 'Differentiation', 'Derivative at a point');
  const out: BankQuestion[] = [];
  for (let i = 1; i <= 40; i++) {
    const key = `math.diff.derivative.${i}`;
    const rng = rngFor(key);
    const p = randomPoly(rng, 2 + (i % 3), true);
    const dp = derivative(p);
    out.push(
      general({
        key,
        question: [text('Find'), latex(`\\frac{d}{dx}\\left(${polyTex(p)}\\right)`)],
        answer: tex(polyTex(dp)),
        distractors: [
          tex(polyTex(p.slice(1))),
          tex(polyTex([frac(0), ...dp])),
          tex(polyTex([add(dp[0] ?? frac(0), p[0] ?? frac(0)), ...dp.slice(1)])),
          tex(polyTex(dp.map((c, k) => (k === 0 ? mul(c, frac(-1)) : c)))),
        ],
        explanation: [text('Differentiate term by term with'), latex('\\frac{d}{dx}x^{n} = nx^{n-1}'), text('; a constant gives 0:'), latex(polyTex(dp))],
        twin: bn({
          question: [text('অন্তরজ নির্ণয় করো:'), latex(`\\frac{d}{dx}\\left(${polyTex(p)}\\right)`)],
          explanation: [text('প্রতিটি পদকে'), latex('\\frac{d}{dx}x^{n} = nx^{n-1}'), text('সূত্র দিয়ে অন্তরীকরণ করি; ধ্রুবক পদের অন্তরজ শূন্য:'), latex(polyTex(dp))],
        }),
      }),
    );
  }
  for (let i = 1; i <= 30; i++) {
    const key = `math.diff.at-point.${i}`;
    const rng = rngFor(key);
    const p = randomPoly(rng, 2 + (i % 2), true);
    const x0 = int(rng, -3, 3);
    const slope = evaluate(derivative(p), frac(x0)).n;
    out.push(
      atPoint({
        key,
        question: [text('If'), latex(`f(x) = ${polyTex(p)}`), text(', find'), latex(`f'(${x0})`)],
        answer: tex(String(slope)),
        distractors: around(slope, evaluate(p, frac(x0)).n, evaluate(derivative(p), frac(-x0)).n),
        explanation: [latex(`f'(x) = ${polyTex(derivative(p))}`), text(', so'), latex(`f'(${x0}) = ${slope}`)],
        twin: bn({
          question: [text('যদি'), latex(`f(x) = ${polyTex(p)}`), text('হয়, তবে'), latex(`f'(${x0})`), text('নির্ণয় করো।')],
          explanation: [text('অন্তরীকরণ করে'), latex(`f'(x) = ${polyTex(derivative(p))}`), text(', সুতরাং'), latex(`f'(${x0}) = ${slope}`)],
        }),
      }),
    );
  }
  return out;
}

function integration(): BankQuestion[] {
  const definite = section(S, 'Integration', 'Definite integrals of polynomials');
  const indefinite = section(S, 'Integration', 'Indefinite integrals of polynomials');
  const out: BankQuestion[] = [];
  for (let i = 1; i <= 40; i++) {
    const key = `math.int.definite.${i}`;
    const rng = rngFor(key);
    const p = randomPoly(rng, 1 + (i % 3), false);
    const a = int(rng, -2, 1);
    const b = a + int(rng, 1, 3);
    const F = antiderivative(p);
    const value = sub(evaluate(F, frac(b)), evaluate(F, frac(a)));
    out.push(
      definite({
        key,
        question: [text('Evaluate'), latex(`\\int_{${a}}^{${b}} \\left(${polyTex(p)}\\right)\\,dx`)],
        answer: tex(fracTex(value)),
        distractors: [
          add(evaluate(F, frac(b)), evaluate(F, frac(a))),
          sub(evaluate(p, frac(b)), evaluate(p, frac(a))),
          mul(value, frac(2)),
          add(value, frac(1)),
          sub(value, frac(1)),
        ].map((f) => tex(fracTex(f))),
        explanation: [latex(`\\left[${polyTex(F)}\\right]_{${a}}^{${b}} = ${fracTex(evaluate(F, frac(b)))} - \\left(${fracTex(evaluate(F, frac(a)))}\\right) = ${fracTex(value)}`)],
        twin: bn({
          question: [text('মান নির্ণয় করো:'), latex(`\\int_{${a}}^{${b}} \\left(${polyTex(p)}\\right)\\,dx`)],
          explanation: [text('যোগজীকরণ করে সীমা বসিয়ে,'), latex(`\\left[${polyTex(F)}\\right]_{${a}}^{${b}} = ${fracTex(evaluate(F, frac(b)))} - \\left(${fracTex(evaluate(F, frac(a)))}\\right) = ${fracTex(value)}`)],
        }),
      }),
    );
  }
  for (let i = 1; i <= 25; i++) {
    const key = `math.int.indefinite.${i}`;
    const rng = rngFor(key);
    const F = [frac(0), ...randomPoly(rng, 1 + (i % 3), true)];
    const p = derivative(F);
    out.push(
      indefinite({
        key,
        question: [text('Find'), latex(`\\int \\left(${polyTex(p)}\\right)dx`)],
        answer: tex(`${polyTex(F)} + C`),
        distractors: [
          tex(`${polyTex([frac(0), ...p])} + C`),
          tex(`${polyTex(derivative(p))} + C`),
          tex(`${polyTex(F.map((c, k) => mul(c, frac(k + 1))))} + C`),
        ],
        explanation: [text('Integrate term by term with'), latex('\\int x^{n}\\,dx = \\frac{x^{n+1}}{n+1} + C'), text('; check by differentiating.')],
        twin: bn({
          question: [text('যোগজ নির্ণয় করো:'), latex(`\\int \\left(${polyTex(p)}\\right)dx`)],
          explanation: [text('প্রতিটি পদকে'), latex('\\int x^{n}\\,dx = \\frac{x^{n+1}}{n+1} + C'), text('সূত্র দিয়ে যোগজীকরণ করি; অন্তরীকরণ করে উত্তর যাচাই করো।')],
        }),
      }),
    );
  }
  return out;
}

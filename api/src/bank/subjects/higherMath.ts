// Higher Mathematics questions generated with exact arithmetic: calculus (in calculus.ts),
// quadratic equations, determinants, counting and coordinate geometry.
import { add, combinations, factorial, frac, fracTex, ints, mul, permutations, polyTex, sub } from '../exact';
import { image, latex, rngFor, section, text } from '../question';
import type { BankQuestion } from '../types';
import { bn, bnDigits, measured } from './bengali';
import { calculusQuestions } from './calculus';
import { around, int, MATH as S, nonZero, tex } from './mathNumbers';

export function higherMathQuestions(): BankQuestion[] {
  return [...calculusQuestions(), ...quadratics(), ...determinants(), ...counting(), ...coordinates()];
}

function quadratics(): BankQuestion[] {
  const roots = section(S, 'Quadratic Equations', 'Roots of quadratic equations');
  const vieta = section(S, 'Quadratic Equations', 'Sum and product of roots');
  const discriminant = section(S, 'Quadratic Equations', 'Discriminant');
  const out: BankQuestion[] = [];
  const rootsTex = (r: number[]) => `x = ${[...r].sort((m, n) => m - n).join(',\\ ')}`;
  for (let i = 1; i <= 30; i++) {
    const key = `math.quadratic.roots.${i}`;
    const rng = rngFor(key);
    const a = [1, 1, 1, 2, 3][i % 5] ?? 1;
    const r1 = int(rng, -6, 6);
    let r2 = int(rng, -6, 6);
    if (r2 === r1) r2 = r1 + 3;
    const p = ints(a * r1 * r2, -a * (r1 + r2), a);
    out.push(
      roots({
        key,
        question: [text('Solve'), latex(`${polyTex(p)} = 0`)],
        answer: tex(rootsTex([r1, r2])),
        distractors: [[-r1, -r2], [r1, -r2], [-r1, r2], [r1 + 1, r2 + 1], [r1 - 1, r2 - 1]].map((r) => tex(rootsTex(r))),
        explanation: [latex(`${polyTex(p)} = ${a === 1 ? '' : a}${factorTex(r1)}${factorTex(r2)}`), text(`, so x = ${r1} or x = ${r2}.`)],
        twin: bn({
          question: [text('সমাধান করো:'), latex(`${polyTex(p)} = 0`)],
          explanation: [
            latex(`${polyTex(p)} = ${a === 1 ? '' : a}${factorTex(r1)}${factorTex(r2)}`),
            text(', সুতরাং'),
            latex(`x = ${r1}`),
            text('অথবা'),
            latex(`x = ${r2}`),
            text('।'),
          ],
        }),
      }),
    );
  }
  for (let i = 1; i <= 30; i++) {
    const key = `math.quadratic.vieta.${i}`;
    const rng = rngFor(key);
    const [a, b, c] = [int(rng, 1, 5), nonZero(rng, -9, 9), nonZero(rng, -9, 9)];
    const equation = latex(`${polyTex(ints(c, b, a))} = 0`);
    const sum = i % 2 === 0;
    const answer = sum ? frac(-b, a) : frac(c, a);
    out.push(
      vieta({
        key,
        question: [text(`If α and β are the roots of`), equation, text(`, find ${sum ? 'α + β' : 'αβ'}.`)],
        answer: tex(fracTex(answer)),
        distractors: (sum ? [frac(b, a), frac(c, a), frac(-c, a), frac(-b)] : [frac(-c, a), frac(b, a), frac(-b, a), frac(c)]).concat(add(answer, frac(1)), sub(answer, frac(1)), add(answer, frac(2))).map((f) => tex(fracTex(f))),
        explanation: [text('For'), latex('ax^{2} + bx + c = 0'), text(':'), latex(sum ? `\\alpha + \\beta = -\\frac{b}{a} = ${fracTex(answer)}` : `\\alpha\\beta = \\frac{c}{a} = ${fracTex(answer)}`)],
        twin: bn({
          question: [text('যদি'), equation, text('সমীকরণের মূলদ্বয়'), latex('\\alpha'), text('ও'), latex('\\beta'), text('হয়, তবে'), latex(sum ? '\\alpha + \\beta' : '\\alpha\\beta'), text('এর মান নির্ণয় করো।')],
          explanation: [latex('ax^{2} + bx + c = 0'), text('সমীকরণের জন্য:'), latex(sum ? `\\alpha + \\beta = -\\frac{b}{a} = ${fracTex(answer)}` : `\\alpha\\beta = \\frac{c}{a} = ${fracTex(answer)}`)],
        }),
      }),
    );
  }
  for (let i = 1; i <= 20; i++) {
    const key = `math.quadratic.discriminant.${i}`;
    const rng = rngFor(key);
    const [a, b, c] = [nonZero(rng, -4, 5), nonZero(rng, -9, 9), nonZero(rng, -9, 9)];
    const d = b * b - 4 * a * c;
    const nature = d > 0 ? 'real and unequal' : d === 0 ? 'real and equal' : 'not real';
    const natureBn = d > 0 ? 'বাস্তব ও অসমান' : d === 0 ? 'বাস্তব ও সমান' : 'অবাস্তব (জটিল)';
    out.push(
      discriminant({
        key,
        question: [text('What is the discriminant of'), latex(`${polyTex(ints(c, b, a))} = 0`), text('?')],
        answer: tex(String(d)),
        distractors: around(d, b * b + 4 * a * c, -d, b * b - 2 * a * c),
        explanation: [latex(`D = b^{2} - 4ac = (${b})^{2} - 4(${a})(${c}) = ${d}`), text(`, so the roots are ${nature}.`)],
        twin: bn({
          question: [latex(`${polyTex(ints(c, b, a))} = 0`), text('সমীকরণের নিশ্চায়ক কত?')],
          explanation: [text('নিশ্চায়ক'), latex(`D = b^{2} - 4ac = (${b})^{2} - 4(${a})(${c}) = ${d}`), text(`, সুতরাং মূলদ্বয় ${natureBn}।`)],
        }),
      }),
    );
  }
  return out;
}

function determinants(): BankQuestion[] {
  const two = section(S, 'Matrices and Determinants', '2 × 2 determinants');
  const three = section(S, 'Matrices and Determinants', '3 × 3 determinants');
  const matrixTex = (m: number[][]) => `\\begin{vmatrix} ${m.map((r) => r.join(' & ')).join(' \\\\ ')} \\end{vmatrix}`;
  const out: BankQuestion[] = [];
  for (let i = 1; i <= 25; i++) {
    const key = `math.det.two.${i}`;
    const rng = rngFor(key);
    const [a, b, c, d] = [int(rng, -5, 9), int(rng, -5, 9), int(rng, -5, 9), int(rng, -5, 9)];
    const det = a * d - b * c;
    out.push(
      two({
        key,
        question: [text('Evaluate'), latex(matrixTex([[a, b], [c, d]]))],
        answer: tex(String(det)),
        distractors: around(det, a * d + b * c, b * c - a * d, a * b - c * d),
        explanation: [latex(`ad - bc = (${a})(${d}) - (${b})(${c}) = ${det}`)],
        twin: bn({
          question: [text('নির্ণায়কটির মান নির্ণয় করো:'), latex(matrixTex([[a, b], [c, d]]))],
          explanation: [text('নির্ণায়কের মান'), latex(`ad - bc = (${a})(${d}) - (${b})(${c}) = ${det}`)],
        }),
      }),
    );
  }
  for (let i = 1; i <= 25; i++) {
    const key = `math.det.three.${i}`;
    const rng = rngFor(key);
    const m = [0, 1, 2].map(() => [0, 1, 2].map(() => int(rng, -3, 5)));
    const [[a = 0, b = 0, c = 0] = [], [d = 0, e = 0, f = 0] = [], [g = 0, h = 0, k = 0] = []] = m;
    const minors = [e * k - f * h, d * k - f * g, d * h - e * g];
    const det = a * (minors[0] ?? 0) - b * (minors[1] ?? 0) + c * (minors[2] ?? 0);
    out.push(
      three({
        key,
        question: [text('Evaluate'), latex(matrixTex(m))],
        answer: tex(String(det)),
        distractors: around(det, a * (minors[0] ?? 0) + b * (minors[1] ?? 0) + c * (minors[2] ?? 0), -det, a * e * k + b * f * g + c * d * h),
        explanation: [latex(`${a}(${minors[0]}) - (${b})(${minors[1]}) + (${c})(${minors[2]}) = ${det}`), text('(expanding along the first row).')],
        twin: bn({
          question: [text('নির্ণায়কটির মান নির্ণয় করো:'), latex(matrixTex(m))],
          explanation: [text('প্রথম সারি বরাবর বিস্তার করে,'), latex(`${a}(${minors[0]}) - (${b})(${minors[1]}) + (${c})(${minors[2]}) = ${det}`)],
        }),
      }),
    );
  }
  return out;
}

function counting(): BankQuestion[] {
  const comb = section(S, 'Permutations and Combinations', 'Combinations');
  const perm = section(S, 'Permutations and Combinations', 'Permutations');
  const words = section(S, 'Permutations and Combinations', 'Arrangements of letters');
  const big = (n: bigint) => tex(n.toString());
  const out: BankQuestion[] = [];
  for (let n = 5; n <= 15; n++) {
    for (const r of [2, 3, 4]) {
      const answer = combinations(n, r);
      out.push(
        comb({
          key: `math.count.ncr.${n}-${r}`,
          question: [text(`In how many ways can ${r} students be chosen from ${n}?`), latex(`\\left(^{${n}}C_{${r}}\\right)`)],
          answer: big(answer),
          distractors: [permutations(n, r), combinations(n, r + 1), combinations(n, r - 1), answer + 1n, answer * 2n].map(big),
          explanation: [latex(`^{${n}}C_{${r}} = \\frac{${n}!}{${r}!\\,${n - r}!} = ${answer}`)],
          twin: bn({
            question: [text(`${bnDigits(n)} জন শিক্ষার্থী থেকে ${bnDigits(r)} জনকে কত উপায়ে বাছাই করা যায়?`), latex(`\\left(^{${n}}C_{${r}}\\right)`)],
            explanation: [text('সমাবেশের সূত্র অনুসারে,'), latex(`^{${n}}C_{${r}} = \\frac{${n}!}{${r}!\\,${n - r}!} = ${answer}`)],
          }),
        }),
      );
    }
  }
  for (let n = 4; n <= 12; n++) {
    for (const r of [2, 3]) {
      const answer = permutations(n, r);
      out.push(
        perm({
          key: `math.count.npr.${n}-${r}`,
          question: [text(`In how many ways can ${r} of ${n} different books be arranged in a row?`), latex(`\\left(^{${n}}P_{${r}}\\right)`)],
          answer: big(answer),
          distractors: [combinations(n, r), BigInt(n) ** BigInt(r), permutations(n, r + 1), answer + 1n].map(big),
          explanation: [latex(`^{${n}}P_{${r}} = \\frac{${n}!}{${n - r}!} = ${answer}`)],
          twin: bn({
            question: [text(`${bnDigits(n)}টি ভিন্ন বই থেকে ${bnDigits(r)}টি বই এক সারিতে কত উপায়ে সাজানো যায়?`), latex(`\\left(^{${n}}P_{${r}}\\right)`)],
            explanation: [text('বিন্যাসের সূত্র অনুসারে,'), latex(`^{${n}}P_{${r}} = \\frac{${n}!}{${n - r}!} = ${answer}`)],
          }),
        }),
      );
    }
  }
  const wordList = ['BANGLADESH', 'DHAKA', 'MATHEMATICS', 'PHYSICS', 'CHEMISTRY', 'BIOLOGY', 'SYLHET', 'PADMA', 'MEGHNA', 'JAMUNA', 'RAJSHAHI', 'KHULNA', 'BARISHAL', 'COMMITTEE', 'ENGINEERING', 'SUCCESS', 'STATISTICS', 'ALGEBRA', 'CALCULUS', 'EXAMINATION', 'PARALLEL', 'BOOKKEEPER'];
  for (const word of wordList) {
    const counts = [...word].reduce((m, ch) => m.set(ch, (m.get(ch) ?? 0) + 1), new Map<string, number>());
    const repeats = [...counts].filter(([, c]) => c > 1);
    const divisor = repeats.reduce((acc, [, c]) => acc * factorial(c), 1n);
    const answer = factorial(word.length) / divisor;
    const denominator = repeats.map(([, c]) => `${c}!`).join('\\,');
    out.push(
      words({
        key: `math.count.word.${word}`,
        question: `In how many different ways can the letters of the word ${word} be arranged?`,
        answer: big(answer),
        distractors: [factorial(word.length), factorial(word.length - 1), answer / 2n, answer * 2n, factorial(counts.size)].map(big),
        explanation: [
          text(`${word} has ${word.length} letters${repeats.length ? `, with ${repeats.map(([ch, c]) => `${ch} repeated ${c} times`).join(', ')}` : ', all different'}:`),
          latex(`${denominator ? `\\frac{${word.length}!}{${denominator}}` : `${word.length}!`} = ${answer}`),
        ],
        twin: bn({
          question: [latex(`\\mathrm{${word}}`), text('শব্দটির বর্ণগুলো কত প্রকারে সাজানো যায়?')],
          explanation: [
            latex(`\\mathrm{${word}}`),
            text(`শব্দটিতে মোট ${bnDigits(word.length)}টি বর্ণ আছে${repeats.length ? '; এদের মধ্যে' : ', সবগুলো ভিন্ন:'}`),
            ...repeats.flatMap(([ch, c], i) => [latex(`\\mathrm{${ch}}`), text(`আছে ${bnDigits(c)}টি${i === repeats.length - 1 ? ':' : ','}`)]),
            latex(`${denominator ? `\\frac{${word.length}!}{${denominator}}` : `${word.length}!`} = ${answer}`),
          ],
        }),
      }),
    );
  }
  return out;
}

function coordinates(): BankQuestion[] {
  const distance = section(S, 'Coordinate Geometry', 'Distance between two points');
  const slope = section(S, 'Coordinate Geometry', 'Slope of a line');
  const triples: Array<[number, number, number]> = [[3, 4, 5], [5, 12, 13], [8, 15, 17], [6, 8, 10], [7, 24, 25], [9, 12, 15], [12, 16, 20], [20, 21, 29]];
  const out: BankQuestion[] = [];
  for (let i = 1; i <= 24; i++) {
    const key = `math.coord.distance.${i}`;
    const rng = rngFor(key);
    const [dx0, dy0, c] = triples[i % triples.length] ?? [3, 4, 5];
    const [dx, dy] = i % 2 === 0 ? [dx0, dy0] : [dy0, dx0];
    const [x1, y1] = [int(rng, -5, 5), int(rng, -5, 5)];
    const [x2, y2] = [x1 + (i % 3 === 0 ? -dx : dx), y1 + (i % 4 === 0 ? -dy : dy)];
    out.push(
      distance({
        key,
        question: [text('Find the distance between the points'), latex(`A(${x1}, ${y1})`), text('and'), latex(`B(${x2}, ${y2})`), text('.')],
        answer: tex(String(c)),
        distractors: around(c, dx + dy, Math.abs(dx - dy), c * c),
        explanation: [latex(`AB = \\sqrt{(${x2} - (${x1}))^{2} + (${y2} - (${y1}))^{2}} = \\sqrt{${dx * dx} + ${dy * dy}} = ${c}`)],
        twin: bn({
          question: [latex(`A(${x1}, ${y1})`), text('ও'), latex(`B(${x2}, ${y2})`), text('বিন্দুদ্বয়ের মধ্যবর্তী দূরত্ব নির্ণয় করো।')],
          explanation: [text('দুই বিন্দুর মধ্যবর্তী দূরত্বের সূত্র অনুসারে,'), latex(`AB = \\sqrt{(${x2} - (${x1}))^{2} + (${y2} - (${y1}))^{2}} = \\sqrt{${dx * dx} + ${dy * dy}} = ${c}`)],
        }),
      }),
    );
  }
  for (let i = 1; i <= 24; i++) {
    const key = `math.coord.slope.${i}`;
    const rng = rngFor(key);
    const [x1, y1, y2] = [int(rng, -5, 5), int(rng, -5, 5), int(rng, -5, 5)];
    const x2 = x1 + nonZero(rng, -4, 4);
    const m = frac(y2 - y1, x2 - x1);
    out.push(
      slope({
        key,
        question: [text('What is the slope of the line through'), latex(`(${x1}, ${y1})`), text('and'), latex(`(${x2}, ${y2})`), text('?')],
        answer: tex(fracTex(m)),
        distractors: [y2 === y1 ? frac(1) : frac(x2 - x1, y2 - y1), mul(m, frac(-1)), add(m, frac(1)), sub(m, frac(1)), add(m, frac(2))].map((f) => tex(fracTex(f))),
        explanation: [latex(`m = \\frac{y_2 - y_1}{x_2 - x_1} = \\frac{${y2} - (${y1})}{${x2} - (${x1})} = ${fracTex(m)}`)],
        twin: bn({
          question: [latex(`(${x1}, ${y1})`), text('ও'), latex(`(${x2}, ${y2})`), text('বিন্দুগামী সরলরেখার ঢাল কত?')],
          explanation: [text('সরলরেখার ঢাল,'), latex(`m = \\frac{y_2 - y_1}{x_2 - x_1} = \\frac{${y2} - (${y1})}{${x2} - (${x1})} = ${fracTex(m)}`)],
        }),
      }),
    );
  }
  out.push(
    distance(measured({
      key: 'math.coord.distance.diagram-right-triangle',
      question: [text('In the right triangle shown, the two shorter sides are 6 cm and 8 cm. How long is the hypotenuse?'), image('bank/right-triangle-6-8.svg')],
      answer: '10 cm',
      distractors: ['14 cm', '12 cm', '7 cm'],
      explanation: [text('By Pythagoras,'), latex('c = \\sqrt{6^{2} + 8^{2}} = \\sqrt{100} = 10\\ \\mathrm{cm}')],
    }, {
      question: [text('চিত্রের সমকোণী ত্রিভুজটির ক্ষুদ্রতর বাহু দুটি ৬ সেমি ও ৮ সেমি। অতিভুজের দৈর্ঘ্য কত?'), image('bank/right-triangle-6-8.svg')],
      explanation: [text('পিথাগোরাসের উপপাদ্য অনুসারে,'), latex('c = \\sqrt{6^{2} + 8^{2}} = \\sqrt{100} = 10\\ \\mathrm{cm}')],
    })),
    slope({
      key: 'math.coord.slope.diagram-line-graph',
      question: [text('The graph shows a straight line through (0, 1) and (2, 5). What is its slope?'), image('bank/line-graph-2x-plus-1.svg')],
      answer: tex('2'),
      distractors: [tex('\\frac{1}{2}'), tex('1'), tex('5')],
      explanation: [latex('m = \\frac{5 - 1}{2 - 0} = 2'), text(', so the line is'), latex('y = 2x + 1')],
      twin: bn({
        question: [text('চিত্রের সরলরেখাটি'), latex('(0, 1)'), text('ও'), latex('(2, 5)'), text('বিন্দু দিয়ে যায়। রেখাটির ঢাল কত?'), image('bank/line-graph-2x-plus-1.svg')],
        explanation: [latex('m = \\frac{5 - 1}{2 - 0} = 2'), text(', সুতরাং রেখাটির সমীকরণ'), latex('y = 2x + 1'), text('।')],
      }),
    }),
  );
  return out;
}

/** The factor (x − r) as TeX: 'x', '(x - 3)', '(x + 2)'. */
function factorTex(r: number): string {
  return r === 0 ? 'x' : `(x ${r < 0 ? '+' : '-'} ${Math.abs(r)})`;
}

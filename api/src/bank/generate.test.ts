import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { divisionOf } from './subjects/generalKnowledge';
import { BANK_SUBJECTS, generateBank, MEDIA_SEED_DIR } from './generate';
import type { BankQuestion, Part } from './types';
import { optionText, validateBank } from './validate';

const bank = generateBank();
const byKey = new Map(bank.map((q) => [q.key, q]));
const text = (parts: Part[]) => parts.map((p) => p.data).join(' ');

function question(key: string): BankQuestion {
  const q = byKey.get(key);
  if (!q) throw new Error(`no question ${key}`);
  return q;
}

function answerOf(key: string): string {
  const answer = question(key).options.find((o) => o.is_answer);
  if (!answer) throw new Error(`no answer for ${key}`);
  return text(answer.data);
}

function latexOf(parts: Part[]): string {
  return parts.filter((p) => p.type === 'latex').map((p) => p.data).join(' ');
}

describe('the seeded bank', () => {
  test('holds at least 2,000 questions over the six subjects', () => {
    expect(bank.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(bank.map((q) => q.subject))).toEqual(new Set(BANK_SUBJECTS));
  });

  test('every subject has at least 3 topics, every topic 2 subtopics, every subtopic 10 questions', () => {
    for (const subject of BANK_SUBJECTS) {
      const inSubject = bank.filter((q) => q.subject === subject);
      const topics = new Set(inSubject.map((q) => q.topic));
      expect(topics.size, subject).toBeGreaterThanOrEqual(3);
      for (const topic of topics) {
        const subtopics = new Set(inSubject.filter((q) => q.topic === topic).map((q) => q.subtopic));
        expect(subtopics.size, `${subject} / ${topic}`).toBeGreaterThanOrEqual(2);
        for (const subtopic of subtopics) {
          const n = inSubject.filter((q) => q.topic === topic && q.subtopic === subtopic).length;
          expect(n, `${subject} / ${topic} / ${subtopic}`).toBeGreaterThanOrEqual(10);
        }
      }
    }
  });

  test('is the same on every call', () => {
    expect(JSON.stringify(generateBank())).toBe(JSON.stringify(bank));
  });

  test('passes the importer’s validation with unique keys', () => {
    const check = validateBank(bank.map((value, i) => ({ row: i + 1, value })));
    expect(check.rejected).toEqual([]);
    expect(check.accepted).toHaveLength(bank.length);
    expect(new Set(bank.map((q) => q.key)).size).toBe(bank.length);
  });

  test('places the answer in every position', () => {
    const positions = bank.map((q) => q.options.findIndex((o) => o.is_answer));
    for (const p of [0, 1, 2, 3]) expect(positions.filter((x) => x === p).length).toBeGreaterThan(bank.length / 8);
  });

  test('writes mathematics and physics in LaTeX', () => {
    const withLatex = (subject: string) => {
      const qs = bank.filter((q) => q.subject === subject);
      return qs.filter((q) => [q.question, ...q.options.map((o) => o.data)].some((ps) => ps.some((p) => p.type === 'latex'))).length / qs.length;
    };
    expect(withLatex('Higher Mathematics')).toBeGreaterThan(0.95);
    expect(withLatex('Physics')).toBeGreaterThan(0.6);
  });

  test('shows diagrams that exist in api/media-seed', () => {
    const images = bank.flatMap((q) => q.question.filter((p) => p.type === 'image').map((p) => p.data));
    expect(images.length).toBeGreaterThanOrEqual(4);
    for (const path of images) expect(existsSync(fileURLToPath(new URL(path, MEDIA_SEED_DIR))), path).toBe(true);
  });
});

describe('answers checked independently', () => {
  test('molar masses from IUPAC atomic weights', () => {
    expect(answerOf('chem.mole.molar-mass.H2O')).toBe('18.02 g/mol');
    expect(answerOf('chem.mole.molar-mass.NaCl')).toBe('58.44 g/mol');
    expect(answerOf('chem.mole.molar-mass.H2SO4')).toBe('98.07 g/mol');
    expect(answerOf('chem.mole.molar-mass.CaCO3')).toBe('100.09 g/mol');
    expect(answerOf('chem.mole.molar-mass.C6H12O6')).toBe('180.16 g/mol');
    expect(answerOf('chem.mole.molar-mass.CaOH2')).toBe('74.09 g/mol');
  });

  test('periodic table facts', () => {
    expect(answerOf('chem.periodic.atomic-number.Na')).toBe('11');
    expect(answerOf('chem.periodic.element-of-z.26')).toBe('Iron');
    expect(answerOf('chem.periodic.symbol.K')).toBe('K');
    expect(answerOf('chem.periodic.group.Cl')).toBe('Group 17');
    expect(answerOf('chem.periodic.group.Zn')).toBe('Group 12');
    expect(answerOf('chem.periodic.group.Ga')).toBe('Group 13');
    expect(answerOf('chem.periodic.period.K')).toBe('Period 4');
    expect(answerOf('chem.periodic.configuration.Cr')).toBe('1s^{2}\\,2s^{2}\\,2p^{6}\\,3s^{2}\\,3p^{6}\\,3d^{5}\\,4s^{1}');
    expect(answerOf('chem.periodic.configuration.Fe')).toBe('1s^{2}\\,2s^{2}\\,2p^{6}\\,3s^{2}\\,3p^{6}\\,3d^{6}\\,4s^{2}');
    expect(answerOf('chem.redox.Mn.KMnO4')).toBe('+7');
    expect(answerOf('chem.redox.Cr.K2Cr2O7')).toBe('+6');
  });

  test('Bangladesh districts belong to the right division', () => {
    expect(answerOf('gk.bd.district-division.sylhet')).toBe('Sylhet');
    expect(answerOf('gk.bd.district-division.cumilla')).toBe('Chattogram');
    expect(answerOf('gk.bd.district-division.jamalpur')).toBe('Mymensingh');
    expect(answerOf('gk.bd.district-division.kushtia')).toBe('Khulna');
    const districts = bank.filter((q) => q.key.startsWith('gk.bd.district-division.'));
    expect(districts).toHaveLength(64);
    expect(new Set(districts.map((q) => answerOf(q.key))).size).toBe(8);
    expect(divisionOf("Cox's Bazar")).toBe('Chattogram');
    expect(answerOf('gk.world.capital.bangladesh')).toBe('Dhaka');
  });

  test('derivatives match term-by-term differentiation of the question', () => {
    const qs = bank.filter((q) => q.key.startsWith('math.diff.derivative.'));
    expect(qs.length).toBeGreaterThan(10);
    for (const q of qs) {
      const inner = /\\left\((.*)\\right\)/.exec(latexOf(q.question))?.[1] ?? '';
      const p = parsePoly(inner);
      const expected = new Map([...p].filter(([k]) => k > 0).map(([k, c]) => [k - 1, c * k]));
      expect(parsePoly(answerOf(q.key)), q.key).toEqual(expected);
    }
  });

  test('derivatives at a point match a numerical derivative', () => {
    for (const q of bank.filter((x) => x.key.startsWith('math.diff.at-point.'))) {
      const tex = latexOf(q.question);
      const p = parsePoly(/f\(x\) = (.*?) f'/.exec(tex)?.[1] ?? '');
      const x0 = Number(/f'\((-?\d+)\)/.exec(tex)?.[1]);
      const h = 1e-3;
      const numeric = (value(p, x0 + h) - value(p, x0 - h)) / (2 * h);
      expect(Number(answerOf(q.key)), q.key).toBeCloseTo(numeric, 3);
    }
  });

  test('definite integrals match Simpson’s rule, which is exact for cubics', () => {
    for (const q of bank.filter((x) => x.key.startsWith('math.int.definite.'))) {
      const m = /\\int_\{(-?\d+)\}\^\{(-?\d+)\} \\left\((.*)\\right\)/.exec(latexOf(q.question));
      const [a, b, p] = [Number(m?.[1]), Number(m?.[2]), parsePoly(m?.[3] ?? '')];
      const simpson = ((b - a) / 6) * (value(p, a) + 4 * value(p, (a + b) / 2) + value(p, b));
      expect(fractionValue(answerOf(q.key)), q.key).toBeCloseTo(simpson, 9);
    }
  });

  test('quadratic roots satisfy their equations', () => {
    for (const q of bank.filter((x) => x.key.startsWith('math.quadratic.roots.'))) {
      const p = parsePoly(latexOf(q.question).replace(' = 0', ''));
      const roots = answerOf(q.key).replace('x = ', '').split(',\\ ').map(Number);
      expect(roots).toHaveLength(2);
      for (const r of roots) expect(value(p, r), q.key).toBe(0);
    }
  });

  test('counting and physics arithmetic', () => {
    expect(answerOf('math.count.ncr.10-3')).toBe('120');
    expect(answerOf('math.count.npr.5-2')).toBe('20');
    expect(answerOf('math.count.word.BANGLADESH')).toBe('1814400');
    expect(answerOf('math.count.word.MATHEMATICS')).toBe('4989600');
    expect(answerOf('phys.units.kmh-to-ms.72')).toBe('20 m/s');
    expect(answerOf('phys.kinematics.fall-velocity.2s')).toBe('19.6 m/s');
    expect(answerOf('phys.kinematics.fall-height.3s')).toBe('44.1 m');
    expect(answerOf('phys.electric.parallel.3-6')).toBe('2 Ω');
    expect(answerOf('phys.electric.circuit-diagram.current')).toBe('2 A');
    expect(answerOf('phys.optics.lens-power.concave-25cm')).toBe('−4 D');
  });

  test('Mendelian crosses', () => {
    expect(answerOf('bio.genetics.di.RrYyxRrYy.round-yellow')).toBe('\\frac{9}{16}');
    expect(answerOf('bio.genetics.di.RrYyxrryy.wrinkled-green')).toBe('\\frac{1}{4}');
    expect(answerOf('bio.genetics.mono.dwarf.TtxTt')).toBe('\\frac{1}{4}');
  });
});

describe('questions in Bengali (docs/i18n.md#questions)', () => {
  const twinned = bank.filter((q) => q.subject === 'Physics' || q.subject === 'Higher Mathematics');
  const bengaliOnly = bank.filter((q) => q.language === 'bn');
  const partsOf = (q: BankQuestion) => [q.question, ...q.options.map((o) => o.data), q.explanation];
  const twinPartsOf = (q: BankQuestion) => (q.twin ? [q.twin.question, ...q.twin.options, q.twin.explanation] : []);
  const textsOf = (parts: Part[][]) => parts.flat().filter((p) => p.type === 'text').map((p) => p.data);
  const BENGALI_LETTER = /[\u0985-\u09B9\u09CE\u09DC-\u09DF]/u;
  /** Latin letters a Bengali text part may hold; none: symbols and variables are written as LaTeX. */
  const ALLOWED_LATIN: readonly string[] = [];
  const latinIn = (s: string) => ALLOWED_LATIN.reduce((rest, word) => rest.replaceAll(word, ''), s).match(/[A-Za-z]+/g) ?? [];
  /** The numbers of an option, Bengali digits read as ASCII and superscripts as digits, in order. */
  const numbersOf = (parts: Part[]) =>
    text(parts)
      .replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d)))
      .replace(/[²³]/g, (d) => (d === '²' ? '2' : '3'))
      .replace(/⁻¹/g, '-1')
      .match(/\d+(?:\.\d+)?/g) ?? [];
  /** A unit or prefix symbol written as TeX, as the English option writes it: '\\mathrm{kg\\,m^{-3}}' → 'kg m⁻³'. */
  const symbolOf = (tex: string) =>
    tex
      .replace(/^\\mathrm\{(.*)\}$/, '$1')
      .replace(/\\,/g, ' ')
      .replace(/\^\{(-?)(\d)\}/g, (_, minus: string, d: string) => `${minus ? '⁻' : ''}${'⁰¹²³'[Number(d)] ?? d}`)
      .replace('\\mu', 'µ')
      .replace('\\Omega', 'Ω');

  test('every Physics and Higher Mathematics question has a twin written in Bengali', () => {
    expect(twinned.length).toBeGreaterThan(700);
    for (const q of twinned) {
      const { twin } = q;
      expect(twin, q.key).toBeDefined();
      if (!twin) continue;
      expect(q.language, q.key).toBeUndefined();
      expect(textsOf([twin.question]).some((s) => BENGALI_LETTER.test(s)), `${q.key}: the twin's question has Bengali words`).toBe(true);
      for (const s of textsOf(twinPartsOf(q))) {
        expect(latinIn(s), `${q.key}: "${s}"`).toEqual([]);
        // A text part is Bengali words, or punctuation between formulas.
        if (/\p{L}/u.test(s)) expect(BENGALI_LETTER.test(s), `${q.key}: "${s}"`).toBe(true);
      }
      // The same pictures, in the same places.
      const images = (parts: Part[]) => parts.map((p) => (p.type === 'image' ? p.data : '')).filter(Boolean);
      expect(images(twin.question), q.key).toEqual(images(q.question));
    }
  });

  test('a twin has four distinct options, the same as the English ones in the same order', () => {
    for (const q of twinned) {
      const options = q.twin?.options ?? [];
      expect(options, q.key).toHaveLength(4);
      expect(new Set(options.map(optionText)).size, q.key).toBe(4);
      options.forEach((o, i) => {
        const english = q.options[i]?.data ?? [];
        // A formula option is the same formula; a measure is the same number; a named unit or
        // prefix has the same symbol.
        const label = `${q.key} option ${i + 1}`;
        if (latexOf(english) !== '') expect(latexOf(o), label).toBe(latexOf(english));
        else if (latexOf(o) !== '') expect(text(english), label).toContain(`(${symbolOf(latexOf(o))})`);
        else expect(numbersOf(o), label).toEqual(numbersOf(english));
        expect(numbersOf(o).length + latexOf(o).length, `${label} has a number or a symbol to compare`).toBeGreaterThan(0);
      });
    }
  });

  test('the twin’s answer is the English answer, in Bengali', () => {
    const twinAnswer = (key: string) => {
      const q = question(key);
      const i = q.options.findIndex((o) => o.is_answer);
      return text(q.twin?.options[i] ?? []);
    };
    expect(twinAnswer('phys.units.kmh-to-ms.72')).toBe('২০ মি/সে');
    expect(twinAnswer('phys.kinematics.fall-velocity.2s')).toBe('১৯.৬ মি/সে');
    expect(twinAnswer('phys.units.celsius-to-kelvin.-40')).toBe('২৩৩ কেলভিন');
    expect(twinAnswer('phys.electric.parallel.3-6')).toBe('২ ওহম');
    expect(twinAnswer('phys.optics.lens-power.concave-25cm')).toBe('−৪ ডায়াপ্টার');
    expect(twinAnswer('phys.units.prefix-name.kilo')).toBe('কিলো ( \\mathrm{k} )');
    expect(twinAnswer('phys.units.si-unit.force')).toBe('নিউটন ( \\mathrm{N} )');
    expect(twinAnswer('math.coord.distance.diagram-right-triangle')).toBe('১০ সেমি');
    expect(twinAnswer('math.count.ncr.10-3')).toBe('120');
  });

  test('every text and formula of the bank is in Unicode NFC', () => {
    const all = bank.flatMap((q) => [...partsOf(q), ...twinPartsOf(q)].flat()).filter((p) => p.type !== 'image');
    const notNfc = all.filter((p) => p.data !== p.data.normalize('NFC')).map((p) => p.data);
    expect(notNfc).toEqual([]);
    // The nukta letters are there, as NFC writes them (য + ়), not as U+09DF.
    expect(all.some((p) => p.data.includes('য\u09BC'))).toBe(true);
    expect(all.some((p) => /[\u09DC\u09DD\u09DF]/u.test(p.data))).toBe(false);
  });

  test('at least 20 questions are written in Bengali only', () => {
    expect(bengaliOnly.length).toBeGreaterThanOrEqual(20);
    for (const q of bengaliOnly) {
      expect(q.twin, q.key).toBeUndefined();
      expect(q.key, q.key).toMatch(/^gk\.bd\.bn\./);
      for (const s of textsOf(partsOf(q))) {
        expect(/[\u0980-\u09FF]/u.test(s), `${q.key}: "${s}" has Bengali letters or digits`).toBe(true);
        expect(latinIn(s), `${q.key}: "${s}"`).toEqual([]);
      }
    }
    expect(new Set(bengaliOnly.map((q) => q.subtopic))).toEqual(new Set(['Language Movement and Liberation War']));
  });

  test('other subjects are English without twins', () => {
    for (const q of bank.filter((x) => !twinned.includes(x) && !bengaliOnly.includes(x))) {
      expect(q.language, q.key).toBeUndefined();
      expect(q.twin, q.key).toBeUndefined();
    }
  });
});

/** '3x^{2} - \frac{1}{2}x + 5' → Map(power → coefficient). */
function parsePoly(tex: string): Map<number, number> {
  const out = new Map<number, number>();
  const terms = tex.replace(/\s+/g, '').match(/[+-]?[^+-]+/g) ?? [];
  for (const term of terms) {
    const m = /^([+-]?)(?:\\frac\{(\d+)\}\{(\d+)\}|(\d+))?(x(?:\^\{(\d+)\})?)?$/.exec(term);
    if (!m) throw new Error(`cannot read term ${term} of ${tex}`);
    const size = m[2] ? Number(m[2]) / Number(m[3]) : m[4] ? Number(m[4]) : 1;
    const power = m[5] ? (m[6] ? Number(m[6]) : 1) : 0;
    out.set(power, (m[1] === '-' ? -1 : 1) * size);
  }
  return out;
}

function value(p: Map<number, number>, x: number): number {
  return [...p].reduce((sum, [k, c]) => sum + c * x ** k, 0);
}

function fractionValue(tex: string): number {
  const m = /^(-?)\\frac\{(\d+)\}\{(\d+)\}$/.exec(tex);
  return m ? (m[1] ? -1 : 1) * (Number(m[2]) / Number(m[3])) : Number(tex);
}

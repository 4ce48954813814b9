// Biology questions from the curated fact tables, plus Mendelian crosses whose probabilities are
// computed by enumerating gametes.
import {
  bodyFacts, cellDivision, heredity, hormones, kingdoms, organSystems, organelles, phyla, scientificNames, vitamins,
} from '../data/biology';
import { frac, fracTex, mul, type Fraction } from '../exact';
import { fromFact, latex, othersFrom, section, slug } from '../question';
import type { BankQuestion } from '../types';

export function biologyQuestions(): BankQuestion[] {
  return [...cells(), ...physiology(), ...nutrition(), ...classification(), ...genetics()];
}

const S = 'Biology';

/** Probability of each genotype ('AA', 'Aa', 'aa') among offspring of two one-gene parents. */
export function offspringOf(p1: string, p2: string): Map<string, Fraction> {
  const counts = new Map<string, number>();
  for (const a of p1) for (const b of p2) {
    const g = [a, b].sort().join('');
    counts.set(g, (counts.get(g) ?? 0) + 1);
  }
  return new Map([...counts].map(([g, n]) => [g, frac(n, 4)]));
}

function cells(): BankQuestion[] {
  const organelle = section(S, 'Cell Biology', 'Cell organelles');
  const division = section(S, 'Cell Biology', 'Cell division');
  const roles = organelles.map(([, r]) => r);
  const names = organelles.map(([o]) => o);
  return [
    ...organelles.flatMap(([o, role]) => [
      organelle({
        key: `bio.cell.organelle-role.${slug(o)}`,
        question: `What is the main function of the ${o.toLowerCase()}?`,
        answer: role,
        distractors: othersFrom(`bio.cell.organelle-role.${slug(o)}`, roles, role),
        explanation: `${o}: ${role.charAt(0).toLowerCase()}${role.slice(1)}.`,
      }),
      organelle({
        key: `bio.cell.organelle-for.${slug(o)}`,
        question: `Which part of the cell is responsible for: ${role.charAt(0).toLowerCase()}${role.slice(1)}?`,
        answer: o,
        distractors: othersFrom(`bio.cell.organelle-for.${slug(o)}`, names, o),
        explanation: `${role} is the work of the ${o.toLowerCase()}.`,
      }),
    ]),
    ...cellDivision.map((f) => fromFact(division, 'bio.cell.division', f)),
  ];
}

function physiology(): BankQuestion[] {
  const endocrine = section(S, 'Human Physiology', 'Endocrine glands');
  const systems = section(S, 'Human Physiology', 'Organ systems');
  const body = section(S, 'Human Physiology', 'Human body facts');
  const glands = [...new Set(hormones.map(([, g]) => g))];
  const systemNames = [...new Set(organSystems.map(([, s]) => s))];
  return [
    ...hormones.map(([hormone, gland]) =>
      endocrine({
        key: `bio.physiology.hormone.${slug(hormone)}`,
        question: `Which gland secretes ${hormone.charAt(0).toLowerCase()}${hormone.slice(1)}?`,
        answer: gland,
        distractors: othersFrom(`bio.physiology.hormone.${slug(hormone)}`, glands, gland),
        explanation: `${hormone} is secreted by the ${gland.toLowerCase()}.`,
      }),
    ),
    ...organSystems.map(([organ, system]) =>
      systems({
        key: `bio.physiology.system.${slug(organ)}`,
        question: `To which organ system does the ${organ.toLowerCase()} belong?`,
        answer: system,
        distractors: othersFrom(`bio.physiology.system.${slug(organ)}`, systemNames, system),
        explanation: `The ${organ.toLowerCase()} is part of the ${system.toLowerCase()}.`,
      }),
    ),
    ...bodyFacts.map((f) => fromFact(body, 'bio.physiology.body', f)),
  ];
}

function nutrition(): BankQuestion[] {
  const deficiency = section(S, 'Nutrition', 'Vitamin deficiency diseases');
  const chemistry = section(S, 'Nutrition', 'Chemical names and solubility of vitamins');
  const withDisease = vitamins.filter(([, , d]) => d !== '');
  const diseases = withDisease.map(([, , d]) => d);
  const chemicals = vitamins.map(([, c]) => c);
  const out: BankQuestion[] = [];
  for (const [v, chemical, disease] of withDisease) {
    out.push(
      deficiency({
        key: `bio.nutrition.deficiency.${slug(v)}`,
        question: `Deficiency of ${v} causes:`,
        answer: disease,
        distractors: othersFrom(`bio.nutrition.deficiency.${slug(v)}`, diseases, disease),
        explanation: `Lack of ${v} (${chemical.toLowerCase()}) causes ${disease.toLowerCase()}.`,
      }),
      deficiency({
        key: `bio.nutrition.deficiency-of.${slug(disease)}`,
        question: `${disease} is caused by a deficiency of:`,
        answer: v,
        distractors: othersFrom(`bio.nutrition.deficiency-of.${slug(disease)}`, withDisease.map(([x]) => x), v),
        explanation: `${disease} results from a lack of ${v} (${chemical.toLowerCase()}).`,
      }),
    );
  }
  for (const [v, chemical, , fat] of vitamins) {
    out.push(
      chemistry({
        key: `bio.nutrition.chemical-name.${slug(v)}`,
        question: `What is the chemical name of ${v}?`,
        answer: chemical,
        distractors: othersFrom(`bio.nutrition.chemical-name.${slug(v)}`, chemicals, chemical),
        explanation: `${v} is ${chemical.toLowerCase()}.`,
      }),
      chemistry({
        key: `bio.nutrition.solubility.${slug(v)}`,
        question: `Which of these vitamins is ${fat ? 'fat-soluble' : 'water-soluble'}?`,
        answer: v,
        distractors: othersFrom(`bio.nutrition.solubility.${slug(v)}`, vitamins.filter(([, , , f]) => f !== fat).map(([x]) => x), v),
        explanation: `Vitamins A, D, E and K are fat-soluble; the B vitamins and vitamin C are water-soluble. So ${v} is ${fat ? 'fat' : 'water'}-soluble.`,
      }),
    );
  }
  return out;
}

function classification(): BankQuestion[] {
  const kingdom = section(S, 'Classification', 'Five-kingdom classification');
  const phylum = section(S, 'Classification', 'Animal phyla');
  const binomial = section(S, 'Classification', 'Scientific names');
  const kingdomNames = ['Monera', 'Protista', 'Fungi', 'Plantae', 'Animalia'];
  const phylumNames = [...new Set(phyla.map(([, p]) => p))];
  const scientific = scientificNames.map(([, s]) => s);
  const common = scientificNames.map(([c]) => capital(c));
  return [
    ...kingdoms.map(([organism, k]) =>
      kingdom({
        key: `bio.classification.kingdom.${slug(organism)}`,
        question: `In Whittaker's five-kingdom system, to which kingdom does ${organism} belong?`,
        answer: k,
        distractors: othersFrom(`bio.classification.kingdom.${slug(organism)}`, kingdomNames, k),
        explanation: `${capital(organism)} belongs to kingdom ${k}.`,
      }),
    ),
    ...phyla.map(([animal, p]) =>
      phylum({
        key: `bio.classification.phylum.${slug(animal)}`,
        question: `To which phylum does the ${animal.toLowerCase().replace('(ascaris)', '(Ascaris)')} belong?`,
        answer: p,
        distractors: othersFrom(`bio.classification.phylum.${slug(animal)}`, phylumNames, p),
        explanation: `The ${animal.toLowerCase().replace('(ascaris)', '(Ascaris)')} is in phylum ${p}.`,
      }),
    ),
    ...scientificNames.flatMap(([c, s]) => [
      binomial({
        key: `bio.classification.scientific-name.${slug(c)}`,
        question: `What is the scientific name of ${c}?`,
        answer: s,
        distractors: othersFrom(`bio.classification.scientific-name.${slug(c)}`, scientific, s),
        explanation: `${capital(c)}: ${s}.`,
      }),
      binomial({
        key: `bio.classification.common-name.${slug(s)}`,
        question: `${s} is the scientific name of:`,
        answer: capital(c),
        distractors: othersFrom(`bio.classification.common-name.${slug(s)}`, common, capital(c)),
        explanation: `${s} is the scientific name of ${c}.`,
      }),
    ]),
  ];
}

function genetics(): BankQuestion[] {
  const mono = section(S, 'Genetics', 'Monohybrid crosses');
  const di = section(S, 'Genetics', 'Dihybrid crosses');
  const laws = section(S, 'Genetics', 'Mendelian ratios and DNA');
  const out: BankQuestion[] = [];
  const genotypes = ['TT', 'Tt', 'tt'];
  const ratios = ['1', '0', '\\frac{1}{2}', '\\frac{1}{4}', '\\frac{3}{4}'];
  for (const [i, p1] of genotypes.entries()) {
    for (const p2 of genotypes.slice(i)) {
      const kids = offspringOf(p1, p2);
      const dwarf = kids.get('tt') ?? frac(0);
      const key = `bio.genetics.mono.dwarf.${p1}x${p2}`;
      out.push(
        mono({
          key,
          question: `In pea, tall (T) is dominant over dwarf (t). In the cross ${p1} × ${p2}, what fraction of the offspring is dwarf?`,
          answer: [latex(fracTex(dwarf))],
          distractors: othersFrom(key, ratios, fracTex(dwarf)).map((r) => [latex(r)]),
          explanation: `Gametes ${[...new Set(p1)].join(', ')} × ${[...new Set(p2)].join(', ')}; only tt is dwarf, which is ${plain(dwarf)} of the offspring.`,
        }),
      );
      for (const [g, p] of kids) {
        const k = `bio.genetics.mono.genotype.${p1}x${p2}.${g}`;
        out.push(
          mono({
            key: k,
            question: `In the cross ${p1} × ${p2}, what fraction of the offspring has genotype ${g}?`,
            answer: [latex(fracTex(p))],
            distractors: othersFrom(k, ratios, fracTex(p)).map((r) => [latex(r)]),
            explanation: `The four equally likely gamete combinations give ${[...kids].map(([x, q]) => `${x}: ${q.n * (4 / q.d)}/4`).join(', ')}.`,
          }),
        );
      }
    }
  }
  const dihybridRatios = ['\\frac{1}{16}', '\\frac{3}{16}', '\\frac{9}{16}', '\\frac{1}{4}', '\\frac{1}{8}', '\\frac{3}{8}', '\\frac{1}{2}', '\\frac{3}{4}', '0'];
  const crosses: Array<[string, string]> = [['RrYy', 'RrYy'], ['RrYy', 'rryy'], ['RRYy', 'rrYy'], ['RrYY', 'Rryy'], ['RrYy', 'Rryy'], ['RrYy', 'rrYy'], ['RRYY', 'rryy'], ['Rryy', 'rrYy']];
  for (const [a, b] of crosses) {
    const r = offspringOf(a.slice(0, 2), b.slice(0, 2));
    const y = offspringOf(a.slice(2), b.slice(2));
    const roundYellow = mul(dominant(r, 'R'), dominant(y, 'Y'));
    const wrinkledGreen = mul(r.get('rr') ?? frac(0), y.get('yy') ?? frac(0));
    const doubleHet = mul(r.get('Rr') ?? frac(0), y.get('Yy') ?? frac(0));
    const asked: Array<[string, string, Fraction, string, string]> = [
      ['round-yellow', 'round and yellow', roundYellow, 'P(round)', 'P(yellow)'],
      ['wrinkled-green', 'wrinkled and green', wrinkledGreen, 'P(rr)', 'P(yy)'],
      ['double-heterozygous', 'of genotype RrYy', doubleHet, 'P(Rr)', 'P(Yy)'],
    ];
    const parts: Record<string, Fraction> = {
      'P(round)': dominant(r, 'R'),
      'P(yellow)': dominant(y, 'Y'),
      'P(rr)': r.get('rr') ?? frac(0),
      'P(yy)': y.get('yy') ?? frac(0),
      'P(Rr)': r.get('Rr') ?? frac(0),
      'P(Yy)': y.get('Yy') ?? frac(0),
    };
    for (const [id, what, p, first, second] of asked) {
      const key = `bio.genetics.di.${a}x${b}.${id}`;
      out.push(
        di({
          key,
          question: `In pea, round (R) is dominant over wrinkled (r) and yellow (Y) over green (y). In the cross ${a} × ${b}, what fraction of the offspring is ${what}?`,
          answer: [latex(fracTex(p))],
          distractors: othersFrom(key, dihybridRatios, fracTex(p)).map((x) => [latex(x)]),
          explanation: `The genes assort independently: ${first} × ${second} = ${plain(parts[first])} × ${plain(parts[second])} = ${plain(p)}.`,
        }),
      );
    }
  }
  out.push(...heredity.map((f) => fromFact(laws, 'bio.genetics.laws', f)));
  return out;

  function plain(f: Fraction | undefined): string {
    return !f ? '0' : f.d === 1 ? String(f.n) : `${f.n}/${f.d}`;
  }

  function dominant(kids: Map<string, Fraction>, allele: string): Fraction {
    return frac([...kids].filter(([g]) => g.includes(allele)).reduce((n, [, p]) => n + (p.n * 16) / p.d, 0), 16);
  }
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

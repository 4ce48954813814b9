// Chemistry questions computed from the element and compound tables: the periodic table, the mole
// concept (molar masses summed from standard atomic weights), oxidation numbers and gas laws.
import { aufbau, configurationOf, elementBySymbol, elements, positionOf } from '../data/elements';
import { compounds, oxidationFacts } from '../data/compounds';
import { latex, othersFrom, section, text } from '../question';
import type { BankQuestion } from '../types';

export function chemistryQuestions(): BankQuestion[] {
  return [...periodicTable(), ...moleConcept(), ...oxidationNumbers(), ...gasLaws()];
}

/** Molar mass in thousandths of g/mol, exact, from the table's standard atomic weights. */
export function molarMassMilli(formula: string): number {
  let total = 0;
  for (const [symbol, count] of atomsOf(formula)) total += milli(elementBySymbol(symbol).mass) * count;
  return total;
}

/** Atom counts of a formula such as 'Ca(OH)2' or '(NH4)2SO4'. */
export function atomsOf(formula: string): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (symbol: string, n: number) => counts.set(symbol, (counts.get(symbol) ?? 0) + n);
  const groups = formula.matchAll(/\(([^)]+)\)(\d*)|([A-Z][a-z]?)(\d*)/g);
  for (const m of groups) {
    if (m[1] !== undefined) {
      const times = Number(m[2] || '1');
      for (const [s, n] of atomsOf(m[1])) add(s, n * times);
    } else if (m[3] !== undefined) add(m[3], Number(m[4] || '1'));
  }
  return counts;
}

/** 'H2SO4' → 'H₂SO₄'. */
export function subscripted(formula: string): string {
  return formula.replace(/\d/g, (d) => String.fromCharCode(0x2080 + Number(d)));
}

const P = 'Chemistry';

function periodicTable(): BankQuestion[] {
  const topic = 'Periodic Table';
  const atomic = section(P, topic, 'Atomic number');
  const symbols = section(P, topic, 'Element symbols');
  const masses = section(P, topic, 'Atomic mass');
  const position = section(P, topic, 'Position in the periodic table');
  const configuration = section(P, topic, 'Electron configuration');
  const names = elements.map((e) => e.name);
  const out: BankQuestion[] = [];
  for (const e of elements) {
    const { period, group } = positionOf(e.z);
    const k = `chem.periodic`;
    const nearZ = [e.z - 2, e.z - 1, e.z + 1, e.z + 2, e.z + 3, 2 * e.z].filter((z) => z > 0).map(String);
    out.push(
      atomic({
        key: `${k}.atomic-number.${e.symbol}`,
        question: `What is the atomic number of ${e.name.toLowerCase()} (${e.symbol})?`,
        answer: String(e.z),
        distractors: othersFrom(`${k}.atomic-number.${e.symbol}`, nearZ, String(e.z)),
        explanation: `${e.name} (${e.symbol}) has atomic number ${e.z}: its nucleus holds ${e.z} proton${e.z > 1 ? 's' : ''}.`,
      }),
      atomic({
        key: `${k}.element-of-z.${e.z}`,
        question: `Which element has atomic number ${e.z}?`,
        answer: e.name,
        distractors: othersFrom(`${k}.element-of-z.${e.z}`, names, e.name),
        explanation: `Atomic number ${e.z} is ${e.name} (${e.symbol}).`,
      }),
      symbols({
        key: `${k}.symbol.${e.symbol}`,
        question: `What is the chemical symbol of ${e.name.toLowerCase()}?`,
        answer: e.symbol,
        distractors: othersFrom(`${k}.symbol.${e.symbol}`, elements.map((x) => x.symbol), e.symbol),
        explanation: `The symbol of ${e.name.toLowerCase()} is ${e.symbol}.`,
      }),
      symbols({
        key: `${k}.name-of-symbol.${e.symbol}`,
        question: `Which element has the symbol ${e.symbol}?`,
        answer: e.name,
        distractors: othersFrom(`${k}.name-of-symbol.${e.symbol}`, names, e.name),
        explanation: `${e.symbol} is the symbol of ${e.name.toLowerCase()} (atomic number ${e.z}).`,
      }),
      masses({
        key: `${k}.atomic-mass.${e.symbol}`,
        question: `What is the standard atomic mass of ${e.name.toLowerCase()} (${e.symbol})?`,
        answer: e.mass,
        distractors: othersFrom(`${k}.atomic-mass.${e.symbol}`, elements.filter((x) => Math.abs(x.z - e.z) <= 4).map((x) => x.mass), e.mass),
        explanation: `The standard atomic mass of ${e.name.toLowerCase()} is ${e.mass} (IUPAC, abridged).`,
      }),
      position({
        key: `${k}.period.${e.symbol}`,
        question: `In which period of the periodic table is ${e.name.toLowerCase()} (Z = ${e.z})?`,
        answer: `Period ${period}`,
        distractors: othersFrom(`${k}.period.${e.symbol}`, [1, 2, 3, 4, 5, 6].map((n) => `Period ${n}`), `Period ${period}`),
        explanation: `${e.name} has electrons in ${period} shell${period > 1 ? 's' : ''}, so it is in period ${period}.`,
      }),
      position({
        key: `${k}.group.${e.symbol}`,
        question: `In which group (IUPAC 1–18) is ${e.name.toLowerCase()} (Z = ${e.z})?`,
        answer: `Group ${group}`,
        distractors: othersFrom(`${k}.group.${e.symbol}`, nearGroups(group).map((n) => `Group ${n}`), `Group ${group}`),
        explanation: `${e.name} (Z = ${e.z}) is in period ${period}, group ${group}.`,
      }),
    );
    const wrongZ = e.z === 24 || e.z === 29 ? [e.z - 1, e.z + 1] : e.z === 1 ? [2, 3, 4] : e.z >= 35 ? [e.z - 1, e.z - 2, e.z - 3] : [e.z - 1, e.z + 1, e.z + 2];
    const wrong = wrongZ.map((z) => configurationTex(configurationOf(z)));
    if (e.z === 24 || e.z === 29) wrong.unshift(configurationTex(aufbau(e.z)));
    out.push(
      configuration({
        key: `${k}.configuration.${e.symbol}`,
        question: `What is the ground-state electron configuration of ${e.name.toLowerCase()} (Z = ${e.z})?`,
        answer: [latex(configurationTex(configurationOf(e.z)))],
        distractors: wrong.map((w) => [latex(w)]),
        explanation:
          e.z === 24 || e.z === 29
            ? `${e.name} is an exception: a half-filled or filled 3d subshell is more stable, so one 4s electron moves to 3d.`
            : `Filling ${e.z} electron${e.z > 1 ? 's' : ''} in the order 1s, 2s, 2p, 3s, 3p, 4s, 3d, 4p gives this configuration.`,
      }),
    );
  }
  return out;
}

function moleConcept(): BankQuestion[] {
  const topic = 'Mole Concept';
  const formulas = section(P, topic, 'Chemical formulas');
  const molar = section(P, topic, 'Molar mass');
  const moles = section(P, topic, 'Mass of a number of moles');
  const volume = section(P, topic, 'Molar volume and Avogadro number');
  const out: BankQuestion[] = [];
  for (const c of compounds) {
    const slug = c.formula.replace(/[()]/g, '');
    const m = molarMassMilli(c.formula);
    const f = subscripted(c.formula);
    out.push(
      formulas({
        key: `chem.mole.formula.${slug}`,
        question: `What is the chemical formula of ${c.name}?`,
        answer: f,
        distractors: othersFrom(`chem.mole.formula.${slug}`, [...variantsOf(c.formula).map(subscripted), ...compounds.map((x) => subscripted(x.formula))], f),
        explanation: `${capitalised(c.name)} is ${f}.`,
      }),
      molar({
        key: `chem.mole.molar-mass.${slug}`,
        question: `What is the molar mass of ${f} (${c.name})?`,
        answer: `${grams(m)} g/mol`,
        distractors: [...variantsOf(c.formula).map(molarMassMilli), 2 * m].map((v) => `${grams(v)} g/mol`),
        explanation: `M(${f}) = ${sumText(c.formula)} = ${grams(m)} g/mol.`,
      }),
    );
    const n = 2 + (slug.length % 4);
    out.push(
      moles({
        key: `chem.mole.mass-of-moles.${slug}`,
        question: `What is the mass of ${n} mol of ${f}?`,
        answer: `${grams(n * m)} g`,
        distractors: [m, (n - 1) * m, (n + 1) * m, 2 * n * m].map((x) => `${grams(x)} g`),
        explanation: `mass = n × M = ${n} × ${grams(m)} g/mol = ${grams(n * m)} g.`,
      }),
    );
  }
  const gases = ['H2', 'O2', 'N2', 'Cl2', 'CO2', 'CH4', 'NH3', 'SO2', 'NO2', 'CO'];
  gases.forEach((gas, i) => {
    const halves = [1, 3, 4, 5, 6, 8, 10, 2, 7, 9][i] ?? 1;
    const n = halves / 2;
    const litres = tenths(112 * halves);
    out.push(
      volume({
        key: `chem.mole.stp-volume.${gas}`,
        question: `What volume does ${n} mol of ${subscripted(gas)} gas occupy at STP?`,
        answer: `${litres} L`,
        distractors: [tenths(224 * halves), tenths(112 * (halves + 1)), tenths(56 * halves), tenths(112 * (halves + 2)), '22.4'].map((v) => `${v} L`),
        explanation: `One mole of any gas occupies 22.4 L at STP, so ${n} mol occupies ${n} × 22.4 = ${litres} L.`,
      }),
      volume({
        key: `chem.mole.avogadro.${gas}`,
        question: [text(`How many molecules are there in ${n} mol of ${subscripted(gas)}? (Take`), latex('N_A = 6.022\\times10^{23}\\ \\mathrm{mol^{-1}}'), text(')')],
        answer: [latex(avogadroTex(halves * 5))],
        distractors: [halves * 50, halves * 10, (halves + 1) * 5, halves * 5 * 100].map((t) => [latex(avogadroTex(t))]),
        explanation: [text(`N = n × N_A = ${n} ×`), latex('6.022\\times10^{23}'), text('='), latex(avogadroTex(halves * 5))],
      }),
    );
  });
  return out;
}

function oxidationNumbers(): BankQuestion[] {
  const topic = 'Oxidation and Reduction';
  const subtopics = {
    'carbon-nitrogen': 'Oxidation numbers of carbon and nitrogen',
    'sulfur-chlorine-phosphorus': 'Oxidation numbers of sulfur, chlorine and phosphorus',
    'metals-hydrogen-oxygen': 'Oxidation numbers in metal compounds, hydrides and peroxides',
  } as const;
  const signed = (v: number) => (v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '0');
  return oxidationFacts.map((o) => {
    const values = [-4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7].filter((v) => Math.abs(v - o.value) <= 3).map(signed);
    const key = `chem.redox.${o.element}.${o.species}`;
    return section(P, topic, subtopics[o.group])({
      key,
      question: `What is the oxidation number of ${o.element} in ${subscripted(o.species)}?`,
      answer: signed(o.value),
      distractors: othersFrom(key, values, signed(o.value)),
      explanation: `The oxidation numbers in ${subscripted(o.species)} add up to zero; this gives ${o.element} = ${signed(o.value)}.`,
    });
  });
}

function gasLaws(): BankQuestion[] {
  const topic = 'Gas Laws';
  const boyle = section(P, topic, "Boyle's law");
  const charles = section(P, topic, "Charles's law");
  const out: BankQuestion[] = [];
  for (const p1 of [1, 2, 3, 4, 5, 6]) {
    for (const v1 of [2, 3, 4, 5, 6, 8, 10, 12]) {
      for (const p2 of [1, 2, 3, 4, 5, 6, 8]) {
      const v2 = (p1 * v1) / p2;
      if (p2 === p1 || !Number.isInteger(v2) || (p1 + v1 + p2) % 4 !== 0) continue;
      out.push(
        boyle({
          key: `chem.gas.boyle.${p1}atm-${v1}L-${p2}atm`,
          question: [text(`At constant temperature a gas occupies ${v1} L at ${p1} atm. What is its volume at ${p2} atm? (`), latex('P_1V_1 = P_2V_2'), text(')')],
          answer: `${v2} L`,
          distractors: [`${num((p2 * v1) / p1)} L`, `${p1 * v1} L`, `${v1} L`, `${v2 + 1} L`, `${v2 + 2} L`, `${v2 * 3} L`],
          explanation: [latex(`V_2 = \\frac{P_1V_1}{P_2} = \\frac{${p1}\\times${v1}}{${p2}} = ${v2}\\ \\mathrm{L}`)],
        }),
      );
      }
    }
  }
  const pairs: Array<[number, number]> = [[300, 600], [300, 450], [400, 600], [273, 546], [300, 400], [600, 300], [546, 273], [400, 500], [500, 400], [250, 500], [350, 700], [450, 300]];
  for (const [t1, t2] of pairs) {
    for (const v1 of [2, 6, 12]) {
      const v2 = (v1 * t2) / t1;
      if (!Number.isInteger(v2)) continue;
      const [c1, c2] = [t1 - 273, t2 - 273];
      out.push(
        charles({
          key: `chem.gas.charles.${v1}L-${t1}K-${t2}K`,
          question: [text(`At constant pressure a gas occupies ${v1} L at ${c1} °C. What is its volume at ${c2} °C? (`), latex('\\frac{V_1}{T_1} = \\frac{V_2}{T_2}'), text(')')],
          answer: `${num(v2)} L`,
          distractors: [`${num((v1 * t1) / t2)} L`, `${num(c1 === 0 ? v1 * 3 : Math.abs((v1 * c2) / c1))} L`, `${v1} L`, `${num(v2 * 2)} L`, `${num(v2 + 1)} L`, `${num(v2 + 2)} L`],
          explanation: [text(`Temperatures must be in kelvin: T₁ = ${t1} K, T₂ = ${t2} K.`), latex(`V_2 = V_1\\frac{T_2}{T_1} = ${v1}\\times\\frac{${t2}}{${t1}} = ${num(v2)}\\ \\mathrm{L}`)],
        }),
      );
    }
  }
  return out;
}

function milli(mass: string): number {
  const [whole = '0', frac = ''] = mass.split('.');
  return Number(whole) * 1000 + Number(frac.padEnd(3, '0'));
}

/** Thousandths → grams to two decimals, rounding half up. */
function grams(thousandths: number): string {
  const hundredths = Math.round(thousandths / 10);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

function tenths(n: number): string {
  return n % 10 === 0 ? String(n / 10) : `${Math.floor(n / 10)}.${n % 10}`;
}

function num(x: number): string {
  return Number.isInteger(x) ? String(x) : String(Math.round(x * 100) / 100);
}

/** Molecules in `tenthMoles`/10 mol as TeX: 6022 × tenthMoles × 10¹⁹. */
function avogadroTex(tenthMoles: number): string {
  const digits = String(6022 * tenthMoles).replace(/0+$/, '');
  const exponent = 19 + String(6022 * tenthMoles).length - 1;
  const mantissa = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  return `${mantissa}\\times10^{${exponent}}`;
}

function sumText(formula: string): string {
  return [...atomsOf(formula)]
    .map(([s, n]) => `${n > 1 ? `${n} × ` : ''}${elementBySymbol(s).mass}`)
    .join(' + ');
}

/** The formula with one atom count changed by one: the slips a student makes when adding up. */
function variantsOf(formula: string): string[] {
  const atoms = [...atomsOf(formula)];
  const out: string[] = [];
  for (const [i, [, n]] of atoms.entries()) {
    for (const d of [1, -1]) {
      if (n + d < 1 && atoms.length === 1) continue;
      const changed = atoms.map(([s, c], j) => [s, j === i ? c + d : c] as const).filter(([, c]) => c > 0);
      out.push(changed.map(([s, c]) => (c > 1 ? `${s}${c}` : s)).join(''));
    }
  }
  return out;
}

function nearGroups(group: number): number[] {
  const others = Array.from({ length: 18 }, (_, i) => i + 1).filter((g) => g !== group);
  return others.sort((a, b) => Math.abs(a - group) - Math.abs(b - group)).slice(0, 5);
}

function configurationTex(config: Array<[string, number]>): string {
  return config.map(([o, n]) => `${o}^{${n}}`).join('\\,');
}

function capitalised(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

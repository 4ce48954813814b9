// Current electricity questions: Ohm's law, series and parallel resistors, power and energy,
// and the series-circuit diagram.
import { image, section, text } from '../question';
import type { BankQuestion } from '../types';
import { bnDigits, bnQuantity, measured } from './bengali';
import { around, dec, f, grid, PHYSICS as S } from './physicsNumbers';

export function electricityQuestions(): BankQuestion[] {
  const ohm = section(S, 'Current Electricity', "Ohm's law");
  const resistors = section(S, 'Current Electricity', 'Combination of resistors');
  const power = section(S, 'Current Electricity', 'Electric power and energy');
  const out: BankQuestion[] = [];
  for (const [I, R] of grid([0.5, 2, 3, 5], [4, 6, 10, 12, 20]).filter((_, i) => i % 2 === 0)) {
    const V = I * R;
    out.push(
      ohm(measured({
        key: `phys.electric.voltage.I${I}-R${R}`,
        question: [text(`A current of ${I} A flows through a ${R} Ω resistor. What is the potential difference across it?`), f('V = IR')],
        answer: `${dec(V)} V`,
        distractors: around('V', V, R / I, I + R, V * 10),
        explanation: [f(`V = ${I}\\times${R} = ${dec(V)}\\ \\mathrm{V}`)],
      }, {
        question: [text(`${bnQuantity(R, 'Ω')} রোধের একটি রোধকের মধ্য দিয়ে ${bnQuantity(I, 'A')} তড়িৎ প্রবাহ চলছে। রোধকটির দুই প্রান্তের বিভব পার্থক্য কত?`), f('V = IR')],
        explanation: [text('ওহমের সূত্র অনুসারে,'), f(`V = ${I}\\times${R} = ${dec(V)}\\ \\mathrm{V}`)],
      })),
      ohm(measured({
        key: `phys.electric.current.V${V}-R${R}`,
        question: [text(`A ${dec(V)} V supply is connected across a ${R} Ω resistor. What current flows?`), f('I = \\frac{V}{R}')],
        answer: `${dec(I)} A`,
        distractors: around('A', I, V * R, R / V, I * 10),
        explanation: [f(`I = \\frac{${dec(V)}}{${R}} = ${dec(I)}\\ \\mathrm{A}`)],
      }, {
        question: [text(`${bnQuantity(R, 'Ω')} রোধের দুই প্রান্তে ${bnQuantity(dec(V), 'V')} উৎস যুক্ত করা হলো। কত তড়িৎ প্রবাহ চলবে?`), f('I = \\frac{V}{R}')],
        explanation: [text('ওহমের সূত্র অনুসারে,'), f(`I = \\frac{${dec(V)}}{${R}} = ${dec(I)}\\ \\mathrm{A}`)],
      })),
    );
  }
  for (let r1 = 2; r1 <= 40; r1++) {
    for (let r2 = r1; r2 <= 60; r2++) {
      const parallel = (r1 * r2) / (r1 + r2);
      if (!Number.isInteger(parallel) || (r1 + r2) % 3 !== 0) continue;
      out.push(
        resistors(measured({
          key: `phys.electric.parallel.${r1}-${r2}`,
          question: [text(`Resistors of ${r1} Ω and ${r2} Ω are connected in parallel. What is the equivalent resistance?`), f('\\frac{1}{R} = \\frac{1}{R_1} + \\frac{1}{R_2}')],
          answer: `${parallel} Ω`,
          distractors: around('Ω', parallel, r1 + r2, (r1 + r2) / 2, r2 - r1 || parallel + 3),
          explanation: [f(`R = \\frac{R_1R_2}{R_1 + R_2} = \\frac{${r1}\\times${r2}}{${r1 + r2}} = ${parallel}\\ \\Omega`)],
        }, {
          question: [text(`${bnQuantity(r1, 'Ω')} ও ${bnQuantity(r2, 'Ω')} রোধ দুটি সমান্তরালে সংযুক্ত। তুল্য রোধ কত?`), f('\\frac{1}{R} = \\frac{1}{R_1} + \\frac{1}{R_2}')],
          explanation: [text('সমান্তরাল সংযোগে তুল্য রোধ,'), f(`R = \\frac{R_1R_2}{R_1 + R_2} = \\frac{${r1}\\times${r2}}{${r1 + r2}} = ${parallel}\\ \\Omega`)],
        })),
      );
    }
  }
  for (const [a, b, c, V] of [[2, 3, 5, 20], [4, 6, 10, 40], [1, 2, 3, 12], [5, 10, 15, 60], [3, 4, 5, 24], [6, 8, 10, 12], [10, 20, 30, 30], [2, 4, 6, 6]] as const) {
    const R = a + b + c;
    out.push(
      resistors(measured({
        key: `phys.electric.series.${a}-${b}-${c}-${V}V`,
        question: [text(`Resistors of ${a} Ω, ${b} Ω and ${c} Ω are joined in series across ${V} V. What current flows?`), f('R = R_1 + R_2 + R_3')],
        answer: `${dec(V / R)} A`,
        distractors: around('A', V / R, V * R, V / a, R / V),
        explanation: [f(`I = \\frac{V}{R_1 + R_2 + R_3} = \\frac{${V}}{${R}} = ${dec(V / R)}\\ \\mathrm{A}`)],
      }, {
        question: [text(`${bnQuantity(a, 'Ω')}, ${bnQuantity(b, 'Ω')} ও ${bnQuantity(c, 'Ω')} রোধ তিনটি শ্রেণিতে সংযুক্ত করে ${bnQuantity(V, 'V')} উৎসের সাথে যুক্ত করা হলো। কত তড়িৎ প্রবাহ চলবে?`), f('R = R_1 + R_2 + R_3')],
        explanation: [text('শ্রেণি সংযোগে রোধগুলো যোগ হয়, তাই'), f(`I = \\frac{V}{R_1 + R_2 + R_3} = \\frac{${V}}{${R}} = ${dec(V / R)}\\ \\mathrm{A}`)],
      })),
    );
  }
  for (const [P, hours] of [[100, 5], [60, 10], [1000, 2], [40, 25], [1500, 4], [200, 3], [2000, 1.5], [250, 8]] as const) {
    const kwh = (P * hours) / 1000;
    out.push(
      power(measured({
        key: `phys.electric.energy.${P}W-${hours}h`,
        question: `A ${P} W appliance runs for ${hours} hours. How much electrical energy does it use?`,
        answer: `${dec(kwh)} kWh`,
        distractors: around('kWh', kwh, P * hours, (P * hours) / 100, P / 1000),
        explanation: `E = Pt = ${P / 1000} kW × ${hours} h = ${dec(kwh)} kWh.`,
      }, {
        question: `${bnQuantity(P, 'W')} ক্ষমতার একটি যন্ত্র ${bnDigits(hours)} ঘণ্টা চলে। যন্ত্রটি কত তড়িৎ শক্তি ব্যয় করে?`,
        explanation: [text('ব্যয়িত তড়িৎ শক্তি,'), f(`E = Pt = ${P / 1000}\\ \\mathrm{kW}\\times${hours}\\ \\mathrm{h} = ${dec(kwh)}\\ \\mathrm{kWh}`)],
      })),
    );
  }
  for (const [I, R] of [[2, 5], [3, 4], [0.5, 100], [5, 2], [10, 1.5], [4, 12]] as const) {
    out.push(
      power(measured({
        key: `phys.electric.power.I${I}-R${R}`,
        question: [text(`A current of ${I} A flows through a ${R} Ω resistor. At what rate is heat produced?`), f('P = I^{2}R')],
        answer: `${dec(I * I * R)} W`,
        distractors: around('W', I * I * R, I * R, I * R * R, 2 * I * R),
        explanation: [f(`P = ${I}^{2}\\times${R} = ${dec(I * I * R)}\\ \\mathrm{W}`)],
      }, {
        question: [text(`${bnQuantity(R, 'Ω')} রোধের একটি রোধকের মধ্য দিয়ে ${bnQuantity(I, 'A')} তড়িৎ প্রবাহ চলছে। রোধকে কী হারে তাপ উৎপন্ন হয়?`), f('P = I^{2}R')],
        explanation: [text('তাপ উৎপাদনের হার (ক্ষমতা),'), f(`P = ${I}^{2}\\times${R} = ${dec(I * I * R)}\\ \\mathrm{W}`)],
      })),
    );
  }
  out.push(
    ohm(measured({
      key: 'phys.electric.circuit-diagram.current',
      question: [text('In the series circuit shown, a 12 V battery drives current through a 2 Ω and a 4 Ω resistor. What current flows?'), image('bank/series-circuit.svg')],
      answer: '2 A',
      distractors: ['6 A', '3 A', '72 A'],
      explanation: [f('I = \\frac{V}{R_1 + R_2} = \\frac{12}{2 + 4} = 2\\ \\mathrm{A}')],
    }, {
      question: [text('চিত্রের শ্রেণি বর্তনীতে একটি ১২ ভোল্ট ব্যাটারি ২ ওহম ও ৪ ওহম রোধের মধ্য দিয়ে তড়িৎ প্রবাহ চালনা করে। বর্তনীতে কত প্রবাহ চলে?'), image('bank/series-circuit.svg')],
      explanation: [text('শ্রেণি সংযোগে তুল্য রোধ'), f('R_1 + R_2'), text(', তাই'), f('I = \\frac{V}{R_1 + R_2} = \\frac{12}{2 + 4} = 2\\ \\mathrm{A}')],
    })),
    ohm(measured({
      key: 'phys.electric.circuit-diagram.voltage',
      question: [text('In the series circuit shown (12 V battery, 2 Ω and 4 Ω in series), what is the potential difference across the 4 Ω resistor?'), image('bank/series-circuit.svg')],
      answer: '8 V',
      distractors: ['4 V', '12 V', '6 V'],
      explanation: [text('The current is 12 / (2 + 4) = 2 A, so'), f('V = IR = 2\\times4 = 8\\ \\mathrm{V}')],
    }, {
      question: [text('চিত্রের শ্রেণি বর্তনীতে (১২ ভোল্ট ব্যাটারি, ২ ওহম ও ৪ ওহম রোধ শ্রেণিতে) ৪ ওহম রোধের দুই প্রান্তের বিভব পার্থক্য কত?'), image('bank/series-circuit.svg')],
      explanation: [text('বর্তনীর তড়িৎ প্রবাহ'), f('I = \\frac{12}{2 + 4} = 2\\ \\mathrm{A}'), text(', সুতরাং'), f('V = IR = 2\\times4 = 8\\ \\mathrm{V}')],
    })),
  );
  return out;
}

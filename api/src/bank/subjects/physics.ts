// Physics questions: SI units and prefixes, waves and optics here; mechanics and current
// electricity in their own files.
import { frac } from '../exact';
import { image, othersFrom, section, text } from '../question';
import { quantities, prefixes } from '../data/units';
import type { BankQuestion } from '../types';
import { electricityQuestions } from './electricity';
import { mechanicsQuestions } from './mechanics';
import { around, dec, exactTex, f, PHYSICS as S } from './physicsNumbers';

export function physicsQuestions(): BankQuestion[] {
  return [...units(), ...mechanicsQuestions(), ...electricityQuestions(), ...waves()];
}

function units(): BankQuestion[] {
  const prefix = section(S, 'Units and Measurement', 'SI prefixes');
  const unit = section(S, 'Units and Measurement', 'SI units and dimensions');
  const convert = section(S, 'Units and Measurement', 'Unit conversions');
  const powers = prefixes.map((p) => `10^{${p.power}}`);
  const out: BankQuestion[] = [];
  for (const p of prefixes) {
    out.push(
      prefix({
        key: `phys.units.prefix-power.${p.name}`,
        question: `The SI prefix ${p.name} (${p.symbol}) stands for which factor?`,
        answer: [f(`10^{${p.power}}`)],
        distractors: othersFrom(`phys.units.prefix-power.${p.name}`, powers, `10^{${p.power}}`).map((x) => [f(x)]),
        explanation: [text(`${p.name} (${p.symbol}) =`), f(`10^{${p.power}}`)],
      }),
      prefix({
        key: `phys.units.prefix-name.${p.name}`,
        question: [text('Which SI prefix stands for'), f(`10^{${p.power}}`), text('?')],
        answer: `${p.name} (${p.symbol})`,
        distractors: othersFrom(`phys.units.prefix-name.${p.name}`, prefixes.map((x) => `${x.name} (${x.symbol})`), `${p.name} (${p.symbol})`),
        explanation: [f(`10^{${p.power}}`), text(`is ${p.name}, symbol ${p.symbol}.`)],
      }),
    );
  }
  for (const q of quantities) {
    out.push(
      unit({
        key: `phys.units.si-unit.${q.slug}`,
        question: `What is the SI unit of ${q.name}?`,
        answer: q.unit,
        distractors: othersFrom(`phys.units.si-unit.${q.slug}`, quantities.map((x) => x.unit), q.unit),
        explanation: `The SI unit of ${q.name} is the ${q.unit}.`,
      }),
    );
    if (q.dimension) {
      const dims = quantities.flatMap((x) => (x.dimension ? [x.dimension] : []));
      out.push(
        unit({
          key: `phys.units.dimension.${q.slug}`,
          question: `What is the dimensional formula of ${q.name}?`,
          answer: [f(q.dimension)],
          distractors: othersFrom(`phys.units.dimension.${q.slug}`, dims, q.dimension).map((x) => [f(x)]),
          explanation: [text(`${capital(q.name)} has dimensions`), f(q.dimension), text(`(SI unit: ${q.unit}).`)],
        }),
      );
    }
  }
  for (const kmh of [18, 36, 54, 72, 90, 108, 126, 144]) {
    const ms = (kmh * 5) / 18;
    out.push(
      convert({
        key: `phys.units.kmh-to-ms.${kmh}`,
        question: `A bus travels at ${kmh} km/h. What is this speed in m/s?`,
        answer: `${ms} m/s`,
        distractors: around('m/s', ms, (kmh * 18) / 5, ms * 10, kmh / 60),
        explanation: [f(`${kmh}\\ \\mathrm{km\\,h^{-1}} = \\frac{${kmh}\\times1000\\ \\mathrm{m}}{3600\\ \\mathrm{s}} = ${ms}\\ \\mathrm{m\\,s^{-1}}`)],
      }),
      convert({
        key: `phys.units.ms-to-kmh.${ms}`,
        question: `A runner moves at ${ms} m/s. What is this speed in km/h?`,
        answer: `${kmh} km/h`,
        distractors: around('km/h', kmh, ms * 60, ms, kmh / 2),
        explanation: [f(`${ms}\\ \\mathrm{m\\,s^{-1}} = ${ms}\\times\\frac{3600}{1000} = ${kmh}\\ \\mathrm{km\\,h^{-1}}`)],
      }),
    );
  }
  for (const c of [-40, -10, 0, 25, 27, 37, 100, 127]) {
    out.push(
      convert({
        key: `phys.units.celsius-to-kelvin.${c}`,
        question: `What is ${c} °C on the kelvin scale? (T = θ + 273)`,
        answer: `${c + 273} K`,
        distractors: [`${c - 273} K`, `${c + 373} K`, `${c + 237} K`, `${c + 300} K`],
        explanation: `T = θ + 273 = ${c} + 273 = ${c + 273} K.`,
      }),
    );
  }
  for (const kwh of [1, 2, 0.5, 2.5]) {
    out.push(
      convert({
        key: `phys.units.kwh-to-joule.${kwh}`,
        question: `How many joules are there in ${kwh} kWh?`,
        answer: [f(`${dec(3.6 * kwh)}\\times10^{6}\\ \\mathrm{J}`)],
        distractors: [`${dec(3.6 * kwh)}\\times10^{3}\\ \\mathrm{J}`, `${kwh}\\times10^{3}\\ \\mathrm{J}`, `${dec(6 * kwh)}\\times10^{4}\\ \\mathrm{J}`].map((x) => [f(x)]),
        explanation: [f(`1\\ \\mathrm{kWh} = 1000\\ \\mathrm{W}\\times3600\\ \\mathrm{s} = 3.6\\times10^{6}\\ \\mathrm{J}`)],
      }),
    );
  }
  return out;
}

function waves(): BankQuestion[] {
  const wave = section(S, 'Waves and Optics', 'Wave speed');
  const lens = section(S, 'Waves and Optics', 'Power of a lens');
  const refraction = section(S, 'Waves and Optics', 'Refractive index');
  const out: BankQuestion[] = [];
  for (const [freq, lambda] of [[256, 1.3], [512, 0.65], [100, 3.4], [50, 6.8], [440, 0.75], [1000, 0.34], [200, 1.7], [340, 1], [170, 2], [850, 0.4]] as const) {
    const v = Math.round(freq * lambda * 1000) / 1000;
    out.push(
      wave({
        key: `phys.waves.speed.${freq}Hz-${lambda}m`,
        question: [text(`A sound wave of frequency ${freq} Hz has wavelength ${lambda} m. What is its speed?`), f('v = f\\lambda')],
        answer: `${dec(v)} m/s`,
        distractors: around('m/s', v, Math.round((freq / lambda) * 100) / 100, freq + lambda, v / 2),
        explanation: [f(`v = ${freq}\\times${lambda} = ${dec(v)}\\ \\mathrm{m\\,s^{-1}}`)],
      }),
    );
  }
  for (const cm of [10, 20, 25, 40, 50, 100, 200, 12.5]) {
    for (const kind of ['convex', 'concave'] as const) {
      const sign = kind === 'convex' ? '+' : '−';
      const power = dec(100 / cm);
      out.push(
        lens({
          key: `phys.optics.lens-power.${kind}-${cm}cm`,
          question: [text(`What is the power of a ${kind} lens of focal length ${cm} cm?`), f('P = \\frac{1}{f\\,(\\mathrm{m})}')],
          answer: `${sign}${power} D`,
          distractors: [`${sign === '+' ? '−' : '+'}${power} D`, `${sign}${dec(cm / 100)} D`, `${sign}${dec(cm)} D`, `${sign}${dec(1000 / cm)} D`],
          explanation: `f = ${dec(cm / 100)} m, so P = 1/${dec(cm / 100)} = ${power} D; a ${kind} lens is ${kind === 'convex' ? 'converging, so its power is positive' : 'diverging, so its power is negative'}.`,
        }),
      );
    }
  }
  out.push(
    lens({
      key: 'phys.optics.lens-diagram.power',
      question: [text('The diagram shows parallel rays brought to a focus 20 cm from a convex lens. What is the power of the lens?'), image('bank/convex-lens.svg')],
      answer: '+5 D',
      distractors: ['−5 D', '+20 D', '+0.2 D'],
      explanation: 'f = 20 cm = 0.2 m, so P = 1/0.2 = +5 D (converging lens, positive power).',
    }),
  );
  for (const speed of [200, 225, 150, 125, 240, 120, 250, 160, 180, 100]) {
    const n = frac(300, speed);
    out.push(
      refraction({
        key: `phys.optics.refractive-index.${speed}`,
        question: [text('Light travels at'), f(`${dec(speed / 100)}\\times10^{8}\\ \\mathrm{m\\,s^{-1}}`), text('in a medium. What is its refractive index?'), f('n = \\frac{c}{v},\\ c = 3\\times10^{8}\\ \\mathrm{m\\,s^{-1}}')],
        answer: [f(exactTex(n))],
        distractors: [frac(speed, 300), frac(300 + speed, 300), frac(300 - speed + 300, 300), frac(n.n + n.d, n.d)].map((x) => [f(exactTex(x))]),
        explanation: [f(`n = \\frac{3\\times10^{8}}{${dec(speed / 100)}\\times10^{8}} = ${exactTex(n)}`)],
      }),
    );
  }
  return out;
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

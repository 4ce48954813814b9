// Physics questions: SI units and prefixes, waves and optics here; mechanics and current
// electricity in their own files.
import { frac } from '../exact';
import { image, latex, othersFrom, section, text, type Content } from '../question';
import { quantities, quantitiesBn, prefixes, prefixesBn } from '../data/units';
import type { BankQuestion } from '../types';
import { bn, bnDigits, bnQuantity, measured } from './bengali';
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
  const prefixBn = (name: string) => {
    const b = prefixesBn[name];
    if (!b) throw new Error(`no Bangla for the prefix ${name}`);
    return b;
  };
  /** 'kilo (k)' → কিলো (k), the symbol as TeX. */
  const prefixLabelBn = (label: string): Content => {
    const b = prefixBn(label.split(' ')[0] ?? '');
    return [text(`${b.name} (`), latex(b.symbol), text(')')];
  };
  const out: BankQuestion[] = [];
  for (const p of prefixes) {
    const b = prefixBn(p.name);
    out.push(
      prefix({
        key: `phys.units.prefix-power.${p.name}`,
        question: `The SI prefix ${p.name} (${p.symbol}) stands for which factor?`,
        answer: [f(`10^{${p.power}}`)],
        distractors: othersFrom(`phys.units.prefix-power.${p.name}`, powers, `10^{${p.power}}`).map((x) => [f(x)]),
        explanation: [text(`${p.name} (${p.symbol}) =`), f(`10^{${p.power}}`)],
        twin: bn({
          question: [text(`এসআই উপসর্গ ${b.name} (`), latex(b.symbol), text(') কোন গুণক নির্দেশ করে?')],
          explanation: [text(`${b.name} (`), latex(b.symbol), text(') ='), f(`10^{${p.power}}`)],
        }),
      }),
      prefix({
        key: `phys.units.prefix-name.${p.name}`,
        question: [text('Which SI prefix stands for'), f(`10^{${p.power}}`), text('?')],
        answer: `${p.name} (${p.symbol})`,
        distractors: othersFrom(`phys.units.prefix-name.${p.name}`, prefixes.map((x) => `${x.name} (${x.symbol})`), `${p.name} (${p.symbol})`),
        explanation: [f(`10^{${p.power}}`), text(`is ${p.name}, symbol ${p.symbol}.`)],
        twin: bn({
          question: [text('কোন এসআই উপসর্গ'), f(`10^{${p.power}}`), text('নির্দেশ করে?')],
          answer: prefixLabelBn(`${p.name} (${p.symbol})`),
          distractors: othersFrom(`phys.units.prefix-name.${p.name}`, prefixes.map((x) => `${x.name} (${x.symbol})`), `${p.name} (${p.symbol})`).map(prefixLabelBn),
          explanation: [f(`10^{${p.power}}`), text(`হলো ${b.name}, যার প্রতীক`), latex(b.symbol), text('।')],
        }),
      }),
    );
  }
  const quantityBn = (slug: string) => {
    const b = quantitiesBn[slug];
    if (!b) throw new Error(`no Bangla for the quantity ${slug}`);
    return b;
  };
  /** 'newton (N)' → নিউটন (N), the symbol as TeX. */
  const unitLabelBn = (unit: string): Content => {
    const b = quantityBn(quantities.find((x) => x.unit === unit)?.slug ?? '');
    return [text(`${b.unit} (`), latex(b.symbol), text(')')];
  };
  for (const q of quantities) {
    const b = quantityBn(q.slug);
    out.push(
      unit({
        key: `phys.units.si-unit.${q.slug}`,
        question: `What is the SI unit of ${q.name}?`,
        answer: q.unit,
        distractors: othersFrom(`phys.units.si-unit.${q.slug}`, quantities.map((x) => x.unit), q.unit),
        explanation: `The SI unit of ${q.name} is the ${q.unit}.`,
        twin: bn({
          question: `${b.of} এসআই একক কী?`,
          answer: unitLabelBn(q.unit),
          distractors: othersFrom(`phys.units.si-unit.${q.slug}`, quantities.map((x) => x.unit), q.unit).map(unitLabelBn),
          explanation: [text(`${b.of} এসআই একক ${b.unit} (`), latex(b.symbol), text(')।')],
        }),
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
          twin: bn({
            question: `${b.of} মাত্রা সমীকরণ কোনটি?`,
            explanation: [text(`${b.of} মাত্রা`), f(q.dimension), text(`(এসআই একক: ${b.unit},`), latex(b.symbol), text(')।')],
          }),
        }),
      );
    }
  }
  for (const kmh of [18, 36, 54, 72, 90, 108, 126, 144]) {
    const ms = (kmh * 5) / 18;
    out.push(
      convert(measured({
        key: `phys.units.kmh-to-ms.${kmh}`,
        question: `A bus travels at ${kmh} km/h. What is this speed in m/s?`,
        answer: `${ms} m/s`,
        distractors: around('m/s', ms, (kmh * 18) / 5, ms * 10, kmh / 60),
        explanation: [f(`${kmh}\\ \\mathrm{km\\,h^{-1}} = \\frac{${kmh}\\times1000\\ \\mathrm{m}}{3600\\ \\mathrm{s}} = ${ms}\\ \\mathrm{m\\,s^{-1}}`)],
      }, {
        question: `একটি বাস ${bnQuantity(kmh, 'km/h')} দ্রুতিতে চলছে। এই দ্রুতি মি/সে এককে কত?`,
        explanation: [text('১ কিমি = ১০০০ মি এবং ১ ঘণ্টা = ৩৬০০ সেকেন্ড, তাই'), f(`${kmh}\\ \\mathrm{km\\,h^{-1}} = \\frac{${kmh}\\times1000\\ \\mathrm{m}}{3600\\ \\mathrm{s}} = ${ms}\\ \\mathrm{m\\,s^{-1}}`)],
      })),
      convert(measured({
        key: `phys.units.ms-to-kmh.${ms}`,
        question: `A runner moves at ${ms} m/s. What is this speed in km/h?`,
        answer: `${kmh} km/h`,
        distractors: around('km/h', kmh, ms * 60, ms, kmh / 2),
        explanation: [f(`${ms}\\ \\mathrm{m\\,s^{-1}} = ${ms}\\times\\frac{3600}{1000} = ${kmh}\\ \\mathrm{km\\,h^{-1}}`)],
      }, {
        question: `একজন দৌড়বিদ ${bnQuantity(ms, 'm/s')} দ্রুতিতে দৌড়াচ্ছেন। এই দ্রুতি কিমি/ঘণ্টা এককে কত?`,
        explanation: [text('এক ঘণ্টায় ৩৬০০ সেকেন্ড এবং ১ কিমি = ১০০০ মি, তাই'), f(`${ms}\\ \\mathrm{m\\,s^{-1}} = ${ms}\\times\\frac{3600}{1000} = ${kmh}\\ \\mathrm{km\\,h^{-1}}`)],
      })),
    );
  }
  for (const c of [-40, -10, 0, 25, 27, 37, 100, 127]) {
    out.push(
      convert(measured({
        key: `phys.units.celsius-to-kelvin.${c}`,
        question: `What is ${c} °C on the kelvin scale? (T = θ + 273)`,
        answer: `${c + 273} K`,
        distractors: [`${c - 273} K`, `${c + 373} K`, `${c + 237} K`, `${c + 300} K`],
        explanation: `T = θ + 273 = ${c} + 273 = ${c + 273} K.`,
      }, {
        question: [text(`${bnDigits(c)} °সে তাপমাত্রা কেলভিন স্কেলে কত?`), latex('(T = \\theta + 273)')],
        explanation: [text('কেলভিন স্কেলে তাপমাত্রা'), latex(`T = \\theta + 273 = ${c} + 273 = ${c + 273}\\ \\mathrm{K}`), text('।')],
      })),
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
        twin: bn({
          question: `${bnQuantity(kwh, 'kWh')} কত জুলের সমান?`,
          explanation: [
            text('১০০০ ওয়াট ক্ষমতার যন্ত্র ১ ঘণ্টায় যে শক্তি ব্যয় করে তা-ই ১ কিলোওয়াট-ঘণ্টা:'),
            f(`1\\ \\mathrm{kWh} = 1000\\ \\mathrm{W}\\times3600\\ \\mathrm{s} = 3.6\\times10^{6}\\ \\mathrm{J}`),
            text(`; সুতরাং ${bnQuantity(kwh, 'kWh')} =`),
            f(`${dec(3.6 * kwh)}\\times10^{6}\\ \\mathrm{J}`),
            text('।'),
          ],
        }),
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
      wave(measured({
        key: `phys.waves.speed.${freq}Hz-${lambda}m`,
        question: [text(`A sound wave of frequency ${freq} Hz has wavelength ${lambda} m. What is its speed?`), f('v = f\\lambda')],
        answer: `${dec(v)} m/s`,
        distractors: around('m/s', v, Math.round((freq / lambda) * 100) / 100, freq + lambda, v / 2),
        explanation: [f(`v = ${freq}\\times${lambda} = ${dec(v)}\\ \\mathrm{m\\,s^{-1}}`)],
      }, {
        question: [text(`${bnQuantity(freq, 'Hz')} কম্পাঙ্কের একটি শব্দতরঙ্গের তরঙ্গদৈর্ঘ্য ${bnQuantity(lambda, 'm')}। তরঙ্গটির বেগ কত?`), f('v = f\\lambda')],
        explanation: [text('তরঙ্গের বেগ = কম্পাঙ্ক × তরঙ্গদৈর্ঘ্য:'), f(`v = ${freq}\\times${lambda} = ${dec(v)}\\ \\mathrm{m\\,s^{-1}}`)],
      })),
    );
  }
  for (const cm of [10, 20, 25, 40, 50, 100, 200, 12.5]) {
    for (const kind of ['convex', 'concave'] as const) {
      const sign = kind === 'convex' ? '+' : '−';
      const power = dec(100 / cm);
      const kindBn = kind === 'convex' ? 'উত্তল' : 'অবতল';
      const fm = `${sign === '−' ? '-' : ''}${dec(cm / 100)}`;
      out.push(
        lens(measured({
          key: `phys.optics.lens-power.${kind}-${cm}cm`,
          question: [text(`What is the power of a ${kind} lens of focal length ${cm} cm?`), f('P = \\frac{1}{f\\,(\\mathrm{m})}')],
          answer: `${sign}${power} D`,
          distractors: [`${sign === '+' ? '−' : '+'}${power} D`, `${sign}${dec(cm / 100)} D`, `${sign}${dec(cm)} D`, `${sign}${dec(1000 / cm)} D`],
          explanation: `f = ${dec(cm / 100)} m, so P = 1/${dec(cm / 100)} = ${power} D; a ${kind} lens is ${kind === 'convex' ? 'converging, so its power is positive' : 'diverging, so its power is negative'}.`,
        }, {
          question: [text(`${bnQuantity(cm, 'cm')} ফোকাস দূরত্বের একটি ${kindBn} লেন্সের ক্ষমতা কত?`), f('P = \\frac{1}{f\\,(\\mathrm{m})}')],
          explanation: [
            f(`f = ${fm}\\ \\mathrm{m}`),
            text(', সুতরাং'),
            f(`P = \\frac{1}{${fm}} = ${sign === '−' ? '-' : '+'}${power}\\ \\mathrm{D}`),
            text(kind === 'convex' ? '; উত্তল লেন্স অভিসারী, তাই এর ক্ষমতা ধনাত্মক।' : '; অবতল লেন্স অপসারী, তাই এর ফোকাস দূরত্ব ও ক্ষমতা ঋণাত্মক।'),
          ],
        })),
      );
    }
  }
  out.push(
    lens(measured({
      key: 'phys.optics.lens-diagram.power',
      question: [text('The diagram shows parallel rays brought to a focus 20 cm from a convex lens. What is the power of the lens?'), image('bank/convex-lens.svg')],
      answer: '+5 D',
      distractors: ['−5 D', '+20 D', '+0.2 D'],
      explanation: 'f = 20 cm = 0.2 m, so P = 1/0.2 = +5 D (converging lens, positive power).',
    }, {
      question: [text('চিত্রে একটি উত্তল লেন্স সমান্তরাল রশ্মিগুচ্ছকে লেন্স থেকে ২০ সেমি দূরে একটি বিন্দুতে মিলিত করছে। লেন্সটির ক্ষমতা কত?'), image('bank/convex-lens.svg')],
      explanation: [f('f = 20\\ \\mathrm{cm} = 0.2\\ \\mathrm{m}'), text(', সুতরাং'), f('P = \\frac{1}{0.2} = +5\\ \\mathrm{D}'), text('(অভিসারী লেন্স, তাই ক্ষমতা ধনাত্মক)।')],
    })),
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
        twin: bn({
          question: [text('কোনো মাধ্যমে আলোর বেগ'), f(`${dec(speed / 100)}\\times10^{8}\\ \\mathrm{m\\,s^{-1}}`), text('। মাধ্যমটির প্রতিসরাঙ্ক কত?'), f('n = \\frac{c}{v},\\ c = 3\\times10^{8}\\ \\mathrm{m\\,s^{-1}}')],
          explanation: [text('প্রতিসরাঙ্ক = শূন্যস্থানে আলোর বেগ ÷ মাধ্যমে আলোর বেগ:'), f(`n = \\frac{3\\times10^{8}}{${dec(speed / 100)}\\times10^{8}} = ${exactTex(n)}`)],
        }),
      }),
    );
  }
  return out;
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

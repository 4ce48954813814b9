// Mechanics questions with exact arithmetic: equations of motion, free fall, velocity–time
// graphs, Newton's second law, momentum, work, energy and power. g is taken as 9.8 m s⁻².
import { image, latex, section, text } from '../question';
import type { BankQuestion } from '../types';
import { bnDigits, bnQuantity, measured } from './bengali';
import { around, dec, f, grid, PHYSICS as S } from './physicsNumbers';

/** '(g = 9.8 m/s²)' after a question, the value as a formula. */
const gGiven = () => [text('('), latex('g = 9.8\\ \\mathrm{m\\,s^{-2}}'), text(')')];

export function mechanicsQuestions(): BankQuestion[] {
  return [...kinematics(), ...dynamics(), ...energy()];
}

function kinematics(): BankQuestion[] {
  const motion = section(S, 'Kinematics', 'Equations of motion');
  const fall = section(S, 'Kinematics', 'Free fall');
  const graph = section(S, 'Kinematics', 'Velocity–time graphs');
  const out: BankQuestion[] = [];
  for (const [u, a, t] of grid([0, 2, 5, 10], [1, 2, 3, 4], [2, 4, 5, 6]).filter((_, i) => i % 3 === 0)) {
    const v = u + a * t;
    const s = u * t + (a * t * t) / 2;
    out.push(
      motion(measured({
        key: `phys.kinematics.final-velocity.u${u}-a${a}-t${t}`,
        question: [text(`A car moving at ${u} m/s accelerates uniformly at ${a} m/s² for ${t} s. What is its final velocity?`), f('v = u + at')],
        answer: `${v} m/s`,
        distractors: around('m/s', v, a * t, u + a, u * a * t),
        explanation: [f(`v = ${u} + ${a}\\times${t} = ${v}\\ \\mathrm{m\\,s^{-1}}`)],
      }, {
        question: [text(`${bnQuantity(u, 'm/s')} বেগে চলমান একটি গাড়ি ${bnQuantity(a, 'm/s²')} সুষম ত্বরণে ${bnDigits(t)} সেকেন্ড চলে। গাড়িটির শেষবেগ কত?`), f('v = u + at')],
        explanation: [text('গতির সমীকরণ থেকে,'), f(`v = ${u} + ${a}\\times${t} = ${v}\\ \\mathrm{m\\,s^{-1}}`)],
      })),
      motion(measured({
        key: `phys.kinematics.displacement.u${u}-a${a}-t${t}`,
        question: [text(`A body starts at ${u} m/s and accelerates uniformly at ${a} m/s² for ${t} s. How far does it travel?`), f('s = ut + \\tfrac{1}{2}at^{2}')],
        answer: `${dec(s)} m`,
        distractors: around('m', s, u * t + a * t * t, u * t + (a * t) / 2, v * t),
        explanation: [f(`s = ${u}\\times${t} + \\tfrac{1}{2}\\times${a}\\times${t}^{2} = ${dec(s)}\\ \\mathrm{m}`)],
      }, {
        question: [text(`একটি বস্তু ${bnQuantity(u, 'm/s')} আদিবেগ নিয়ে ${bnQuantity(a, 'm/s²')} সুষম ত্বরণে ${bnDigits(t)} সেকেন্ড চলে। বস্তুটি কত দূরত্ব অতিক্রম করে?`), f('s = ut + \\tfrac{1}{2}at^{2}')],
        explanation: [text('গতির সমীকরণ থেকে,'), f(`s = ${u}\\times${t} + \\tfrac{1}{2}\\times${a}\\times${t}^{2} = ${dec(s)}\\ \\mathrm{m}`)],
      })),
    );
  }
  for (const [u, v, a] of [[0, 10, 2], [0, 20, 4], [4, 6, 1], [6, 10, 4], [3, 5, 2], [0, 12, 3], [10, 20, 5], [5, 13, 6], [0, 30, 5], [8, 10, 2]] as const) {
    const s = (v * v - u * u) / (2 * a);
    out.push(
      motion(measured({
        key: `phys.kinematics.v-squared.u${u}-v${v}-a${a}`,
        question: [text(`A body accelerates uniformly at ${a} m/s² from ${u} m/s to ${v} m/s. What distance does it cover?`), f('v^{2} = u^{2} + 2as')],
        answer: `${dec(s)} m`,
        distractors: around('m', s, (v - u) / (2 * a), (v * v - u * u) / a, (v * v + u * u) / (2 * a)),
        explanation: [f(`s = \\frac{v^{2} - u^{2}}{2a} = \\frac{${v * v} - ${u * u}}{${2 * a}} = ${dec(s)}\\ \\mathrm{m}`)],
      }, {
        question: [text(`${bnQuantity(a, 'm/s²')} সুষম ত্বরণে একটি বস্তুর বেগ ${bnQuantity(u, 'm/s')} থেকে বেড়ে ${bnQuantity(v, 'm/s')} হয়। এই সময়ে বস্তুটি কত দূরত্ব অতিক্রম করে?`), f('v^{2} = u^{2} + 2as')],
        explanation: [text('গতির সমীকরণ থেকে,'), f(`s = \\frac{v^{2} - u^{2}}{2a} = \\frac{${v * v} - ${u * u}}{${2 * a}} = ${dec(s)}\\ \\mathrm{m}`)],
      })),
    );
  }
  for (let t = 1; t <= 10; t++) {
    const v = dec((98 * t) / 10);
    const h = dec((49 * t * t) / 10);
    out.push(
      fall(measured({
        key: `phys.kinematics.fall-velocity.${t}s`,
        question: [text(`A stone is dropped from rest. What is its speed after ${t} s? (g = 9.8 m/s²)`), f('v = gt')],
        answer: `${v} m/s`,
        distractors: [dec((49 * t) / 10), dec((98 * t * t) / 10), dec((98 * (t + 1)) / 10), dec(10 * t + 1)].map((x) => `${x} m/s`),
        explanation: [f(`v = 9.8\\times${t} = ${v}\\ \\mathrm{m\\,s^{-1}}`)],
      }, {
        question: [text(`স্থির অবস্থান থেকে একটি পাথর ছেড়ে দেওয়া হলো। ${bnDigits(t)} সেকেন্ড পর এর বেগ কত?`), ...gGiven(), f('v = gt')],
        explanation: [text('মুক্তভাবে পড়ন্ত বস্তুর ক্ষেত্রে,'), f(`v = 9.8\\times${t} = ${v}\\ \\mathrm{m\\,s^{-1}}`)],
      })),
      fall(measured({
        key: `phys.kinematics.fall-height.${t}s`,
        question: [text(`A stone dropped from rest falls for ${t} s. How far does it fall? (g = 9.8 m/s²)`), f('h = \\tfrac{1}{2}gt^{2}')],
        answer: `${h} m`,
        distractors: [dec((98 * t * t) / 10), dec((49 * t) / 10), dec((98 * t) / 10), dec((49 * (t + 1) * (t + 1)) / 10), dec(5 * t * t)].map((x) => `${x} m`),
        explanation: [f(`h = \\tfrac{1}{2}\\times9.8\\times${t}^{2} = ${h}\\ \\mathrm{m}`)],
      }, {
        question: [text(`স্থির অবস্থান থেকে ছেড়ে দেওয়া একটি পাথর ${bnDigits(t)} সেকেন্ড ধরে মুক্তভাবে পড়ে। এই সময়ে এটি কত দূরত্ব অতিক্রম করে?`), ...gGiven(), f('h = \\tfrac{1}{2}gt^{2}')],
        explanation: [text('মুক্তভাবে পড়ন্ত বস্তুর ক্ষেত্রে,'), f(`h = \\tfrac{1}{2}\\times9.8\\times${t}^{2} = ${h}\\ \\mathrm{m}`)],
      })),
    );
  }
  for (const [v, t] of [[20, 4], [30, 5], [12, 3], [18, 6], [40, 8], [24, 4], [15, 5], [36, 9], [10, 2], [28, 7]] as const) {
    out.push(
      graph(measured({
        key: `phys.kinematics.vt-area.${v}-${t}`,
        question: `On a velocity–time graph, a body's velocity rises in a straight line from 0 to ${v} m/s in ${t} s. What distance does it cover?`,
        answer: `${dec((v * t) / 2)} m`,
        distractors: around('m', (v * t) / 2, v * t, v / t, v + t),
        explanation: `The distance is the area under the graph: ½ × ${t} × ${v} = ${dec((v * t) / 2)} m.`,
      }, {
        question: `বেগ–সময় লেখচিত্রে একটি বস্তুর বেগ ${bnDigits(t)} সেকেন্ডে ০ থেকে সরলরৈখিকভাবে বেড়ে ${bnQuantity(v, 'm/s')} হয়। বস্তুটি কত দূরত্ব অতিক্রম করে?`,
        explanation: [text('অতিক্রান্ত দূরত্ব লেখচিত্রের নিচের ক্ষেত্রফলের সমান:'), f(`\\tfrac{1}{2}\\times${t}\\times${v} = ${dec((v * t) / 2)}\\ \\mathrm{m}`)],
      })),
    );
  }
  out.push(
    graph(measured({
      key: 'phys.kinematics.vt-diagram.acceleration',
      question: [text('The velocity–time graph shows a body speeding up uniformly from rest to 20 m/s in 4 s. What is its acceleration?'), image('bank/velocity-time-graph.svg')],
      answer: '5 m/s²',
      distractors: ['80 m/s²', '0.2 m/s²', '4 m/s²'],
      explanation: [text('Acceleration is the slope of the graph:'), f('a = \\frac{20 - 0}{4} = 5\\ \\mathrm{m\\,s^{-2}}')],
    }, {
      question: [text('চিত্রের বেগ–সময় লেখচিত্রে একটি বস্তুর বেগ স্থির অবস্থা থেকে ৪ সেকেন্ডে সুষমভাবে বেড়ে ২০ মি/সে হয়। বস্তুটির ত্বরণ কত?'), image('bank/velocity-time-graph.svg')],
      explanation: [text('ত্বরণ হলো লেখচিত্রের ঢাল:'), f('a = \\frac{20 - 0}{4} = 5\\ \\mathrm{m\\,s^{-2}}')],
    })),
    graph(measured({
      key: 'phys.kinematics.vt-diagram.distance',
      question: [text('Using the velocity–time graph shown (rest to 20 m/s in 4 s), how far does the body travel in the 4 s?'), image('bank/velocity-time-graph.svg')],
      answer: '40 m',
      distractors: ['80 m', '20 m', '5 m'],
      explanation: [text('Distance is the area under the graph:'), f('\\tfrac{1}{2}\\times4\\times20 = 40\\ \\mathrm{m}')],
    }, {
      question: [text('চিত্রের বেগ–সময় লেখচিত্র অনুযায়ী (স্থির অবস্থা থেকে ৪ সেকেন্ডে ২০ মি/সে) ওই ৪ সেকেন্ডে বস্তুটি কত দূরত্ব অতিক্রম করে?'), image('bank/velocity-time-graph.svg')],
      explanation: [text('অতিক্রান্ত দূরত্ব হলো লেখচিত্রের নিচের ক্ষেত্রফল:'), f('\\tfrac{1}{2}\\times4\\times20 = 40\\ \\mathrm{m}')],
    })),
  );
  return out;
}

function dynamics(): BankQuestion[] {
  const newton = section(S, 'Dynamics', "Newton's second law");
  const momentum = section(S, 'Dynamics', 'Momentum');
  const out: BankQuestion[] = [];
  for (const [m, a] of grid([2, 5, 10, 25], [2, 3, 4, 6]).filter((_, i) => i % 2 === 0)) {
    out.push(
      newton(measured({
        key: `phys.dynamics.force.m${m}-a${a}`,
        question: [text(`What force gives a ${m} kg body an acceleration of ${a} m/s²?`), f('F = ma')],
        answer: `${m * a} N`,
        distractors: around('N', m * a, m + a, m / a, m * a * 10),
        explanation: [f(`F = ${m}\\times${a} = ${m * a}\\ \\mathrm{N}`)],
      }, {
        question: [text(`${bnQuantity(m, 'kg')} ভরের একটি বস্তুতে ${bnQuantity(a, 'm/s²')} ত্বরণ সৃষ্টি করতে কত বল প্রয়োজন?`), f('F = ma')],
        explanation: [text('নিউটনের গতির দ্বিতীয় সূত্র অনুসারে,'), f(`F = ${m}\\times${a} = ${m * a}\\ \\mathrm{N}`)],
      })),
      newton(measured({
        key: `phys.dynamics.acceleration.F${m * a}-m${m}`,
        question: [text(`A net force of ${m * a} N acts on a ${m} kg body. What is its acceleration?`), f('a = \\frac{F}{m}')],
        answer: `${a} m/s²`,
        distractors: around('m/s²', a, m * a * m, m, a + 5),
        explanation: [f(`a = \\frac{${m * a}}{${m}} = ${a}\\ \\mathrm{m\\,s^{-2}}`)],
      }, {
        question: [text(`${bnQuantity(m, 'kg')} ভরের একটি বস্তুর ওপর ${bnQuantity(m * a, 'N')} লব্ধি বল ক্রিয়া করে। বস্তুটির ত্বরণ কত?`), f('a = \\frac{F}{m}')],
        explanation: [text('নিউটনের গতির দ্বিতীয় সূত্র অনুসারে,'), f(`a = \\frac{${m * a}}{${m}} = ${a}\\ \\mathrm{m\\,s^{-2}}`)],
      })),
    );
  }
  for (const [m, v] of grid([2, 4, 5, 50], [3, 10, 15, 20]).filter((_, i) => i % 2 === 1)) {
    out.push(
      momentum(measured({
        key: `phys.dynamics.momentum.m${m}-v${v}`,
        question: [text(`What is the momentum of a ${m} kg body moving at ${v} m/s?`), f('p = mv')],
        answer: `${m * v} kg m/s`,
        distractors: around('kg m/s', m * v, (m * v * v) / 2, m + v, v / m),
        explanation: [f(`p = ${m}\\times${v} = ${m * v}\\ \\mathrm{kg\\,m\\,s^{-1}}`)],
      }, {
        question: [text(`${bnQuantity(v, 'm/s')} বেগে চলমান ${bnQuantity(m, 'kg')} ভরের একটি বস্তুর ভরবেগ কত?`), f('p = mv')],
        explanation: [text('ভরবেগ = ভর × বেগ:'), f(`p = ${m}\\times${v} = ${m * v}\\ \\mathrm{kg\\,m\\,s^{-1}}`)],
      })),
    );
  }
  for (const [m, dv, t] of [[2, 10, 4], [5, 6, 3], [10, 4, 2], [1, 20, 5], [4, 15, 6], [8, 5, 2], [3, 12, 9], [6, 10, 4], [20, 3, 5], [0.5, 40, 4]] as const) {
    const force = (m * dv) / t;
    out.push(
      momentum(measured({
        key: `phys.dynamics.impulse.m${m}-dv${dv}-t${t}`,
        question: [text(`The velocity of a ${m} kg body changes by ${dv} m/s in ${t} s. What average force acts on it?`), f('F = \\frac{\\Delta p}{\\Delta t}')],
        answer: `${dec(force)} N`,
        distractors: around('N', force, m * dv, m * dv * t, dv / t),
        explanation: [f(`F = \\frac{m\\,\\Delta v}{t} = \\frac{${m}\\times${dv}}{${t}} = ${dec(force)}\\ \\mathrm{N}`)],
      }, {
        question: [text(`${bnQuantity(m, 'kg')} ভরের একটি বস্তুর বেগ ${bnDigits(t)} সেকেন্ডে ${bnQuantity(dv, 'm/s')} পরিবর্তিত হয়। বস্তুটির ওপর ক্রিয়াশীল গড় বল কত?`), f('F = \\frac{\\Delta p}{\\Delta t}')],
        explanation: [text('বল = ভরবেগের পরিবর্তনের হার:'), f(`F = \\frac{m\\,\\Delta v}{t} = \\frac{${m}\\times${dv}}{${t}} = ${dec(force)}\\ \\mathrm{N}`)],
      })),
    );
  }
  return out;
}

function energy(): BankQuestion[] {
  const work = section(S, 'Work, Energy and Power', 'Work and kinetic energy');
  const potential = section(S, 'Work, Energy and Power', 'Potential energy and power');
  const out: BankQuestion[] = [];
  for (const [F, s] of [[10, 5], [20, 3], [50, 4], [15, 8], [100, 2], [25, 6]] as const) {
    out.push(
      work(measured({
        key: `phys.energy.work.F${F}-s${s}`,
        question: [text(`A force of ${F} N moves a body ${s} m in its own direction. How much work is done?`), f('W = Fs')],
        answer: `${F * s} J`,
        distractors: around('J', F * s, F + s, F / s, (F * s) / 2),
        explanation: [f(`W = ${F}\\times${s} = ${F * s}\\ \\mathrm{J}`)],
      }, {
        question: [text(`${bnQuantity(F, 'N')} বলের ক্রিয়ায় একটি বস্তুর বলের দিকে ${bnQuantity(s, 'm')} সরণ হয়। কৃতকাজ কত?`), f('W = Fs')],
        explanation: [text('কাজ = বল × বলের দিকে সরণ:'), f(`W = ${F}\\times${s} = ${F * s}\\ \\mathrm{J}`)],
      })),
    );
  }
  for (const [m, v] of [[2, 3], [4, 5], [10, 2], [1, 10], [6, 4], [0.5, 8], [8, 3], [50, 2]] as const) {
    const k = (m * v * v) / 2;
    out.push(
      work(measured({
        key: `phys.energy.kinetic.m${m}-v${v}`,
        question: [text(`What is the kinetic energy of a ${m} kg body moving at ${v} m/s?`), f('E_k = \\tfrac{1}{2}mv^{2}')],
        answer: `${dec(k)} J`,
        distractors: around('J', k, m * v * v, (m * v) / 2, m * v),
        explanation: [f(`E_k = \\tfrac{1}{2}\\times${m}\\times${v}^{2} = ${dec(k)}\\ \\mathrm{J}`)],
      }, {
        question: [text(`${bnQuantity(v, 'm/s')} বেগে চলমান ${bnQuantity(m, 'kg')} ভরের একটি বস্তুর গতিশক্তি কত?`), f('E_k = \\tfrac{1}{2}mv^{2}')],
        explanation: [text('গতিশক্তি,'), f(`E_k = \\tfrac{1}{2}\\times${m}\\times${v}^{2} = ${dec(k)}\\ \\mathrm{J}`)],
      })),
    );
  }
  for (const [m, h] of [[1, 10], [2, 5], [5, 4], [10, 3], [3, 20], [4, 2.5]] as const) {
    const e = (98 * m * h) / 10;
    out.push(
      potential(measured({
        key: `phys.energy.potential.m${m}-h${h}`,
        question: [text(`A ${m} kg body is raised ${h} m. What potential energy does it gain? (g = 9.8 m/s²)`), f('E_p = mgh')],
        answer: `${dec(e)} J`,
        distractors: around('J', e, m * h, e / 2, 10 * m * h + 1),
        explanation: [f(`E_p = ${m}\\times9.8\\times${h} = ${dec(e)}\\ \\mathrm{J}`)],
      }, {
        question: [text(`${bnQuantity(m, 'kg')} ভরের একটি বস্তুকে ${bnQuantity(h, 'm')} উঁচুতে তোলা হলো। এর বিভব শক্তি কত বৃদ্ধি পায়?`), ...gGiven(), f('E_p = mgh')],
        explanation: [text('অর্জিত বিভব শক্তি,'), f(`E_p = ${m}\\times9.8\\times${h} = ${dec(e)}\\ \\mathrm{J}`)],
      })),
    );
  }
  for (const [W, t] of [[600, 10], [1200, 4], [500, 5], [3000, 60], [90, 3], [2400, 8]] as const) {
    out.push(
      potential(measured({
        key: `phys.energy.power.W${W}-t${t}`,
        question: [text(`A motor does ${W} J of work in ${t} s. What is its power?`), f('P = \\frac{W}{t}')],
        answer: `${dec(W / t)} W`,
        distractors: around('W', W / t, W * t, W / (t * 10), t / W),
        explanation: [f(`P = \\frac{${W}}{${t}} = ${dec(W / t)}\\ \\mathrm{W}`)],
      }, {
        question: [text(`একটি মোটর ${bnDigits(t)} সেকেন্ডে ${bnQuantity(W, 'J')} কাজ করে। মোটরটির ক্ষমতা কত?`), f('P = \\frac{W}{t}')],
        explanation: [text('ক্ষমতা = কাজ ÷ সময়:'), f(`P = \\frac{${W}}{${t}} = ${dec(W / t)}\\ \\mathrm{W}`)],
      })),
    );
  }
  return out;
}

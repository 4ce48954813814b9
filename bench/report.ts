// The figures of a run and how they are written: bench/results/latest.json and latest.md.
import { cpus, totalmem } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One measured figure. `reference` is what it is compared with, measured in the same run; the
 * ratio is value / reference. `target` is checked on the ratio when `on` is 'ratio', else on the
 * value itself.
 */
export type Figure = {
  section: string;
  label: string;
  value: number;
  unit: string;
  reference?: { label: string; value: number; unit: string };
  target?: { op: '>=' | '<=' | '=='; value: number; on: 'value' | 'ratio' };
  note?: string;
  /** Why the figure is what it is, from profiles and the code: printed beside a missed target. */
  why?: string;
  /** The figure could not be measured in this run (e.g. Lighthouse's runtime error after its retries): why. */
  notMeasured?: string;
};

export type Machine = { cpu: string; cores: number; ramGb: number; node: string; postgres: string; load: number[]; shared: boolean };

export function machine(postgres: string, load: number[]): Machine {
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    ramGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    postgres,
    load,
    shared: (load[0] ?? 0) > cpus().length * 0.75,
  };
}

export function ratioOf(f: Figure): number | null {
  if (!f.reference || f.reference.value === 0) return null;
  return f.value / f.reference.value;
}

export function metOf(f: Figure): boolean | null {
  if (!f.target || f.notMeasured !== undefined) return null;
  const x = f.target.on === 'ratio' ? ratioOf(f) : f.value;
  if (x === null) return null;
  const eps = 1e-9;
  if (f.target.op === '>=') return x >= f.target.value - eps;
  if (f.target.op === '<=') return x <= f.target.value + eps;
  return Math.abs(x - f.target.value) < eps;
}

/** How far a missed target is off, e.g. "p99 is 2.3× the limit". */
export function missBy(f: Figure): string {
  const met = metOf(f);
  if (met !== false || !f.target) return '';
  const x = f.target.on === 'ratio' ? ratioOf(f) : f.value;
  if (x === null) return '';
  if (f.target.op === '>=') return `${fmt(x)} of ${fmt(f.target.value)} needed (${fmt((x / f.target.value) * 100)}%)`;
  if (f.target.op === '<=') return `${fmt(x)} against ≤ ${fmt(f.target.value)} (${fmt(x / f.target.value)}× the limit)`;
  return `${fmt(x)} instead of ${fmt(f.target.value)}`;
}

export function fmt(x: number): string {
  if (!Number.isFinite(x) || Number.isInteger(x)) return String(x);
  const a = Math.abs(x);
  if (a >= 100) return String(Math.round(x));
  if (a >= 10) return x.toFixed(1);
  if (a >= 1) return x.toFixed(2);
  return x.toFixed(3);
}

function targetText(f: Figure): string {
  if (!f.target) return '';
  const unit = f.target.on === 'ratio' ? '× ref' : ` ${f.unit}`;
  return `${f.target.op === '==' ? '=' : f.target.op === '>=' ? '≥' : '≤'} ${fmt(f.target.value)}${unit}`;
}

export function line(f: Figure): string {
  if (f.notMeasured !== undefined) return `${f.section} · ${f.label}: not measured: ${f.notMeasured}`;
  const ratio = ratioOf(f);
  const met = metOf(f);
  const ref = f.reference ? `  (${fmt(ratio ?? 0)}× ${f.reference.label} ${fmt(f.reference.value)} ${f.reference.unit})` : '';
  const verdict = met === null ? '' : met ? '  ✔ met' : `  ✘ missed: ${missBy(f)}${whyText(f)}`;
  return `${f.section} · ${f.label}: ${fmt(f.value)} ${f.unit}${ref}${f.target ? `  target ${targetText(f)}` : ''}${verdict}`;
}

/**
 * The reason a missed target gives: the figure's own, else the first failure the run recorded (the
 * count targets: errors, lost answers), else what a miss of a check without a measured cause means.
 */
export function whyText(f: Figure): string {
  if (f.why) return `; why: ${f.why}`;
  if (f.note) return `; why: the first failure recorded: ${f.note}`;
  return '; why: a correctness check, not a speed figure, so a miss is a defect to find in the logs (bench/results/logs/) rather than a cost to explain';
}

export type Report = {
  startedAt: string;
  finishedAt: string;
  seconds: number;
  options: Record<string, unknown>;
  machine: Machine;
  figures: Figure[];
  capacity: { lines: string[]; assumptions: string[]; peakCores: number } | null;
  /** The 100,000-learner contest (issue 20), from the contest section's CPU per operation. */
  contestCapacity?: { lines: string[]; assumptions: string[]; peakCores: number } | null;
  notes: string[];
};

export function writeReport(dir: string, report: Report, stem = 'latest'): void {
  mkdirSync(dir, { recursive: true });
  const figures = report.figures.map((f) => {
    const missed = missBy(f);
    return { ...f, ratio: ratioOf(f), met: metOf(f), missedBy: missed || undefined, why: missed ? (f.why ?? null) : undefined };
  });
  writeFileSync(join(dir, `${stem}.json`), `${JSON.stringify({ ...report, figures }, null, 2)}\n`);
  writeFileSync(join(dir, `${stem}.md`), markdown(report));
}

function cell(s: string): string {
  return s.replace(/\|/g, '\\|');
}

export function markdown(r: Report): string {
  const m = r.machine;
  const out: string[] = [];
  out.push('# Benchmark results', '');
  out.push(`Run ${r.startedAt} → ${r.finishedAt} (${Math.round(r.seconds)} s), \`npm run bench${r.options.argv ? ` -- ${String(r.options.argv)}` : ''}\`.`, '');
  out.push(
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.ramGb} GB RAM, Node ${m.node}, ${m.postgres.split(' on ')[0]}. ` +
      `Load average at start ${m.load.map((x) => x.toFixed(1)).join(' / ')}` +
      (m.shared ? ' — the machine was shared with other work while this ran, so absolute figures are pessimistic.' : '.'),
    '',
  );
  out.push('| figure | value | target | reference (same run) | ratio | met? |', '| --- | --- | --- | --- | --- | --- |');
  let section = '';
  for (const f of r.figures) {
    if (f.section !== section) {
      section = f.section;
      out.push(`| **${cell(section)}** | | | | | |`);
    }
    if (f.notMeasured !== undefined) {
      out.push(`| ${cell(f.label)} | not measured: ${cell(f.notMeasured)} | ${cell(targetText(f))} | | | |`);
      continue;
    }
    const ratio = ratioOf(f);
    const met = metOf(f);
    out.push(
      `| ${cell(f.label)}${f.note ? ` <br><sub>${cell(f.note)}</sub>` : ''} | ${fmt(f.value)} ${f.unit} | ${cell(targetText(f))} | ` +
        `${f.reference ? `${cell(f.reference.label)}: ${fmt(f.reference.value)} ${f.reference.unit}` : ''} | ${ratio === null ? '' : `${fmt(ratio)}×`} | ` +
        `${met === null ? '' : met ? 'yes' : `**no** (${cell(missBy(f))})${cell(whyText(f))}`} |`,
    );
  }
  if (r.capacity) {
    out.push('', '## Capacity model: a 100,000-learner exam', '');
    for (const l of r.capacity.lines) out.push(`- ${l}`);
    out.push('', 'Assumptions:', '');
    for (const a of r.capacity.assumptions) out.push(`- ${a}`);
  }
  if (r.contestCapacity) {
    out.push('', '## Capacity model: a 100,000-learner contest (docs/contest.md#clock)', '');
    for (const l of r.contestCapacity.lines) out.push(`- ${l}`);
    out.push('', 'Assumptions:', '');
    for (const a of r.contestCapacity.assumptions) out.push(`- ${a}`);
  }
  if (r.notes.length > 0) {
    out.push('', '## Notes', '');
    for (const n of r.notes) out.push(`- ${n}`);
  }
  out.push('');
  return out.join('\n');
}

// `npm test`: the generated-files check, then the type check, the lint and every Vitest project at once,
// ending in the plain line CI reads: "N passed, N failed, N skipped".
//
// docs/architecture.md#test-time. Vitest 4 runs a project without file parallelism (e2e: its files share one product and its demo
// learner, so they go one after another) in a group of its own AFTER every other project, which
// left two of CI's cores idle through the e2e chain. Here that chain is two Vitest processes of
// its own (two halves by time, each with its own product), started beside the process for the
// other projects and beside `tsc -b`; each child's lines are prefixed with its name, and the
// closing line adds up every process's JSON report.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';

interface Child {
  name: string;
  command: string[];
  /** Where the child's Vitest JSON report goes, if it is a Vitest run. */
  report?: string;
}

/** The counts of a Vitest JSON report (the jest-compatible shape its json reporter writes). */
interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
  testResults: { assertionResults: unknown[]; status: string; name: string; startTime: number; endTime: number }[];
}

/** The files that took longest, so a CI log shows where its minutes went. */
function slowestFiles(reports: string[], count: number): string {
  const files = reports.flatMap((report) => {
    try {
      return (JSON.parse(readFileSync(report, 'utf8')) as JsonReport).testResults;
    } catch {
      return [];
    }
  });
  return files
    .map((file) => ({ name: relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map((file) => `${file.seconds.toFixed(0).padStart(5)} s  ${file.name}`)
    .join('\n');
}

/**
 * The Chromium every browser suite launches (tests/e2e/chromium.ts, the gallery's renders):
 * Debian's headless shell when it is installed (`.ci/run` installs it), else the full browser.
 * On the 2-core CI machine the full browser's headless mode spent twice the CPU of the shell for
 * the same exam journeys (docs/architecture.md#test-time); CHROMIUM_PATH set by hand wins.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : undefined);

function run(child: Child): Promise<number> {
  return new Promise((resolve) => {
    const [file, ...args] = child.command;
    if (file === undefined) throw new Error(`${child.name}: no command`);
    const env = { ...process.env, FORCE_COLOR: '0', ...(chromiumPath ? { CHROMIUM_PATH: chromiumPath } : {}) };
    const process_ = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    for (const stream of [process_.stdout, process_.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${child.name}] ${line}`));
    }
    process_.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function vitest(name: string, project: string, report: string, args: string[] = []): Child {
  const command = ['npx', 'vitest', 'run', `--project=${project}`, ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  return { name, command, report };
}

/**
 * The e2e files go one after another within a product (they share its demo learner), so the
 * chain is split in two by time (tests/shards.ts), each half with a product of its own (the
 * project's globalSetup runs in each process), which keeps both cores at work to the end.
 */
const E2E_SHARDS = 2;

function counts(report: string): { passed: number; failed: number; skipped: number } {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as JsonReport;
    // A file that failed before collecting any test (an import error, a failing hook) counts once.
    const emptyFailures = json.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests + emptyFailures,
      skipped: json.numPendingTests + json.numTodoTests,
    };
  } catch {
    // No readable report: the run itself broke (config error, crash). Count it as a failure.
    return { passed: 0, failed: 1, skipped: 0 };
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  const gen = await run({ name: 'gen:check', command: ['npm', 'run', '--silent', 'gen:check'] });
  if (gen !== 0) {
    console.log('\n0 passed, 1 failed, 0 skipped');
    return 1;
  }
  const reports = mkdtempSync(join(tmpdir(), 'proshno-test-'));
  const children: Child[] = [
    { name: 'tsc', command: ['npx', 'tsc', '-b'] },
    // The layer rules (eslint-plugin-boundaries) and unused files, exports and dependencies (knip):
    // about 20 s of one core, beside tsc, whose minutes the e2e chains outlast anyway.
    { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
    ...Array.from({ length: E2E_SHARDS }, (_, i) => vitest(`e2e${i + 1}`, 'e2e', join(reports, `e2e${i + 1}.json`), [`--shard=${i + 1}/${E2E_SHARDS}`])),
    vitest('vitest', '!e2e', join(reports, 'rest.json')),
  ];
  const codes = await Promise.all(children.map(run));
  const total = { passed: 0, failed: 0, skipped: 0 };
  children.forEach((child, index) => {
    const code = codes[index] ?? 1;
    if (child.report === undefined) {
      if (code !== 0) total.failed += 1;
      console.log(`${child.name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`);
      return;
    }
    const c = counts(child.report);
    // A non-zero exit with no failed test (an unhandled error between tests) still fails the run.
    if (code !== 0 && c.failed === 0) c.failed = 1;
    console.log(`${child.name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
  });
  console.log(`\nslowest files:\n${slowestFiles(children.flatMap((child) => (child.report ? [child.report] : [])), 15)}`);
  rmSync(reports, { recursive: true, force: true });
  console.log(`wall time: ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  return total.failed === 0 ? 0 : 1;
}

process.exitCode = await main();

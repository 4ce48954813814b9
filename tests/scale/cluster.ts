// The deployment of docs/architecture.md#deployment on one machine, for tests/scale: the api and
// gateway replicas run from their builds (docs/architecture.md#server-builds), HAProxy runs
// deploy/haproxy.cfg itself with its addresses from the environment, and its runtime API says which
// replicas it sends to.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian's haproxy package puts it here; `.ci/run` installs it. */
const HAPROXY = '/usr/sbin/haproxy';
const repo = fileURLToPath(new URL('../..', import.meta.url));
const haproxyConfig = join(repo, 'deploy', 'haproxy.cfg');

export type Running = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

/** Fails with what to do when HAProxy is not installed: the scale suite needs the real one. */
export function requireHaproxy(): void {
  if (!existsSync(HAPROXY)) {
    throw new Error(`HAProxy is not installed at ${HAPROXY}: tests/scale runs the real balancer. Install Debian's package (apt-get install haproxy), as .ci/run does.`);
  }
}

/** Starts one of the built commands (`api/dist/main.js`, `gateway/dist/main.js`) with `env` added. */
export function startBuilt(script: string, env: NodeJS.ProcessEnv, args: string[] = []): Running {
  const command = ['--enable-source-maps', join(repo, script), ...args];
  return started(spawn(process.execPath, command, { cwd: repo, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] }));
}

/** Runs a built one-shot command (`api/dist/migrate.js`) to its end, `input` on its standard input. */
export async function runBuilt(script: string, env: NodeJS.ProcessEnv, args: string[] = [], input = ''): Promise<{ code: number | null; output: string }> {
  const run = startBuilt(script, env, args);
  run.child.stdin?.end(input);
  const code = await run.exited;
  return { code, output: run.output() };
}

/** HAProxy in the foreground on deploy/haproxy.cfg, its addresses and stats socket from `env`. */
export function startHaproxy(env: NodeJS.ProcessEnv): Running {
  return started(spawn(HAPROXY, ['-db', '-f', haproxyConfig], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] }));
}

/** Resolves once the process has written `text` to its output; rejects if it exits first. */
export function said(running: Running, text: string | RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const output = running.output();
      if (typeof text === 'string' ? output.includes(text) : text.test(output)) resolve();
    };
    running.child.stdout?.on('data', check);
    running.child.stderr?.on('data', check);
    void running.exited.then((code) => reject(new Error(`exited with ${code} before saying ${String(text)}:\n${running.output()}`)));
    check();
  });
}

/** Stops a process at once, as a crash or an OOM kill does. */
export async function killHard(running: Running): Promise<void> {
  if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill('SIGKILL');
  await running.exited;
}

/**
 * Each server's state as HAProxy's runtime API shows it (`show stat`), keyed `backend/server`:
 * 'UP', 'DOWN', or a transition such as 'UP 1/2' while checks are still counting.
 */
export async function serverStates(socket: string): Promise<Map<string, string>> {
  const csv = await new Promise<string>((resolve, reject) => {
    let text = '';
    const client = connect(socket, () => client.end('show stat\n'));
    client.on('data', (chunk: Buffer) => (text += chunk.toString()));
    client.on('end', () => resolve(text));
    client.on('error', reject);
  });
  const [header = '', ...rows] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const backend = columns.indexOf('pxname');
  const server = columns.indexOf('svname');
  const status = columns.indexOf('status');
  const states = new Map<string, string>();
  for (const row of rows) {
    const cells = row.split(',');
    states.set(`${cells[backend]}/${cells[server]}`, cells[status] ?? '');
  }
  return states;
}

function started(child: ChildProcess): Running {
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

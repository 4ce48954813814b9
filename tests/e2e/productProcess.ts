// `npm start`'s script as a child process on a free port: what a newcomer runs, started by tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@proshno/server-kit';

export type ProductProcess = {
  url: string;
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code once the process has ended. */
  stop(): Promise<number | null>;
};

/**
 * Starts `npm start`'s script on `port` (a free one when not given) with its own data folder. A
 * free port is only free when it is looked at: the product binds it after building the web app,
 * and `npm test` starts three products at once beside thousands of outgoing connections, so a
 * port taken in between (EADDRINUSE) is exchanged for another, up to three times.
 */
export async function startProductProcess(dataDir: string, env: NodeJS.ProcessEnv = {}, port?: number): Promise<ProductProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(dataDir, env, port ?? (await freePort()));
    } catch (error) {
      if (port !== undefined || attempt >= 3 || !(error instanceof PortTaken)) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startOnce(dataDir: string, env: NodeJS.ProcessEnv, port: number): Promise<ProductProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    // Its own rate-limit counts: a Redis shared with other runs would add their sign-ins to ours.
    // Hand-written queries allowed: the tests set their data up with them (the browser still
    // sends persisted hashes); running.test.ts checks `npm start`'s persisted-only default.
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', GRAPHQL_PERSISTED_ONLY: '0', ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /is running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => {
      const message = `the product exited with ${code}:\n${output}`;
      reject(output.includes('EADDRINUSE') ? new PortTaken(message) : new Error(message));
    });
  });
  return { url, output: () => output, stop: () => stop(child) };
}

async function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/** JSON log lines of one process of the product in its data folder (pino: one object per line). */
export function logLines(dataDir: string, file: 'api.log' | 'gateway.log'): Array<Record<string, unknown>> {
  return readFileSync(join(dataDir, 'logs', file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

// The api's own commands as child processes, the way an operator runs them: `src/main.ts` (the api
// alone) and the one-shot commands (`npm run migrate -w api`, `npm run create-admin -w api`).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const apiFolder = fileURLToPath(new URL('../..', import.meta.url));

export type Finished = { code: number | null; output: string };

/** Runs a script of api/src to its end, with `input` on its standard input. */
export async function runApiScript(script: string, args: string[], env: NodeJS.ProcessEnv, input = ''): Promise<Finished> {
  const child = launch(script, args, env);
  const output = collect(child);
  child.stdin?.end(input);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output: output() };
}

export type ApiProcess = { url: string; output: () => string; stop(): Promise<number | null> };

/** Starts `src/main.ts` on a port of its choosing; resolves once it listens, rejects if it exits first. */
export async function startApiProcess(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const child = launch('src/main.ts', [], { LOG: '0', SHUTDOWN_DRAIN_MS: '0', ...env, PORT: '0', HOST: '127.0.0.1' });
  const output = collect(child);
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', () => {
      const match = /api listening on (http:\/\/\S+)/.exec(output());
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the api exited with ${code}:\n${output()}`)));
  });
  return { url, output, stop: () => stop(child) };
}

function launch(script: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  // DATABASE_URL only when the test names one: the suite's own points at a whole server's database.
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: apiFolder,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

function collect(child: ChildProcess): () => string {
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return () => text;
}

async function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

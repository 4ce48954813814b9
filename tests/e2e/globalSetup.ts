// Starts the real product (`npm start`'s script) with a fresh data folder and hands its URL and
// data folder to the e2e tests. No part of ours is faked.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProductProcess } from './productProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'proshno-e2e-'));
  const product = await startProductProcess(dataDir);
  project.provide('baseUrl', product.url);
  project.provide('dataDir', dataDir);
  return async () => {
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

// A server finds its own files from its source and from its bundle alike (docs/architecture.md#server-builds).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { packageFolder } from './packageFolder';

it('is the nearest folder above a module with a package.json, from src/ and from dist/ alike', () => {
  const root = mkdtempSync(join(tmpdir(), 'proshno-package-'));
  try {
    const server = join(root, 'api');
    mkdirSync(join(server, 'src', 'db'), { recursive: true });
    mkdirSync(join(server, 'dist'), { recursive: true });
    writeFileSync(join(root, 'package.json'), '{}');
    writeFileSync(join(server, 'package.json'), '{}');
    expect(packageFolder(pathToFileURL(join(server, 'src', 'db', 'migrations.ts')).href)).toBe(server);
    expect(packageFolder(pathToFileURL(join(server, 'dist', 'main.js')).href)).toBe(server);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

it('names the folder it started from when no package.json is above it', () => {
  expect(() => packageFolder('file:///proshno-nowhere/src/main.ts')).toThrow('no package.json in /proshno-nowhere/src or above it');
});

// One config for the web build and every test project (spec: DESIGN.md "Testing").
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const repo = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: 'web',
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/graphql': process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000',
      '/media': process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000',
    },
  },
  test: {
    reporters: ['default', './tests/summaryReporter.ts'],
    // Three files at a time on the 2-core CI machine: the e2e files run one after another against
    // one product (they share its demo learner), and the browser suites mostly wait on Chromium,
    // so the other projects need two more workers to finish beside that chain.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'engine',
          root: repo,
          include: ['engine/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: repo,
          include: ['api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'gateway',
          root: repo,
          include: ['gateway/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'gallery',
          root: repo,
          include: ['web/src/gallery/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'model',
          root: repo,
          include: ['tests/model/**/*.test.ts'],
          environment: 'node',
          expect: { poll: { timeout: 15_000 } },
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: repo,
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // The browser waits on a loaded 2-core CI machine: a polled screen gets seconds, not one.
          expect: { poll: { timeout: 15_000 } },
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

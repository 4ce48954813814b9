// The first start builds the web app with vite.config.ts; Vite warns (a yellow block, once per
// load) about anything in the config that its native config loader could not run. The config
// loads without such a warning, so the start's output stays the product's own.
import { fileURLToPath } from 'node:url';
import { createLogger, loadConfigFromFile } from 'vite';
import { expect, it } from 'vitest';

const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

it('loads the Vite config without the native config loader warning', { timeout: 60_000 }, async () => {
  const warnings: string[] = [];
  const logger = createLogger('warn');
  logger.warn = (message) => {
    warnings.push(message);
  };
  logger.warnOnce = logger.warn;
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, configFile, undefined, 'warn', logger);
  expect(loaded?.path).toBe(configFile);
  expect(warnings).toEqual([]);
});

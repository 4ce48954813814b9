// The started product serves the production build of the web app, even when whatever started it
// (here vitest, with NODE_ENV=test) had another NODE_ENV: a development React is several times
// larger and slower on the phones this is for.
import { expect, it } from 'vitest';
import { baseUrl } from './browser';

it('serves production JavaScript', async () => {
  const html = await (await fetch(baseUrl())).text();
  const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const code = await (await fetch(`${baseUrl()}${script}`)).text();
    expect(code).not.toContain('Download the React DevTools');
  }
});

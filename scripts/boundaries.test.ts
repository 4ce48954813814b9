// Each layer rule of eslint.config.js (docs/architecture.md#layer-rules) fires on a snippet that
// breaks it, and stays quiet on the import the rule allows: a misconfigured rule, which would pass
// every real file too, fails here. The snippets are linted as if they were written at `file`.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;

// Loading eslint.config.js, its plugins and the TypeScript parser is the setup, not a case: done
// here, with the time a busy machine needs, the first case once timed out doing it (5 s).
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};', { filePath: `${root}engine/src/exam/probe.ts` });
}, 120_000);

/**
 * The findings for `code` written at `file` (relative to the root), as "rule: message". A snippet
 * only imports, so that its names are unused is no finding of the rules under test.
 */
async function findings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== '@typescript-eslint/no-unused-vars')
    .map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

const crossesLayer = 'boundaries/dependencies: this import crosses a layer boundary (docs/architecture.md#layers)';

/** Cases of [where the snippet is written, the import, what the rule says]. */
const broken: [string, string, string][] = [
  // The engine is headless: no web, api, gateway or server kit, no library but its own.
  ['engine/src/exam/probe.ts', "import { App } from '../../../web/src/App';", crossesLayer],
  ['engine/src/exam/probe.ts', "import { createApi } from '@proshno/api';", crossesLayer],
  ['engine/src/exam/probe.ts', "import { rest } from '../../../gateway/src/rest';", crossesLayer],
  ['engine/src/exam/probe.ts', "import { requestIdOf } from '@proshno/server-kit';", crossesLayer],
  [
    'engine/src/exam/probe.ts',
    "import { useState } from 'react';",
    'boundaries/dependencies: the engine imports no library but xstate, valibot, @internationalized/date and ts-fsrs (docs/architecture.md#engine)',
  ],
  // The server kit stands alone.
  ['server-kit/src/probe.ts', "import { scoreOf } from '@proshno/engine';", crossesLayer],
  ['server-kit/src/probe.ts', "import { createApi } from '@proshno/api';", crossesLayer],
  // The web calls the gateway over HTTP and uses the engine through its public module only.
  ['web/src/exam/probe.tsx', "import { createApi } from '@proshno/api';", crossesLayer],
  ['web/src/exam/probe.tsx', "import type { paths } from '@proshno/api/rest';", crossesLayer],
  ['web/src/exam/probe.tsx', "import { rest } from '../../../gateway/src/rest';", crossesLayer],
  ['web/src/exam/probe.tsx', "import { scoreOf } from '../../../engine/src/exam/score';", crossesLayer],
  ['web/sw/probe.ts', "import { scoreOf } from '../../engine/src/exam/score';", crossesLayer],
  // The api: the engine and the server kit through their public modules, never the gateway or the web.
  ['api/src/exam/probe.ts', "import { scoreOf } from '../../../engine/src/exam/score';", crossesLayer],
  ['api/src/exam/probe.ts', "import { rest } from '../../../gateway/src/rest';", crossesLayer],
  ['api/src/exam/probe.ts', "import { App } from '../../../web/src/App';", crossesLayer],
  // The gateway: the api's contract types only, and the api itself only in its tests.
  ['gateway/src/exam/probe.ts', "import { createApi } from '@proshno/api';", crossesLayer],
  ['gateway/src/exam/probe.ts', "import { finishExam } from '../../../api/src/exam/finish';", crossesLayer],
  ['gateway/src/exam/probe.ts', "import { components } from '@proshno/api/rest';", crossesLayer],
  ['gateway/src/exam/probe.ts', "import { App } from '../../../web/src/App';", crossesLayer],
  // A package's own barrel imported from inside it is an import cycle.
  ['engine/src/exam/probe.ts', "import { scoreOf } from '../index';", 'boundaries/dependencies: import the module itself, not the package barrel (an import cycle)'],
  // Contest never depends on commerce, in any layer; the web's four known imports are the only ones.
  ['engine/src/contest/probe.ts', "import { priceOf } from '../commerce/pricing';", 'boundaries/dependencies: contest does not import commerce (docs/architecture.md#layer-rules)'],
  ['web/src/contest/ContestScreen.tsx', "import { PackagesScreen } from '../commerce/PackagesScreen';", 'boundaries/dependencies: contest does not import commerce (docs/architecture.md#layer-rules)'],
  ['api/src/contest/probe.ts', "import { settle } from '../commerce/settlement';", 'boundaries/dependencies: contest does not import commerce (docs/architecture.md#layer-rules)'],
  ['gateway/src/contest/probe.ts', "import { commerceResolvers } from '../commerce/resolvers';", 'boundaries/dependencies: contest does not import commerce (docs/architecture.md#layer-rules)'],
];

/** The imports the same rules allow, so a rule that refuses everything fails too. */
const allowed: [string, string][] = [
  ['engine/src/exam/probe.ts', "import { setup } from 'xstate';\nimport { scoreOf } from './score';\nimport { clientErrorReport } from '../shell/clientError';"],
  ['engine/src/exam/probe.test.ts', "import { it } from 'vitest';\nimport { scoreOf } from '../index';"],
  ['web/src/exam/probe.tsx', "import { scoreOf } from '@proshno/engine';\nimport { Loading } from '../controls/LoadState';"],
  ['web/src/gallery/probe.tsx', "import { fakePromises } from '@proshno/engine/testing';"],
  ['api/src/exam/probe.ts', "import { scoreOf } from '@proshno/engine';\nimport { requestIdOf } from '@proshno/server-kit';"],
  ['gateway/src/exam/probe.ts', "import type { components } from '@proshno/api/rest';\nimport { requestIdOf } from '@proshno/server-kit';"],
  ['gateway/src/exam/probe.test.ts', "import { createApi } from '@proshno/api';"],
  ['tests/e2e/probe.test.ts', "import { startTcpProxy } from '../../api/src/test/tcpProxy';"],
];

describe('the layer rules', () => {
  it.each(broken)('refuse, in %s, %s', async (file, code, finding) => {
    expect(await findings(file, code)).toEqual([finding]);
  });

  it.each(allowed)('allow, in %s, %s', async (file, code) => {
    expect(await findings(file, code)).toEqual([]);
  });
});

describe('the message catalogue rule', () => {
  it('refuses a word written into a screen', async () => {
    expect(await findings('web/src/shell/probe.tsx', 'export const Probe = () => <p>Skip to main content</p>;')).toEqual([
      'react/jsx-no-literals: Missing JSX expression container around literal string: "Skip to main content"',
    ]);
  });

  it('allows the catalogue’s words and glyphs that are no word', async () => {
    expect(await findings('web/src/shell/probe.tsx', "import { messages } from '@proshno/engine';\nexport const Probe = () => <p>{messages.skipToMain} ·</p>;")).toEqual([]);
  });
});

describe('the views rule (docs/architecture.md#views)', () => {
  const refusal = "no-restricted-syntax: A screen reads its machine's view, not its states (docs/architecture.md#views).";

  it('refuses a screen that matches a state or reads the state value', async () => {
    expect(await findings('web/src/practice/probe.tsx', "export const busy = (s: { matches: (state: string) => boolean }) => s.matches('creating');")).toEqual([refusal]);
    expect(await findings('web/src/gallery/probe.ts', "export const name = (snapshot: { value: unknown }) => String(snapshot.value);")).toEqual([refusal]);
  });

  it("allows a screen that reads the machine's view, and a DOM element's matches", async () => {
    expect(await findings('web/src/practice/probe.tsx', "import { modelTestViewOf } from '@proshno/engine';\nexport const busy = (s: Parameters<typeof modelTestViewOf>[0]) => modelTestViewOf(s).creating;")).toEqual([]);
    expect(await findings('web/src/controls/probe.ts', "export const disabled = (element: Element) => element.matches(':disabled');")).toEqual([]);
  });
});

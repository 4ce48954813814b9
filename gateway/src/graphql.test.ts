import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { armorLimits } from './armor';
import { startLiveStack, type LiveStack } from './liveStack';

let stack: LiveStack;
beforeAll(async () => {
  stack = await startLiveStack();
});
afterAll(async () => {
  await stack?.close();
});

it('passes every MUST audit of the GraphQL-over-HTTP specification', async () => {
  const results = await auditServer({ url: `${stack.url}/graphql` });
  const failedMusts = results
    .filter((result) => result.name.startsWith('MUST') && result.status !== 'ok')
    .map((result) => `${result.id} ${result.name}: ${result.status === 'ok' ? '' : result.reason}`);
  expect(results.filter((result) => result.name.startsWith('MUST')).length).toBeGreaterThan(10);
  expect(failedMusts).toEqual([]);
});

describe('limits on what a document may ask', () => {
  const nested = (depth: number): string => (depth === 0 ? 'id' : `question { ${nested(depth - 1)} }`);

  it('lets every operation the web sends through the depth, alias, directive, token and cost rules', () => {
    const schema = buildSchema(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));
    const rules = [
      ...specifiedRules,
      maxDepthRule({ n: armorLimits.depth, flattenFragments: true }),
      maxAliasesRule({ n: armorLimits.aliases }),
      maxDirectivesRule({ n: armorLimits.directives }),
      costLimitRule({ maxCost: armorLimits.cost, flattenFragments: true }),
    ];
    const web = fileURLToPath(new URL('../../web/src/', import.meta.url));
    const files = readdirSync(web, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.graphql'));
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const document = parse(readFileSync(join(web, file), 'utf8'), { maxTokens: armorLimits.tokens });
      expect({ file, errors: validate(schema, document, rules).map((error) => error.message) }).toEqual({ file, errors: [] });
    }
  });

  it.each([
    ['too deep', `{ revisions { ${nested(armorLimits.depth)} } }`],
    ['too many aliases', `{ ${Array.from({ length: armorLimits.aliases + 1 }, (_, i) => `a${i}: examTypes { id }`).join(' ')} }`],
    ['too many tokens', `{ examTypes { ${Array.from({ length: armorLimits.tokens }, () => 'id').join(' ')} } }`],
    ['too many directives', `{ examTypes { id ${Array.from({ length: armorLimits.directives + 1 }, () => '@include(if: true)').join(' ')} } }`],
  ])('refuses a document %s before running it', async (_kind, query) => {
    const answer = await stack.graphql(query);
    expect(answer.data ?? null).toBeNull();
    const errors = answer.errors ?? [];
    expect(errors.some((error) => /limit of \d+ exceeded/.test(error.message))).toBe(true);
    expect(errors.every((error) => typeof error.extensions?.code === 'string')).toBe(true);
  });

  it('does not suggest field names to a stranger', async () => {
    const answer = await stack.graphql('{ examTypez { id } }');
    expect(answer.errors?.map((error) => error.message).join(' ')).not.toMatch(/Did you mean/);
  });
});

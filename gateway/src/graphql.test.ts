import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { buildSchema, Kind, parse, specifiedRules, validate, visit, type ASTNode, type DocumentNode, type FragmentDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { armorLimits } from './armor';
import { createGateway } from './index';
import { startLiveStack, type LiveStack } from './liveStack';

let stack: LiveStack;
beforeAll(async () => {
  stack = await startLiveStack();
});
afterAll(async () => {
  await stack?.close();
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
    const documents = new Map(files.map((file) => [file, parse(readFileSync(join(web, file), 'utf8'), { maxTokens: armorLimits.tokens })]));
    // A file may spread a fragment written in another (the exam's ContentFields): its document is
    // validated with those definitions, as the generated document carries them.
    const fragments = new Map(
      [...documents.values()].flatMap((document) => document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : []))),
    );
    for (const [file, document] of documents) {
      const own = new Set(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [d.name.value] : [])));
      const borrowed: FragmentDefinitionNode[] = [];
      const borrow = (node: ASTNode) =>
        visit(node, {
          FragmentSpread(spread) {
            const name = spread.name.value;
            const definition = fragments.get(name);
            if (own.has(name) || definition === undefined) return;
            own.add(name);
            borrowed.push(definition);
            borrow(definition);
          },
        });
      borrow(document);
      const whole: DocumentNode = { ...document, definitions: [...document.definitions, ...borrowed] };
      expect({ file, errors: validate(schema, whole, rules).map((error) => error.message) }).toEqual({ file, errors: [] });
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

it('masks a failure it did not expect: no internal message, no stack', async () => {
  // An upstream that answers every request 200 with an empty JSON object: the exam sheet's
  // resolver then maps over what is not a list, a TypeError that no REST error mapping covers.
  const upstream = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const address = upstream.address();
  const gateway = await createGateway({ restUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
  try {
    const reply = await gateway.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: '{ examSheet(id: 1) { questions { option } } }' } });
    const body = reply.json<{ errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }>();
    expect(body.errors?.map((error) => error.message)).toEqual(['Unexpected error.']);
    expect(reply.body).not.toMatch(/TypeError|Cannot read|stack|\bat \S+ \(/);
  } finally {
    await gateway.close();
    await new Promise((resolve) => upstream.close(resolve));
  }
});

it('compresses a large answer for a browser that takes brotli or gzip, and sends it plain otherwise', async () => {
  const login = await stack.graphql<{ login: { access: string } }>(
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { access } }',
    { email: 'learner@example.com', password: 'Learner#2026' },
  );
  const token = login.data?.login.access ?? '';
  const { data } = await stack.graphql<{ subjects: Array<{ id: number }> }>('{ subjects { id } }', {}, token);
  const created = await stack.graphql<{ createExam: { id: number } }>('mutation { createExam(type: 1, title: "Random Test") { id } }', {}, token);
  const exam = created.data?.createExam.id ?? 0;
  await stack.graphql('mutation($exam: Int!, $subjects: [ExamSubjectInput!]!) { startExam(exam: $exam, subjects: $subjects) { id } }', { exam, subjects: [{ subject: data?.subjects[0]?.id, no_of_questions: 30 }] }, token);
  const sheet = async (encoding: string) =>
    fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': encoding, authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'query($id: Int!) { examSheet(id: $id) { questions { question { id question_data { type data } options { id data { type data } } } } } }', variables: { id: exam } }),
    });
  const plain = await sheet('identity');
  expect(plain.headers.get('content-encoding')).toBeNull();
  const text = await plain.text();
  expect(text.length).toBeGreaterThan(4096);
  for (const encoding of ['br', 'gzip']) {
    const compressed = await sheet(encoding);
    expect(compressed.headers.get('content-encoding')).toBe(encoding);
    expect(await compressed.text()).toBe(text);
  }
});

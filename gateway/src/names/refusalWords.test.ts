// The api's refusals in the page's words (docs/i18n.md#server-words), through the real gateway and
// api: a Bengali page gets the Bengali twin of each sentence beside the English, an English page
// gets none, and a sentence no catalogue knows is left to be shown as sent.
import { serverWords } from '@proshno/engine';
import { bengaliTwins } from '@proshno/engine/bengali';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accessOf, startLiveStack, type LiveStack } from '../liveStack';

let stack: LiveStack;
let token: string;
beforeAll(async () => {
  stack = await startLiveStack();
  token = await accessOf(stack, 'learner@example.com', 'Learner#2026');
});
afterAll(async () => {
  await stack?.close();
});

type Failure = { message: string; extensions: { code?: string; body?: { detail?: string }; words?: Record<string, string> } };

async function refusalIn(headers: Record<string, string>, query: string): Promise<Failure> {
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ query }),
  });
  const answer = (await response.json()) as { errors?: Failure[] };
  return answer.errors?.[0] ?? expect.fail(`no refusal: ${JSON.stringify(answer)}`);
}

it("sends a Bengali page the Bengali words of a refusal's sentence, the English kept beside them", async () => {
  const query = '{ examResult(id: 999999) { score } }';
  const bengali = await refusalIn({ 'accept-language': 'bn-BD,bn;q=0.9' }, query);
  expect(bengali.extensions.code).toBe('NOT_FOUND');
  expect(bengali.message).toBe(serverWords.notFound);
  expect(bengali.extensions.body?.detail).toBe(serverWords.notFound);
  expect(bengali.extensions.words).toEqual({ [serverWords.notFound]: bengaliTwins.server.notFound });

  const english = await refusalIn({ 'accept-language': 'bn-BD', cookie: 'proshno-language=en' }, query);
  expect(english.message).toBe(serverWords.notFound);
  expect(english.extensions.words).toBeUndefined();
});

it('leaves a sentence no catalogue knows without words', async () => {
  const unknown = await refusalIn({ 'accept-language': 'bn' }, '{ examResult(id: 1) { nosuchfield } }');
  expect(unknown.extensions.words).toBeUndefined();
});

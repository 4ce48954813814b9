// Every operation of api/openapi.yaml has exactly one handler, registered by its operationId, and
// every route of the api is one of them (docs/decisions.md#build-the-api; issue 18).
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokens } from '../access/tokens';
import { startTestApi, type TestApi } from '../test/harness';
import { operationsById, routePath } from './openapi';
import { operationRoutes, type OperationId } from './route';

describe('routes declared by operationId', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi('pglite');
  }, 60_000);
  afterAll(() => t.close());

  /**
   * The api's own routes: not the HEADs Fastify adds to GETs, @fastify/cors's preflight, the media
   * files or the SSLCommerz simulator.
   */
  const ours = () =>
    t.api.app.declaredRoutes.filter(
      (r) => r.method !== 'HEAD' && !(r.method === 'OPTIONS' && r.url === '*') && !r.outsideContract && !r.url.startsWith('/media/'),
    );

  it('gives every operation of openapi.yaml one handler', () => {
    const handled = ours().map((r) => r.operationId);
    const missing = [...operationsById.keys()].filter((id) => !handled.includes(id));
    expect(missing, 'operations without a handler').toEqual([]);
    const twice = handled.filter((id, i) => handled.indexOf(id) !== i);
    expect(twice, 'operations with two handlers').toEqual([]);
  });

  it('routes nothing that is not an operation of openapi.yaml, at the contract method and path', () => {
    for (const route of ours()) {
      const at = route.operationId === undefined ? undefined : operationsById.get(route.operationId);
      expect(at, `${route.method} ${route.url} names no operation of openapi.yaml`).toBeDefined();
      expect({ method: route.method, url: route.url }).toEqual({ method: at?.method.toUpperCase(), url: routePath(at?.path ?? '') });
    }
  });

  it('refuses a handler for an operation openapi.yaml does not have', () => {
    const operation = operationRoutes(Fastify(), createTokens('test-secret-that-is-long-enough-for-hs256', () => new Date()));
    const unknown = 'getExamm' as OperationId;
    expect(() => operation(unknown, async () => ({}))).toThrow('openapi.yaml has no operation getExamm');
  });
});

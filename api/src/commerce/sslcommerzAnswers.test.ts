// What the SSLCommerz client makes of the answers it may get: SSLCommerz's own mix of text and
// numbers, and bodies that are not the JSON object it documents (a proxy's error page, an array).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sslcommerzClient, type SessionRequest, type SslcommerzClient } from './sslcommerz';

describe('the SSLCommerz client reading odd answers', () => {
  let answer = { status: 200, body: '' };
  let server: Server;
  let client: SslcommerzClient;
  beforeAll(async () => {
    server = createServer((_request, response) => response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    client = sslcommerzClient(() => ({ baseUrl: `http://127.0.0.1:${port}`, storeId: 'store', storePassword: 'secret' }));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const answering = (body: unknown, status = 200) => {
    answer = { status, body: typeof body === 'string' ? body : JSON.stringify(body) };
  };
  const session = () => client.initSession({} as SessionRequest);

  test('numbers in a validation answer are read as text; fields of another type as absent', async () => {
    answering({ status: 'VALID', tran_id: 'T1', amount: 299, currency: 'BDT', currency_amount: 299.5, card_type: null, bank_tran_id: { id: 1 }, extra: 'x' });
    expect(await client.validate('V1')).toEqual({
      status: 'VALID',
      APIConnect: undefined,
      tran_id: 'T1',
      val_id: undefined,
      amount: '299',
      currency: 'BDT',
      currency_type: undefined,
      currency_amount: '299.5',
      bank_tran_id: undefined,
      card_type: undefined,
    });
  });

  test.each([['not JSON', '<html>Bad gateway</html>'], ['an array', '[{"status":"VALID"}]'], ['null', 'null'], ['a status that is not text', { status: 1, tran_id: 'T1' }]])(
    'a validation answer that is %s is an INVALID_TRANSACTION',
    async (_, body) => {
      answering(body, 502);
      expect(await client.validate('V1')).toMatchObject({ status: 'INVALID_TRANSACTION' });
    },
  );

  test('a session answer is SUCCESS only with a gateway page; otherwise its reason, or the HTTP status', async () => {
    answering({ status: 'SUCCESS', sessionkey: 42, GatewayPageURL: 'https://pay.example/1' });
    expect(await session()).toEqual({ status: 'SUCCESS', sessionkey: '42', GatewayPageURL: 'https://pay.example/1' });
    answering({ status: 'SUCCESS', GatewayPageURL: '' });
    expect(await session()).toEqual({ status: 'FAILED', failedreason: 'HTTP 200' });
    answering({ status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' });
    expect(await session()).toEqual({ status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' });
    answering('Service Unavailable', 503);
    expect(await session()).toEqual({ status: 'FAILED', failedreason: 'HTTP 503' });
  });
});

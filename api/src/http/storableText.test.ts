// Issue 15 "Hardening": text the database cannot store (the NUL character) is a 400 naming the
// field, decided once by the contract for every text field, and nothing is written.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readDatabaseState, type DatabaseState } from '../security/databaseState';
import { asLearner, type Auth } from '../test/examFixtures';
import { registration } from '../test/fixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { nulTextDetail } from './errors';

const NUL = 'a\u0000b';

describe.each(stores)('text with the NUL character on %s', (store) => {
  let t: TestApi;
  let auth: Auth;
  let before: DatabaseState;

  beforeAll(async () => {
    t = await startTestApi(store);
    auth = await asLearner(t);
    before = await databaseState(t);
  });
  afterAll(() => t.close());

  test('an exam title with NUL is a 400 naming the field', async () => {
    const body = { title: `Random ${NUL}`, type: 1, status: 'created', visibility: 'private', is_pausable: true };
    expect(await t.call('POST', '/api/exam/v1/exam/', body, auth)).toMatchObject({ status: 400, json: { detail: nulTextDetail('body/title') } });
  });

  test('a registration name with NUL is a 400 naming the field', async () => {
    const body = registration({ full_name: `Rafiq ${NUL}` });
    expect(await t.call('POST', '/auth/registration/', body)).toMatchObject({ status: 400, json: { detail: nulTextDetail('body/full_name') } });
  });

  test('a login or reset e-mail with NUL is a 400 naming the field', async () => {
    const login = await t.call('POST', '/auth/login/', { email: `learner${NUL}@example.com`, password: 'Learner#2026' });
    expect(login).toMatchObject({ status: 400, json: { detail: nulTextDetail('body/email') } });
    const reset = await t.call('POST', '/auth/password/forget/', { email: `learner@example.com${NUL}` });
    expect(reset).toMatchObject({ status: 400, json: { detail: nulTextDetail('body/email') } });
  });

  test('a path parameter, a query parameter and a form field with NUL are 400s naming them', async () => {
    const path = await t.call('GET', `/api/exam/v1/exam/${encodeURIComponent(NUL)}/`, undefined, auth);
    expect(path).toMatchObject({ status: 400 });
    const query = await t.call('GET', `/api/exam/v1/question/?exam=${encodeURIComponent(NUL)}`, undefined, auth);
    expect(query).toMatchObject({ status: 400 });
    const form = await t.api.app.inject({
      method: 'POST',
      url: '/api/study-plan/v1/payment/ipn/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ tran_id: NUL, val_id: 'x', status: 'VALID' }).toString(),
    });
    expect(form.statusCode).toBe(400);
    expect(JSON.parse(form.body)).toEqual({ detail: nulTextDetail('body/tran_id') });
  });

  test('afterwards the database holds the same rows', async () => {
    const after = await databaseState(t);
    expect(after.halfWritten).toEqual({});
    expect(after.counts).toEqual(before.counts);
  });
});

async function databaseState(t: TestApi): Promise<DatabaseState> {
  let state: DatabaseState = { counts: {}, halfWritten: {} };
  await t.restart(async (config) => {
    state = await readDatabaseState(config);
  });
  return state;
}

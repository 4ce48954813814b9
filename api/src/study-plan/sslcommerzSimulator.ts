// A local SSLCommerz (DESIGN.md "Payment"): served by the api when no store credentials are set,
// so the same client code runs in development and tests. It speaks the published protocol: the
// session API (gwprocess/v4/api.php) answers GatewayPageURL; the hosted page offers Pay, Fail and
// Cancel; the result is sent to ipn_url and carried to success_url, fail_url or cancel_url as a
// form POST with status, tran_id, val_id, amount, currency, verify_sign and verify_key; the order
// validation API (validator/api/validationserverAPI.php) answers VALID once, then VALIDATED.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formFields } from './formBody';
import { SESSION_PATH, VALIDATION_PATH, type SslcommerzEndpoint } from './sslcommerz';
import { closedPage, paymentPage, returnPage, type Page } from './simulatorPages';

/** Where the simulator lives on the api (and so on the one URL, which passes /api through). */
export const SIMULATOR_PREFIX = '/api/sslcommerz-simulator';
export const SIMULATOR_STORE = { storeId: 'proshnosimulator', storePassword: 'proshnosimulator@ssl' } as const;

const HOSTED_PAGE_PATH = '/gwprocess/v4/gw.php';
const DECISION_PATH = '/gwprocess/v4/simulate/';
const IPN_TIMEOUT_MS = 10_000;

type Outcome = 'VALID' | 'FAILED' | 'CANCELLED';

type SimulatedSession = {
  key: string;
  request: Record<string, string>;
  status: 'PENDING' | Outcome;
  valId: string | null;
  bankTranId: string;
  tranDate: string;
  validations: number;
};

export function simulatorEndpoint(baseUrl: string): SslcommerzEndpoint {
  return { baseUrl: `${baseUrl}${SIMULATOR_PREFIX}`, ...SIMULATOR_STORE };
}

/** Registers the simulator; `publicUrl` is where browsers reach it (GatewayPageURL). */
export function simulatorRoutes(app: FastifyInstance, options: { publicUrl: string; now: () => Date }): void {
  const sessions = new Map<string, SimulatedSession>();
  const byValId = new Map<string, SimulatedSession>();
  const outsideContract = { config: { outsideContract: true } };

  app.post(`${SIMULATOR_PREFIX}${SESSION_PATH}`, outsideContract, async (request) => {
    const form = formFields(request.body);
    const problem = sessionProblem(form);
    if (problem !== null) return { status: 'FAILED', failedreason: problem };
    const key = randomBytes(16).toString('hex').toUpperCase();
    sessions.set(key, {
      key,
      request: form,
      status: 'PENDING',
      valId: null,
      bankTranId: randomBytes(8).toString('hex').toUpperCase(),
      tranDate: '',
      validations: 0,
    });
    const gatewayPage = `${options.publicUrl}${SIMULATOR_PREFIX}${HOSTED_PAGE_PATH}?Q=pay&SESSIONKEY=${key}`;
    return { status: 'SUCCESS', failedreason: '', sessionkey: key, GatewayPageURL: gatewayPage, redirectGatewayURL: gatewayPage };
  });

  app.get<{ Querystring: { SESSIONKEY?: string } }>(`${SIMULATOR_PREFIX}${HOSTED_PAGE_PATH}`, outsideContract, async (request, reply) => {
    const session = sessions.get(request.query.SESSIONKEY ?? '');
    if (session === undefined) return html(reply.code(404), closedPage('This payment session does not exist.'));
    if (session.status !== 'PENDING') return html(reply.code(410), closedPage('This payment session is already closed.'));
    const r = session.request;
    return html(
      reply,
      paymentPage({
        key: session.key,
        tranId: r.tran_id ?? '',
        amount: r.total_amount ?? '',
        currency: r.currency ?? '',
        productName: r.product_name ?? '',
        customer: `${r.cus_name ?? ''} <${r.cus_email ?? ''}>`,
      }),
    );
  });

  app.post(`${SIMULATOR_PREFIX}${DECISION_PATH}`, outsideContract, async (request, reply) => {
    const form = formFields(request.body);
    const session = sessions.get(form.SESSIONKEY ?? '');
    const outcome = outcomes[form.outcome ?? ''];
    if (session === undefined || outcome === undefined) return html(reply.code(400), closedPage('Unknown payment session or choice.'));
    if (session.status !== 'PENDING') return html(reply.code(410), closedPage('This payment session is already closed.'));
    session.status = outcome;
    session.tranDate = sslDate(options.now());
    if (outcome === 'VALID') {
      session.valId = `${sslDate(options.now()).replace(/\D/g, '').slice(2, 12)}${randomBytes(6).toString('hex').toUpperCase()}`;
      byValId.set(session.valId, session);
    }
    const fields = signed(returnFields(session), SIMULATOR_STORE.storePassword);
    const ipnUrl = session.request.ipn_url;
    // SSLCommerz notifies the merchant's server before the customer is sent back.
    if (ipnUrl) {
      await fetch(ipnUrl, { method: 'POST', body: new URLSearchParams(fields), signal: AbortSignal.timeout(IPN_TIMEOUT_MS) }).catch(
        (error: unknown) => request.log.warn({ error }, 'simulated IPN not delivered'),
      );
    }
    const back = { VALID: session.request.success_url, FAILED: session.request.fail_url, CANCELLED: session.request.cancel_url }[outcome];
    return html(reply, returnPage(back ?? '', fields));
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(`${SIMULATOR_PREFIX}${VALIDATION_PATH}`, outsideContract, async (request) => {
    const { val_id: valId, store_id: storeId, store_passwd: storePassword } = request.query;
    if (storeId !== SIMULATOR_STORE.storeId || storePassword !== SIMULATOR_STORE.storePassword) return { APIConnect: 'FAILED' };
    if (!valId) return { APIConnect: 'INVALID_REQUEST' };
    const session = byValId.get(valId);
    if (session === undefined) return { APIConnect: 'DONE', status: 'INVALID_TRANSACTION' };
    session.validations += 1;
    const fields = returnFields(session);
    return {
      ...fields,
      status: session.validations === 1 ? 'VALID' : 'VALIDATED',
      emi_instalment: '0',
      emi_amount: '0.00',
      APIConnect: 'DONE',
      validated_on: sslDate(options.now()),
      gw_version: 'simulator',
    };
  });
}

const outcomes: Record<string, Outcome | undefined> = { pay: 'VALID', fail: 'FAILED', cancel: 'CANCELLED' };

const required = [
  'total_amount', 'currency', 'tran_id', 'success_url', 'fail_url', 'cancel_url', 'cus_name', 'cus_email',
  'cus_add1', 'cus_city', 'cus_postcode', 'cus_country', 'cus_phone', 'shipping_method', 'product_name',
  'product_category', 'product_profile',
];

/** SSLCommerz's checks on a session request, or null when it is acceptable. */
function sessionProblem(form: Record<string, string>): string | null {
  if (form.store_id !== SIMULATOR_STORE.storeId || form.store_passwd !== SIMULATOR_STORE.storePassword) {
    return 'Store Credential Error Or Store is De-active';
  }
  const missing = required.find((name) => !form[name]);
  if (missing !== undefined) return `Invalid Information: ${missing} is missing`;
  const amount = Number(form.total_amount);
  if (!/^\d+(\.\d{1,2})?$/.test(form.total_amount ?? '') || amount < 10 || amount > 500000) {
    return 'Invalid Amount: total_amount must be between 10.00 and 500000.00';
  }
  if ((form.tran_id ?? '').length > 30) return 'Invalid Information: tran_id is longer than 30 characters';
  return null;
}

/** The fields SSLCommerz posts to the IPN listener and the return URLs (and the validation API echoes). */
function returnFields(session: SimulatedSession): Record<string, string> {
  const amount = Number(session.request.total_amount).toFixed(2);
  const paid = session.status === 'VALID';
  return {
    status: session.status,
    tran_date: session.tranDate,
    tran_id: session.request.tran_id ?? '',
    ...(paid && session.valId !== null ? { val_id: session.valId } : {}),
    amount,
    store_amount: paid ? (Number(amount) * 0.975).toFixed(2) : '0.00',
    currency: 'BDT',
    bank_tran_id: paid ? session.bankTranId : '',
    card_type: paid ? 'VISA-Simulator' : '',
    card_no: paid ? '432149XXXXXX0667' : '',
    card_issuer: paid ? 'Simulator Bank' : '',
    card_brand: paid ? 'VISA' : '',
    card_issuer_country: 'Bangladesh',
    card_issuer_country_code: 'BD',
    currency_type: session.request.currency ?? 'BDT',
    currency_amount: amount,
    currency_rate: '1.0000',
    base_fair: '0.00',
    value_a: session.request.value_a ?? '',
    value_b: session.request.value_b ?? '',
    value_c: session.request.value_c ?? '',
    value_d: session.request.value_d ?? '',
    risk_level: '0',
    risk_title: 'Safe',
    ...(paid ? {} : { error: session.status === 'CANCELLED' ? 'Cancelled by User' : 'Payment declined by the simulator' }),
  };
}

/** verify_key lists the signed fields; verify_sign is the md5 SSLCommerz's integration kits check. */
function signed(fields: Record<string, string>, storePassword: string): Record<string, string> {
  const keys = Object.keys(fields).sort();
  const withPassword: Record<string, string> = { ...fields, store_passwd: md5(storePassword) };
  const text = Object.keys(withPassword)
    .sort()
    .map((key) => `${key}=${withPassword[key] ?? ''}`)
    .join('&');
  return { ...fields, verify_sign: md5(text), verify_key: keys.join(',') };
}

function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

/** SSLCommerz's 'YYYY-MM-DD HH:mm:ss' in Dhaka time. */
function sslDate(instant: Date): string {
  return new Date(instant.getTime() + 6 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
}

function html(reply: FastifyReply, page: Page): FastifyReply {
  return reply.header('content-security-policy', page.csp).type('text/html; charset=utf-8').send(page.html);
}

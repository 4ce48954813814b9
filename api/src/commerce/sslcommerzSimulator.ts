// A local SSLCommerz (docs/commerce.md#simulator): served by the api when no store credentials are set,
// so the same client code runs in development and tests. It speaks the published protocol: the
// session API (gwprocess/v4/api.php) answers GatewayPageURL; the hosted page offers Pay, Fail and
// Cancel; the result is sent to ipn_url and carried to success_url, fail_url or cancel_url as a
// form POST with status, tran_id, val_id, amount, currency, verify_sign and verify_key; the order
// validation API (validator/api/validationserverAPI.php) answers VALID once, then VALIDATED; the refund
// API (validator/api/merchantTransIDvalidationAPI.php) refunds a paid payment once, up to its amount, and
// answers a refund query by refund_ref_id (docs/content.md#refunds).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { formFields } from './formBody';
import { parseSslAmount, sslAmount } from './money';
import { REFUND_PATH, SESSION_PATH, VALIDATION_PATH, type SslcommerzEndpoint } from './sslcommerz';
import { closedPage, paymentPage, returnPage, type Page } from './simulatorPages';

/** Where the simulator lives on the api (and so on the one URL, which passes /api through). */
export const SIMULATOR_PREFIX = '/api/sslcommerz-simulator';
export const SIMULATOR_STORE = { storeId: 'proshnosimulator', storePassword: 'proshnosimulator@ssl' } as const;

const HOSTED_PAGE_PATH = '/gwprocess/v4/gw.php';
const DECISION_PATH = '/gwprocess/v4/simulate/';
const IPN_TIMEOUT_MS = 10_000;

/**
 * The simulator's limits (README "Security"): anyone may open a session with its published
 * credentials, so what one costs is bounded. A session can be paid for 30 minutes after it opens and
 * is forgotten 30 minutes after its last change; at most 1,000 are kept (the oldest goes first),
 * each from a body of at most 16 KiB whose fields are at most 255 characters (SSLCommerz's widest).
 */
export const SIMULATOR_LIMITS = { sessionMs: 30 * 60_000, sessions: 1000, bodyBytes: 16 * 1024, fieldChars: 255 } as const;

/** What the hosted page says when it cannot be used. */
export const SIMULATOR_MESSAGES = {
  unknownSession: 'This payment session does not exist or has expired.',
  expiredSession: 'This payment session has expired.',
  closedSession: 'This payment session is already closed.',
  unknownChoice: 'Unknown payment session or choice.',
} as const;

/** The refund API's errorReason for each refusal. */
export const SIMULATOR_REFUND_REASONS = {
  unknownPayment: 'Invalid bank_tran_id: no paid transaction has it',
  tooMuch: 'refund_amount is more than the transaction amount',
  alreadyRefunded: 'This transaction has already been refunded',
  unknownRefund: 'Invalid refund_ref_id',
} as const;

/** A paid payment the refund API can refund, kept by bank_tran_id after its session is forgotten. */
type PaidPayment = { tranId: string; amountPoisha: number; refund: { refId: string; amountPoisha: number; initiatedOn: string } | null };

type Outcome = 'VALID' | 'FAILED' | 'CANCELLED';

type SimulatedSession = {
  key: string;
  request: Record<string, string>;
  status: 'PENDING' | Outcome;
  valId: string | null;
  bankTranId: string;
  tranDate: string;
  validations: number;
  /** Pending: when it can no longer be paid; decided: when it is forgotten. */
  expiresAt: number;
};

export function simulatorEndpoint(baseUrl: string): SslcommerzEndpoint {
  return { baseUrl: `${baseUrl}${SIMULATOR_PREFIX}`, ...SIMULATOR_STORE };
}

/**
 * Registers the simulator; `publicUrl` is where browsers reach it (GatewayPageURL) and the only
 * origin it calls back or sends customers to: our own return and IPN routes live there, and any
 * other target would let a caller make the api send requests wherever it likes.
 */
export function simulatorRoutes(app: FastifyInstance, options: { publicUrl: string; now: () => Date }): void {
  const sessions = sessionStore(options.now);
  // The newest SIMULATOR_LIMITS.sessions paid payments, oldest first.
  const paid = new Map<string, PaidPayment>();
  const ownOrigin = new URL(options.publicUrl).origin;
  const outsideContract = { config: { outsideContract: true }, bodyLimit: SIMULATOR_LIMITS.bodyBytes };

  app.post(
    `${SIMULATOR_PREFIX}${SESSION_PATH}`,
    {
      ...outsideContract,
      // A refusal before the handler (too large, not a form) still answers in SSLCommerz's shape.
      errorHandler: (error: FastifyError, request, reply) => {
        const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
        if (status === 500) request.log.error(error);
        const reason = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? `Invalid Information: the request is larger than ${SIMULATOR_LIMITS.bodyBytes} bytes` : `Invalid Information: ${error.message}`;
        return reply.code(status).send({ status: 'FAILED', failedreason: status === 500 ? 'Something went wrong' : reason });
      },
    },
    async (request, reply) => {
      const form = formFields(request.body);
      const problem = sessionProblem(form, ownOrigin);
      if (problem !== null) return reply.code(400).send({ status: 'FAILED', failedreason: problem });
      const key = randomBytes(16).toString('hex').toUpperCase();
      sessions.add({
        key,
        request: form,
        status: 'PENDING',
        valId: null,
        bankTranId: randomBytes(8).toString('hex').toUpperCase(),
        tranDate: '',
        validations: 0,
        expiresAt: options.now().getTime() + SIMULATOR_LIMITS.sessionMs,
      });
      const gatewayPage = `${options.publicUrl}${SIMULATOR_PREFIX}${HOSTED_PAGE_PATH}?Q=pay&SESSIONKEY=${key}`;
      return { status: 'SUCCESS', failedreason: '', sessionkey: key, GatewayPageURL: gatewayPage, redirectGatewayURL: gatewayPage };
    },
  );

  app.get<{ Querystring: { SESSIONKEY?: unknown } }>(`${SIMULATOR_PREFIX}${HOSTED_PAGE_PATH}`, outsideContract, async (request, reply) => {
    const key = request.query.SESSIONKEY;
    if (typeof key !== 'string' || key === '') return html(reply.code(400), closedPage(SIMULATOR_MESSAGES.unknownSession));
    const session = sessions.byKey(key);
    if (session === undefined) return html(reply.code(404), closedPage(SIMULATOR_MESSAGES.unknownSession));
    if (session === 'expired') return html(reply.code(410), closedPage(SIMULATOR_MESSAGES.expiredSession));
    if (session.status !== 'PENDING') return html(reply.code(410), closedPage(SIMULATOR_MESSAGES.closedSession));
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
    const session = form.SESSIONKEY ? sessions.byKey(form.SESSIONKEY) : undefined;
    const outcome = outcomes[form.outcome ?? ''];
    if (session === undefined || outcome === undefined) return html(reply.code(400), closedPage(SIMULATOR_MESSAGES.unknownChoice));
    if (session === 'expired') return html(reply.code(410), closedPage(SIMULATOR_MESSAGES.expiredSession));
    if (session.status !== 'PENDING') return html(reply.code(410), closedPage(SIMULATOR_MESSAGES.closedSession));
    session.status = outcome;
    session.tranDate = sslDate(options.now());
    if (outcome === 'VALID') {
      session.valId = `${sslDate(options.now()).replace(/\D/g, '').slice(2, 12)}${randomBytes(6).toString('hex').toUpperCase()}`;
      if (paid.size >= SIMULATOR_LIMITS.sessions) paid.delete(paid.keys().next().value ?? '');
      paid.set(session.bankTranId, { tranId: session.request.tran_id ?? '', amountPoisha: parseSslAmount(session.request.total_amount) ?? 0, refund: null });
    }
    sessions.changed(session);
    const fields = signed(returnFields(session), SIMULATOR_STORE.storePassword);
    const ipnUrl = session.request.ipn_url;
    // SSLCommerz notifies the merchant's server before the customer is sent back. A redirect is
    // not followed: it could lead off our origin.
    if (ipnUrl) {
      await fetch(ipnUrl, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual', signal: AbortSignal.timeout(IPN_TIMEOUT_MS) }).catch(
        (error: unknown) => request.log.warn({ error }, 'simulated IPN not delivered'),
      );
    }
    const back = { VALID: session.request.success_url, FAILED: session.request.fail_url, CANCELLED: session.request.cancel_url }[outcome];
    return html(reply, returnPage(back ?? '', fields));
  });

  app.get<{ Querystring: Record<string, unknown> }>(`${SIMULATOR_PREFIX}${VALIDATION_PATH}`, outsideContract, async (request) => {
    const { val_id: valId, store_id: storeId, store_passwd: storePassword } = request.query;
    if (storeId !== SIMULATOR_STORE.storeId || storePassword !== SIMULATOR_STORE.storePassword) return { APIConnect: 'FAILED' };
    if (typeof valId !== 'string' || valId === '') return { APIConnect: 'INVALID_REQUEST' };
    const session = sessions.byValId(valId);
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

  app.get<{ Querystring: Record<string, unknown> }>(`${SIMULATOR_PREFIX}${REFUND_PATH}`, outsideContract, async (request) => {
    const { store_id: storeId, store_passwd: storePassword, refund_ref_id: refId, bank_tran_id: bankTranId } = request.query;
    if (storeId !== SIMULATOR_STORE.storeId || storePassword !== SIMULATOR_STORE.storePassword) return { APIConnect: 'FAILED' };
    if (typeof refId === 'string' && refId !== '' && bankTranId === undefined) return refundQuery(paid, refId);
    const { refund_amount: amountText, refund_remarks: remarks } = request.query;
    const amount = typeof amountText === 'string' ? parseSslAmount(amountText) : null;
    if (typeof bankTranId !== 'string' || bankTranId === '' || amount === null || amount <= 0 || typeof remarks !== 'string' || remarks.trim() === '') {
      return { APIConnect: 'INVALID_REQUEST' };
    }
    const payment = paid.get(bankTranId);
    const refused = (errorReason: string) => ({ APIConnect: 'DONE', bank_tran_id: bankTranId, trans_id: payment?.tranId ?? '', refund_ref_id: '', status: 'failed', errorReason });
    if (payment === undefined) return refused(SIMULATOR_REFUND_REASONS.unknownPayment);
    if (payment.refund !== null) return refused(SIMULATOR_REFUND_REASONS.alreadyRefunded);
    if (amount > payment.amountPoisha) return refused(SIMULATOR_REFUND_REASONS.tooMuch);
    payment.refund = { refId: randomBytes(8).toString('hex').toUpperCase(), amountPoisha: amount, initiatedOn: sslDate(options.now()) };
    return { APIConnect: 'DONE', bank_tran_id: bankTranId, trans_id: payment.tranId, refund_ref_id: payment.refund.refId, status: 'success', errorReason: '' };
  });
}

/** A refund query: the simulator refunds at once, so a known refund is always refunded. */
function refundQuery(paid: Map<string, PaidPayment>, refId: string): Record<string, string> {
  for (const [bankTranId, payment] of paid) {
    if (payment.refund?.refId !== refId) continue;
    return {
      APIConnect: 'DONE',
      bank_tran_id: bankTranId,
      tran_id: payment.tranId,
      refund_ref_id: refId,
      refund_amount: sslAmount(payment.refund.amountPoisha),
      initiated_on: payment.refund.initiatedOn,
      refunded_on: payment.refund.initiatedOn,
      status: 'refunded',
      errorReason: '',
    };
  }
  return { APIConnect: 'DONE', refund_ref_id: refId, status: 'failed', errorReason: SIMULATOR_REFUND_REASONS.unknownRefund };
}

type SessionStore = {
  add(session: SimulatedSession): void;
  /** The session, 'expired' when it can no longer be used (it is then forgotten), or undefined. */
  byKey(key: string): SimulatedSession | 'expired' | undefined;
  byValId(valId: string): SimulatedSession | undefined;
  /** After a decision: kept for validation until SIMULATOR_LIMITS.sessionMs from now. */
  changed(session: SimulatedSession): void;
};

/**
 * The sessions in the order they expire: every change re-inserts one with a later expiry, so the
 * expired ones are always at the front and the oldest is the first evicted when the store is full.
 */
function sessionStore(now: () => Date): SessionStore {
  const byKey = new Map<string, SimulatedSession>();
  const byValId = new Map<string, SimulatedSession>();
  const forget = (session: SimulatedSession) => {
    byKey.delete(session.key);
    if (session.valId !== null) byValId.delete(session.valId);
  };
  const expired = (session: SimulatedSession) => session.expiresAt <= now().getTime();
  return {
    add(session) {
      for (const oldest of byKey.values()) {
        if (!expired(oldest) && byKey.size < SIMULATOR_LIMITS.sessions) break;
        forget(oldest);
      }
      byKey.set(session.key, session);
    },
    byKey(key) {
      const session = byKey.get(key);
      if (session === undefined || !expired(session)) return session;
      forget(session);
      return 'expired';
    },
    byValId(valId) {
      const session = byValId.get(valId);
      if (session === undefined || !expired(session)) return session;
      forget(session);
      return undefined;
    },
    changed(session) {
      byKey.delete(session.key);
      session.expiresAt = now().getTime() + SIMULATOR_LIMITS.sessionMs;
      byKey.set(session.key, session);
      if (session.valId !== null) byValId.set(session.valId, session);
    },
  };
}

const outcomes: Record<string, Outcome | undefined> = { pay: 'VALID', fail: 'FAILED', cancel: 'CANCELLED' };

const required = [
  'total_amount', 'currency', 'tran_id', 'success_url', 'fail_url', 'cancel_url', 'cus_name', 'cus_email',
  'cus_add1', 'cus_city', 'cus_postcode', 'cus_country', 'cus_phone', 'shipping_method', 'product_name',
  'product_category', 'product_profile',
];

const returnUrls = ['success_url', 'fail_url', 'cancel_url', 'ipn_url'] as const;

/** SSLCommerz's checks on a session request, or null when it is acceptable. */
function sessionProblem(form: Record<string, string>, ownOrigin: string): string | null {
  if (form.store_id !== SIMULATOR_STORE.storeId || form.store_passwd !== SIMULATOR_STORE.storePassword) {
    return 'Store Credential Error Or Store is De-active';
  }
  const long = Object.keys(form).find((name) => (form[name] ?? '').length > SIMULATOR_LIMITS.fieldChars);
  if (long !== undefined) return `Invalid Information: ${long} is longer than ${SIMULATOR_LIMITS.fieldChars} characters`;
  const nul = Object.keys(form).find((name) => name.includes('\u0000') || (form[name] ?? '').includes('\u0000'));
  if (nul !== undefined) return 'Invalid Information: a field contains a NUL character';
  const missing = required.find((name) => !form[name]);
  if (missing !== undefined) return `Invalid Information: ${missing} is missing`;
  const amount = Number(form.total_amount);
  if (!/^\d+(\.\d{1,2})?$/.test(form.total_amount ?? '') || amount < 10 || amount > 500000) {
    return 'Invalid Amount: total_amount must be between 10.00 and 500000.00';
  }
  if ((form.tran_id ?? '').length > 30) return 'Invalid Information: tran_id is longer than 30 characters';
  // ipn_url may be left out (SSLCommerz then uses the panel's setting; the simulator sends none).
  const offOrigin = returnUrls.find((name) => !!form[name] && !onOrigin(form[name], ownOrigin));
  if (offOrigin !== undefined) return `Invalid Information: ${offOrigin} must be an address on ${ownOrigin}`;
  return null;
}

/** An http(s) URL on `origin`, without credentials in it. */
function onOrigin(text: string, origin: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return url.origin === origin && url.username === '' && url.password === '';
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

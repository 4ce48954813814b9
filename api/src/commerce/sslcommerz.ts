// The SSLCommerz client (docs/decisions.md#payment): session initiation (gwprocess/v4/api.php), the
// order validation API (validator/api/validationserverAPI.php) and the refund API
// (validator/api/merchantTransIDvalidationAPI.php, docs/content.md#refunds), with SSLCommerz's own field names.
// The same code talks to the sandbox, the live store or the api's simulator; only the endpoint differs.
import * as v from 'valibot';
import type { SslcommerzStore } from '../config';

export type SslcommerzEndpoint = { baseUrl: string; storeId: string; storePassword: string };

export const SANDBOX_URL = 'https://sandbox.sslcommerz.com';
export const LIVE_URL = 'https://securepay.sslcommerz.com';
export const SESSION_PATH = '/gwprocess/v4/api.php';
export const VALIDATION_PATH = '/validator/api/validationserverAPI.php';
/** The refund API: initiating a refund (by bank_tran_id) and querying one (by refund_ref_id) share it. */
export const REFUND_PATH = '/validator/api/merchantTransIDvalidationAPI.php';

export function storeEndpoint(store: SslcommerzStore): SslcommerzEndpoint {
  return { baseUrl: store.live ? LIVE_URL : SANDBOX_URL, storeId: store.storeId, storePassword: store.storePassword };
}

/** The session request's fields beside the store's credentials (SSLCommerz v4 "Create and Get Session"). */
export type SessionRequest = {
  total_amount: string;
  currency: 'BDT';
  tran_id: string;
  success_url: string;
  fail_url: string;
  cancel_url: string;
  ipn_url: string;
  cus_name: string;
  cus_email: string;
  cus_add1: string;
  cus_city: string;
  cus_postcode: string;
  cus_country: string;
  cus_phone: string;
  shipping_method: 'NO';
  num_of_item: string;
  product_name: string;
  product_category: string;
  product_profile: 'non-physical-goods';
};

export type SessionAnswer =
  | { status: 'SUCCESS'; sessionkey: string; GatewayPageURL: string }
  | { status: 'FAILED'; failedreason: string };

/** A field SSLCommerz sends as text or as a number, read as text; any other value counts as absent. */
const text = v.fallback(v.optional(v.pipe(v.union([v.string(), v.number()]), v.toString())), undefined);

const sessionAnswer = v.object({ status: text, sessionkey: text, GatewayPageURL: text, failedreason: text });

/** The fields of the order validation API's answer that decide whether an order is paid. */
const validationAnswer = v.object({
  status: v.fallback(v.string(), 'INVALID_TRANSACTION'),
  APIConnect: text,
  tran_id: text,
  val_id: text,
  amount: text,
  currency: text,
  currency_type: text,
  currency_amount: text,
  bank_tran_id: text,
  card_type: text,
});

export type Validation = v.InferOutput<typeof validationAnswer>;

/** A refund's initiation: the payment's bank_tran_id, the amount in BDT ('299.00') and the reason. */
export type RefundRequest = { bank_tran_id: string; refund_amount: string; refund_remarks: string };

/**
 * The refund API's answer. APIConnect is DONE when the store's credentials were accepted; status is
 * success (initiated now), processing (initiated already) or failed, with errorReason.
 */
const refundAnswer = v.object({
  APIConnect: text,
  bank_tran_id: text,
  trans_id: text,
  refund_ref_id: text,
  status: text,
  errorReason: text,
});

export type RefundAnswer = v.InferOutput<typeof refundAnswer>;

/** The refund query's answer: status refunded, processing or cancelled (failed for an unknown refund_ref_id). */
const refundStatusAnswer = v.object({
  APIConnect: text,
  bank_tran_id: text,
  tran_id: text,
  refund_ref_id: text,
  initiated_on: text,
  refunded_on: text,
  status: text,
  errorReason: text,
});

export type RefundStatus = v.InferOutput<typeof refundStatusAnswer>;

export type SslcommerzClient = {
  initSession(request: SessionRequest): Promise<SessionAnswer>;
  validate(valId: string): Promise<Validation>;
  /** Throws when SSLCommerz cannot be reached or does not answer within the timeout. */
  refund(request: RefundRequest): Promise<RefundAnswer>;
  refundStatus(refundRefId: string): Promise<RefundStatus>;
};

const TIMEOUT_MS = 15_000;

const jsonObject = v.pipe(v.string(), v.parseJson(), v.looseObject({}));

/** `endpoint` is read per call: the simulator's address is only known once the api listens. */
export function sslcommerzClient(endpoint: () => SslcommerzEndpoint): SslcommerzClient {
  // Every field has a fallback, so any body reads: one that is not a JSON object as no fields at all.
  const answerOf = async <T extends typeof sessionAnswer | typeof validationAnswer | typeof refundAnswer | typeof refundStatusAnswer>(response: Response, schema: T) => {
    const body = v.safeParse(jsonObject, await response.text());
    return v.parse(schema, body.success ? body.output : {});
  };
  return {
    async initSession(request) {
      const { baseUrl, storeId, storePassword } = endpoint();
      const body = new URLSearchParams({ store_id: storeId, store_passwd: storePassword, ...request });
      const response = await fetch(`${baseUrl}${SESSION_PATH}`, { method: 'POST', body, signal: AbortSignal.timeout(TIMEOUT_MS) });
      const answer = await answerOf(response, sessionAnswer);
      const url = answer.GatewayPageURL;
      if (answer.status === 'SUCCESS' && url !== undefined && url !== '') {
        return { status: 'SUCCESS', sessionkey: answer.sessionkey ?? '', GatewayPageURL: url };
      }
      return { status: 'FAILED', failedreason: answer.failedreason ?? `HTTP ${response.status}` };
    },
    async validate(valId) {
      const { baseUrl, storeId, storePassword } = endpoint();
      const query = new URLSearchParams({ val_id: valId, store_id: storeId, store_passwd: storePassword, v: '1', format: 'json' });
      const response = await fetch(`${baseUrl}${VALIDATION_PATH}?${query}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      return answerOf(response, validationAnswer);
    },
    async refund(request) {
      const { baseUrl, storeId, storePassword } = endpoint();
      const query = new URLSearchParams({ ...request, store_id: storeId, store_passwd: storePassword, v: '1', format: 'json' });
      const response = await fetch(`${baseUrl}${REFUND_PATH}?${query}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      return answerOf(response, refundAnswer);
    },
    async refundStatus(refundRefId) {
      const { baseUrl, storeId, storePassword } = endpoint();
      const query = new URLSearchParams({ refund_ref_id: refundRefId, store_id: storeId, store_passwd: storePassword, v: '1', format: 'json' });
      const response = await fetch(`${baseUrl}${REFUND_PATH}?${query}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      return answerOf(response, refundStatusAnswer);
    },
  };
}

// The SSLCommerz client (docs/decisions.md#payment): session initiation (gwprocess/v4/api.php) and the
// order validation API (validator/api/validationserverAPI.php), with SSLCommerz's own field names.
// The same code talks to the sandbox, the live store or the api's simulator; only the endpoint differs.
import type { SslcommerzStore } from '../config';

export type SslcommerzEndpoint = { baseUrl: string; storeId: string; storePassword: string };

export const SANDBOX_URL = 'https://sandbox.sslcommerz.com';
export const LIVE_URL = 'https://securepay.sslcommerz.com';
export const SESSION_PATH = '/gwprocess/v4/api.php';
export const VALIDATION_PATH = '/validator/api/validationserverAPI.php';

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

/** The fields of the order validation API's answer that decide whether an order is paid. */
export type Validation = {
  status: string;
  APIConnect?: string;
  tran_id?: string;
  val_id?: string;
  amount?: string;
  currency?: string;
  currency_type?: string;
  currency_amount?: string;
  bank_tran_id?: string;
  card_type?: string;
};

export type SslcommerzClient = {
  initSession(request: SessionRequest): Promise<SessionAnswer>;
  validate(valId: string): Promise<Validation>;
};

const TIMEOUT_MS = 15_000;

/** `endpoint` is read per call: the simulator's address is only known once the api listens. */
export function sslcommerzClient(endpoint: () => SslcommerzEndpoint): SslcommerzClient {
  return {
    async initSession(request) {
      const { baseUrl, storeId, storePassword } = endpoint();
      const body = new URLSearchParams({ store_id: storeId, store_passwd: storePassword, ...request });
      const response = await fetch(`${baseUrl}${SESSION_PATH}`, { method: 'POST', body, signal: AbortSignal.timeout(TIMEOUT_MS) });
      const answer = await jsonObject(response);
      const url = answer.GatewayPageURL;
      if (answer.status === 'SUCCESS' && typeof url === 'string' && url !== '') {
        return { status: 'SUCCESS', sessionkey: String(answer.sessionkey ?? ''), GatewayPageURL: url };
      }
      return { status: 'FAILED', failedreason: String(answer.failedreason ?? `HTTP ${response.status}`) };
    },
    async validate(valId) {
      const { baseUrl, storeId, storePassword } = endpoint();
      const query = new URLSearchParams({ val_id: valId, store_id: storeId, store_passwd: storePassword, v: '1', format: 'json' });
      const response = await fetch(`${baseUrl}${VALIDATION_PATH}?${query}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      const answer = await jsonObject(response);
      const field = (name: string) => {
        const value = answer[name];
        return typeof value === 'string' || typeof value === 'number' ? { [name]: String(value) } : {};
      };
      return {
        status: typeof answer.status === 'string' ? answer.status : 'INVALID_TRANSACTION',
        ...field('APIConnect'),
        ...field('tran_id'),
        ...field('val_id'),
        ...field('amount'),
        ...field('currency'),
        ...field('currency_type'),
        ...field('currency_amount'),
        ...field('bank_tran_id'),
        ...field('card_type'),
      };
    },
  };
}

async function jsonObject(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

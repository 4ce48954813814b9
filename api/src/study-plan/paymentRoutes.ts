// SSLCommerz's calls back to us (DESIGN.md "Payment"): the customer's return POSTs to success,
// fail and cancel, which answer 303 to the web's /purchase/* pages, and the IPN listener.
import type { FastifyInstance } from 'fastify';
import { PAYMENT_OUTCOMES } from '@proshno/engine';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { contractRoute } from '../http/route';
import type { operations } from '../generated/rest';
import { closeUnpaid, settle } from './settlement';
import type { SslcommerzClient } from './sslcommerz';
import { PAYMENT_RETURN_PATH } from './startPayment';

type PaymentReturn = operations['paymentSuccess']['requestBody']['content']['application/x-www-form-urlencoded'];

export function paymentRoutes(app: FastifyInstance, ctx: ApiContext, sslcommerz: SslcommerzClient): void {
  // SSLCommerz posts forms; anything else is not a return from it.
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith(PAYMENT_RETURN_PATH)) return;
    if (!(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      throw fail(415, 'Unsupported media type; send application/x-www-form-urlencoded.');
    }
  });
  const report = (body: PaymentReturn) => ({ tranId: body.tran_id, valId: body.val_id });
  const settleReport = (body: PaymentReturn, log: (m: string) => void) => settle(ctx.db, sslcommerz, report(body), ctx.now, log);

  const success = `${PAYMENT_RETURN_PATH}/success/`;
  app.post<{ Body: PaymentReturn }>(success, contractRoute('post', success, ctx.tokens), async (request, reply) => {
    const settled = await settleReport(request.body, (m) => request.log.warn(m));
    const paid = settled === 'paid' || settled === 'alreadyPaid';
    return reply.redirect(paid ? PAYMENT_OUTCOMES.success.path : PAYMENT_OUTCOMES.failed.path, 303);
  });

  const failed = `${PAYMENT_RETURN_PATH}/fail/`;
  app.post<{ Body: PaymentReturn }>(failed, contractRoute('post', failed, ctx.tokens), async (request, reply) => {
    await closeUnpaid(ctx.db, request.body.tran_id, 'failed');
    return reply.redirect(PAYMENT_OUTCOMES.failed.path, 303);
  });

  const cancel = `${PAYMENT_RETURN_PATH}/cancel/`;
  app.post<{ Body: PaymentReturn }>(cancel, contractRoute('post', cancel, ctx.tokens), async (request, reply) => {
    await closeUnpaid(ctx.db, request.body.tran_id, 'cancelled');
    return reply.redirect(PAYMENT_OUTCOMES.cancel.path, 303);
  });

  const ipn = `${PAYMENT_RETURN_PATH}/ipn/`;
  app.post<{ Body: PaymentReturn }>(ipn, contractRoute('post', ipn, ctx.tokens), async (request) => {
    const { status } = request.body;
    if (status === 'FAILED' || status === 'CANCELLED' || status === 'UNATTEMPTED' || status === 'EXPIRED') {
      await closeUnpaid(ctx.db, request.body.tran_id, status === 'CANCELLED' ? 'cancelled' : 'failed');
      return { detail: 'Payment not completed' };
    }
    const settled = await settleReport(request.body, (m) => request.log.warn(m));
    if (settled === 'unknown') throw fail(404, 'Not found.');
    if (settled === 'refused') throw fail(400, 'The payment could not be validated.');
    return { detail: settled === 'paid' ? 'Payment recorded' : 'Payment already recorded' };
  });
}

// SSLCommerz's calls back to us (docs/decisions.md#payment): the customer's return POSTs to success,
// fail and cancel, which answer 303 to the web's /purchase/* pages, and the IPN listener.
import type { FastifyInstance } from 'fastify';
import { PAYMENT_OUTCOMES, serverWords } from '@proshno/engine';
import { DEMO_SELLER } from '../config';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes } from '../http/route';
import type { operations } from '../generated/rest';
import { closeUnpaid, settle } from './settlement';
import type { SslcommerzClient } from './sslcommerz';
import { PAYMENT_RETURN_PATH } from './startPayment';

type PaymentReturn = operations['paymentSuccess']['requestBody']['content']['application/x-www-form-urlencoded'];

export function paymentRoutes(app: FastifyInstance, ctx: ApiContext, sslcommerz: SslcommerzClient): void {
  const operation = operationRoutes(app, ctx.tokens);
  // SSLCommerz posts forms; anything else is not a return from it.
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith(PAYMENT_RETURN_PATH)) return;
    if (!(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      throw fail(415, 'Unsupported media type; send application/x-www-form-urlencoded.');
    }
  });
  const report = (body: PaymentReturn) => ({ tranId: body.tran_id, valId: body.val_id });
  const receipt = { publicUrl: ctx.config.publicUrl, seller: ctx.config.seller ?? DEMO_SELLER };
  const settleReport = async (body: PaymentReturn, log: (m: string) => void) => {
    const settled = await settle(ctx.db, sslcommerz, report(body), ctx.now, log, receipt);
    // The receipt was written with the payment; send it now rather than at the next poll.
    if (settled === 'paid') ctx.outbox.kick();
    return settled;
  };

  operation('paymentSuccess', async (request, reply) => {
    const settled = await settleReport(request.body, (m) => request.log.warn(m));
    const paid = settled === 'paid' || settled === 'alreadyPaid';
    // The success page names the transaction it shows (only its payer can read it).
    const to = paid ? `${PAYMENT_OUTCOMES.success.path}?tran_id=${encodeURIComponent(request.body.tran_id)}` : PAYMENT_OUTCOMES.failed.path;
    return reply.redirect(to, 303);
  });

  operation('paymentFail', async (request, reply) => {
    await closeUnpaid(ctx.db, request.body.tran_id, 'failed');
    return reply.redirect(PAYMENT_OUTCOMES.failed.path, 303);
  });

  operation('paymentCancel', async (request, reply) => {
    await closeUnpaid(ctx.db, request.body.tran_id, 'cancelled');
    return reply.redirect(PAYMENT_OUTCOMES.cancel.path, 303);
  });

  operation('paymentIpn', async (request) => {
    const { status } = request.body;
    if (status === 'FAILED' || status === 'CANCELLED' || status === 'UNATTEMPTED' || status === 'EXPIRED') {
      await closeUnpaid(ctx.db, request.body.tran_id, status === 'CANCELLED' ? 'cancelled' : 'failed');
      return { detail: 'Payment not completed' };
    }
    const settled = await settleReport(request.body, (m) => request.log.warn(m));
    if (settled === 'unknown') throw fail(404, 'Not found.');
    if (settled === 'refused') throw fail(400, serverWords.paymentNotValidated);
    return { detail: settled === 'paid' ? 'Payment recorded' : 'Payment already recorded' };
  });
}

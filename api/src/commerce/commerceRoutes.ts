// The commerce route group (docs/api.md#study-plan-paths; docs/decisions.md#payment): packages, purchases, SSLCommerz's
// returns and IPN, transactions, and, without store credentials, the SSLCommerz simulator. One
// encapsulated scope, the only one that reads form bodies.
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../http/context';
import { adminPackageRoutes } from './adminPackageRoutes';
import { adminTransactionRoutes } from './adminTransactionRoutes';
import { acceptForms } from './formBody';
import { packageRoutes } from './packageRoutes';
import { paymentRoutes } from './paymentRoutes';
import { previewRoutes } from './previewRoutes';
import { purchaseRoutes } from './purchaseRoutes';
import { simulatorEndpoint, simulatorRoutes } from './sslcommerzSimulator';
import { sslcommerzClient, storeEndpoint } from './sslcommerz';
import { subscribedSubjectRoutes } from './subscribedSubjects';
import { transactionRoutes } from './transactionRoutes';

export async function commerceRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  acceptForms(app);
  const store = ctx.config.sslcommerz;
  // The simulator is called where the api itself listens, so no proxy or PUBLIC_URL is in between.
  const sslcommerz = sslcommerzClient(() => (store ? storeEndpoint(store) : simulatorEndpoint(ownAddress(app, ctx.config.publicUrl))));
  if (!store) simulatorRoutes(app, { publicUrl: ctx.config.publicUrl, now: ctx.now });
  packageRoutes(app, ctx);
  subscribedSubjectRoutes(app, ctx);
  transactionRoutes(app, ctx);
  previewRoutes(app, ctx);
  purchaseRoutes(app, ctx, sslcommerz);
  paymentRoutes(app, ctx, sslcommerz);
  // docs/content.md#sales: the Admin's packages, transactions and refunds
  adminPackageRoutes(app, ctx);
  adminTransactionRoutes(app, ctx, sslcommerz);
}

/** http://host:port the api listens on (a wildcard host reached on loopback), else the public URL. */
function ownAddress(app: FastifyInstance, fallback: string): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string') return fallback;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

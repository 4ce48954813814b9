// The gateway alone, configured by environment (docs/decisions.md#configuration): REST_URL (required),
// PORT (default 3001), HOST (default 0.0.0.0), WEB_DIST (optional web build to serve), PUBLIC_URL
// (the origin CORS allows), GRAPHQL_PERSISTED_ONLY (default 1: only the web's persisted operations
// run; 0 also allows hand-written queries and introspection, for development), TRUST_PROXY (the
// load balancers whose X-Forwarded-For is believed; default loopback).
import { closeOnSignals, newLifecycle } from '@proshno/server-kit';
import { createGateway } from './index';

const restUrl = process.env.REST_URL;
if (!restUrl) {
  console.error('REST_URL is required, e.g. REST_URL=http://127.0.0.1:4000');
  process.exit(1);
}

const lifecycle = newLifecycle();
const app = await createGateway({
  restUrl,
  lifecycle,
  webDist: process.env.WEB_DIST || undefined,
  ...(process.env.PUBLIC_URL ? { publicUrl: process.env.PUBLIC_URL } : {}),
  logger: true,
  persistedOperationsOnly: process.env.GRAPHQL_PERSISTED_ONLY !== '0',
  ...(process.env.TRUST_PROXY ? { trustProxy: process.env.TRUST_PROXY } : {}),
});
await app.listen({ host: process.env.HOST ?? '0.0.0.0', port: Number(process.env.PORT ?? 3001) });
// Readiness turns 503 at once; a load balancer polling every few seconds stops sending within
// SHUTDOWN_DRAIN_MS (default 5 s), and only then do the sockets close.
closeOnSignals(lifecycle, () => app.close());

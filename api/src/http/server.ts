// The Fastify instance with the cross-cutting plugins; route groups are added by createApi.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { installErrorHandling } from './errors';
import { checkResponses } from './responseContract';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function createServer(opts: { publicUrl: string; logger: boolean }): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger,
    // The gateway on the same machine (or a load balancer on loopback) sends the learner's address
    // in X-Forwarded-For; rate limits must key on it, not on the proxy's.
    trustProxy: 'loopback',
    bodyLimit: BODY_LIMIT_BYTES,
    ajv: {
      // The contract is the law: no silent coercion ("123" for 123) and no silent stripping.
      customOptions: { coerceTypes: false, removeAdditional: false, allowUnionTypes: true },
    },
  });
  app.decorateRequest('principal', null);
  installErrorHandling(app);
  checkResponses(app);
  await app.register(helmet);
  await app.register(cors, { origin: opts.publicUrl });
  // Limits are opted into per route (see auth/rateLimits.ts).
  await app.register(rateLimit, { global: false });
  return app;
}

// The gateway on one port: /graphql, the REST paths passed through, and the built web app.
import Fastify, { type FastifyInstance } from 'fastify';
import { graphqlRoute } from './graphql';
import { restProxy } from './proxy';
import { notFound, webApp } from './spa';

export type GatewayConfig = {
  /** Where the api answers, e.g. http://127.0.0.1:4000 (no trailing slash needed). */
  restUrl: string;
  /** The web build (web/dist); without it only /graphql and the REST paths are served. */
  webDist?: string;
  logger?: boolean;
};

/** A Fastify app that is not yet listening; the caller does `app.listen(...)`. */
export async function createGateway(config: GatewayConfig): Promise<FastifyInstance> {
  const restUrl = config.restUrl.replace(/\/+$/, '');
  const app = Fastify({ logger: config.logger ?? false });
  await app.register(graphqlRoute, { restUrl });
  await app.register(restProxy, { restUrl });
  if (config.webDist) await app.register(webApp, { webDist: config.webDist });
  else app.setNotFoundHandler(notFound);
  return app;
}

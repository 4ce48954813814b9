// POST/GET /graphql: graphql-yoga inside Fastify (yoga's Fastify integration).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga } from 'graphql-yoga';
import { armorPlugins } from './armor';
import { requestMemo, type GatewayContext } from './context';
import { restClient } from './rest';
import { gatewaySchema } from './schema';

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

export async function graphqlRoute(app: FastifyInstance, options: { restUrl: string }): Promise<void> {
  const yoga = createYoga<ServerContext, GatewayContext>({
    schema: gatewaySchema(),
    // Our resolvers throw GraphQLErrors carrying the REST detail; yoga shows those as they are
    // and masks anything else as 'Unexpected error.', so no stack or internal text leaks.
    maskedErrors: true,
    landingPage: false,
    plugins: armorPlugins(),
    context: ({ req, request }) => ({
      rest: restClient(options.restUrl, {
        authorization: request.headers.get('authorization'),
        ip: req.ip,
        requestId: req.id,
      }),
      once: requestMemo(),
    }),
    logging: {
      debug: (...args) => app.log.debug(args),
      info: (...args) => app.log.info(args),
      warn: (...args) => app.log.warn(args),
      error: (...args) => app.log.error(args),
    },
  });

  // Yoga reads and judges every body itself (JSON, GraphQL strings, bad media types), so this
  // plugin's routes leave the request stream unparsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: (req, reply) => yoga.handleNodeRequestAndResponse(req, reply, { req, reply }),
  });
}

// POST/GET /graphql: graphql-yoga inside Fastify (yoga's Fastify integration).
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { createYoga } from 'graphql-yoga';
import { armorPlugins } from './armor';
import { requestMemo, type GatewayContext } from './context';
import { subjectNames } from './exam/subjectNames';
import { nameTwinStore } from './names/nameTwins';
import { refusalWords } from './names/refusalWords';
import { pageLanguage } from './spa';
import { restClient } from './rest';
import { restTransport, type LocalRest } from './restTransport';
import { gatewaySchema } from './schema';
import { packageFolder } from '@proshno/server-kit';

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

/**
 * The web's operations by the first 16 hex digits of the SHA-256 of their text (written by `npm run gen` from
 * web/src/**\/*.graphql); the web client sends the hash in extensions.persistedQuery.
 */
const persistedOperations = new Map<string, string>(
  Object.entries(JSON.parse(readFileSync(join(packageFolder(import.meta.url), 'src', 'generated', 'persisted-operations.json'), 'utf8')) as Record<string, string>),
);

export type GraphqlOptions = {
  restUrl: string;
  /**
   * Production: only the web's persisted operations run, so introspection and hand-written
   * queries are refused. Otherwise persisted hashes still work beside arbitrary operations.
   */
  persistedOperationsOnly?: boolean;
  /** The api in this process, reached without a socket (restTransport.ts). */
  restInProcess?: LocalRest;
};

export async function graphqlRoute(app: FastifyInstance, options: GraphqlOptions): Promise<void> {
  const transport = restTransport(options.restUrl, options.restInProcess);
  app.addHook('onClose', () => transport.close());
  // Kept between this gateway's requests (docs/api.md#caching).
  const names = subjectNames();
  const twins = nameTwinStore();
  const yoga = createYoga<ServerContext, GatewayContext>({
    schema: gatewaySchema(),
    // Our resolvers throw GraphQLErrors carrying the REST detail; yoga shows those as they are
    // and masks anything else as 'Unexpected error.', so no stack or internal text leaks.
    maskedErrors: true,
    landingPage: false,
    // CORS is the gateway's (security.ts: PUBLIC_URL only), not yoga's allow-any default.
    cors: false,
    // The body's size is the gateway's too: security.ts refuses a declared length over the limit
    // and a body without one before yoga runs, so yoga's own count (a TransformStream and a second
    // Request per request, a tenth of the CPU of a save) has nothing left to catch.
    maxRequestBodySize: false,
    plugins: [
      usePersistedOperations({
        getPersistedOperation: (hash) => persistedOperations.get(hash) ?? null,
        allowArbitraryOperations: options.persistedOperationsOnly !== true,
        customErrors: {
          persistedQueryOnly: {
            message: 'Only the operations of this app are accepted: send extensions.persistedQuery.sha256Hash.',
            extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } },
          },
          notFound: {
            message: 'Unknown operation: reload the app to get its current version.',
            extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } },
          },
          keyNotFound: {
            message: 'Send a query or extensions.persistedQuery.sha256Hash.',
            extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED', http: { status: 400 } },
          },
        },
      }),
      ...armorPlugins(),
      useGraphQlJit(),
      refusalWords(),
    ],
    context: ({ req, request }) => ({
      rest: restClient(options.restUrl, transport, {
        authorization: request.headers.get('authorization'),
        ip: req.ip,
        requestId: req.id,
        userAgent: request.headers.get('user-agent'),
      }),
      once: requestMemo(),
      subjectNames: names,
      language: pageLanguage(req),
      nameTwins: twins,
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
    // Yoga's answer handed to Fastify as a Buffer (GraphQL here never streams), so the compression
    // hook sees its size and compresses what is worth it.
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => void reply.header(key, value));
      return reply.status(response.status).send(Buffer.from(await response.arrayBuffer()));
    },
  });
}

// The built web app: files from webDist, and index.html for any other page a browser asks for,
// since the routes live in the SPA (spec 000 §2 route table).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export async function webApp(app: FastifyInstance, options: { webDist: string }): Promise<void> {
  await app.register(fastifyStatic, { root: options.webDist, prefix: '/', wildcard: true });
  app.setNotFoundHandler((request, reply) => {
    if (wantsPage(request)) return reply.type('text/html').sendFile('index.html');
    return notFound(request, reply);
  });
}

/** The answer for a path nobody serves: JSON, like every other error of the product. */
export function notFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ detail: 'Not found.' });
}

function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return (request.method === 'GET' || request.method === 'HEAD') && accept.includes('text/html');
}

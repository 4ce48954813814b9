// The built web app: files from webDist, and a page for any other path a browser asks for, since
// the routes live in the SPA (docs/shell.md#routes). index.html holds `/` prerendered
// (docs/architecture.md#prerender), so it is the page of `/` only: the exam routes get exam.html
// and every other route app.html, both with an empty root. A build without them gets index.html.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export async function webApp(app: FastifyInstance, options: { webDist: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.webDist,
    prefix: '/',
    wildcard: true,
    // The build writes .br and .gz beside each text file (scripts/product.ts): sent as they are
    // to a browser that takes them, with no compressing per request.
    preCompressed: true,
    setHeaders: (reply, path) => void reply.header('cache-control', cacheControl(path)),
  });
  // Looked for on each request: a new build replaces the folder under a running gateway.
  const page = (file: string) => (existsSync(join(options.webDist, file)) ? file : 'index.html');
  app.setNotFoundHandler((request, reply) => {
    if (wantsPage(request)) return reply.type('text/html').sendFile(page(examPage.test(request.url) ? 'exam.html' : 'app.html'));
    return notFound(request, reply);
  });
}

/** The exam-taking routes (docs/shell.md#routes): /exam, /exam/{id}, /model-exam/{id}, /previous-exam/{id}. */
const examPage = /^\/(exam(\/[^/?#]+)?|model-exam\/[^/?#]+|previous-exam\/[^/?#]+)\/?([?#]|$)/;

/** The answer for a path nobody serves: JSON, like every other error of the product. */
export function notFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ detail: 'Not found.' });
}

function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return (request.method === 'GET' || request.method === 'HEAD') && accept.includes('text/html');
}

/**
 * Files under assets/ carry a content hash in their name (Vite), so a browser keeps them for a
 * year without asking again; everything else (index.html above all, and the service worker's
 * sw.js and manifest.webmanifest, docs/shell.md#offline-app) is checked on every visit, so a new
 * release reaches the learner at the next page load or service worker update check.
 */
export function cacheControl(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

// The built web app: files from webDist, and a page for any other path a browser asks for, since
// the routes live in the SPA (docs/shell.md#routes). index.html holds `/` prerendered
// (docs/architecture.md#prerender), so it is the page of `/` only: the exam routes get exam.html
// and every other route app.html, both with an empty root. A build without them gets index.html.
// A browser that holds a session says so with the cookie `signedInCookie` (set by
// web/src/access/session/storage.ts): `/` then gets app.html too, so a signed-in learner on the way
// to /home never sees the visitor's login card painted first. Which page a path gets is the
// engine's `shellPageFor`, the rule the service worker answers by offline. A visitor whose language
// is Bengali (docs/i18n.md#choosing) gets index.bn.html for `/`, the same page in Bengali.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { acceptedLanguages, languageInCookies, shellPageFor, signedInCookie, startingLanguage, type Language } from '@proshno/engine';
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
  // `/` differs by the cookies and the browser's languages; a cache that keeps one answer must not give it to another.
  const landing = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('vary', 'Cookie, Accept-Language');
    if (wantsPage(request) && signedIn(request)) return reply.type('text/html').sendFile(page('app.html'));
    return reply.type('text/html').sendFile(landingPage(request, options.webDist));
  };
  app.get('/', landing);
  app.setNotFoundHandler((request, reply) => {
    if (wantsPage(request)) return reply.type('text/html').sendFile(page(shellPageFor(request.url, false)));
    return notFound(request, reply);
  });
}

/** The answer for a path nobody serves: JSON, like every other error of the product. */
export function notFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ detail: 'Not found.' });
}

/** The browser holds a session (docs/architecture.md#prerender): a hint, never a credential. */
const signedInPattern = new RegExp(`(?:^|;\\s*)${signedInCookie}=1(?:;|$)`);

function signedIn(request: FastifyRequest): boolean {
  return signedInPattern.test(request.headers.cookie ?? '');
}

/** The visitor's `/` in their language (docs/i18n.md#choosing), when the build has it. */
export function landingPage(request: FastifyRequest, webDist: string): 'index.html' | 'index.bn.html' {
  return pageLanguage(request) === 'bn' && existsSync(join(webDist, 'index.bn.html')) ? 'index.bn.html' : 'index.html';
}

/** The language a page for this request is in: the device's choice (its cookie), else the browser's. */
export function pageLanguage(request: FastifyRequest): Language {
  return startingLanguage(languageInCookies(request.headers.cookie), acceptedLanguages(request.headers['accept-language']));
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

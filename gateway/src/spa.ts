// The built web app: files from webDist, and a page for any other path a browser asks for, since
// the routes live in the SPA (docs/shell.md#routes). index.html holds `/` prerendered
// (docs/architecture.md#prerender), so it is the page of `/` only: the exam routes get exam.html
// and every other route app.html, both with an empty root. A build without them gets index.html.
// A browser that holds a session says so with the cookie `signedInCookie` (set by
// web/src/access/session/storage.ts): `/` then gets app.html too, so a signed-in learner on the way
// to /home never sees the visitor's login card painted first. Which page a path gets is the
// engine's `shellPageFor`, the rule the service worker answers by offline. A visitor whose language
// is Bengali (docs/i18n.md#choosing) gets the Bengali build's page of each (index.bn.html, app.bn.html,
// exam.bn.html; docs/i18n.md#builds).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { acceptedLanguages, languageInCookies, pageIn, shellPageFor, signedInCookie, startingLanguage, type Language, type ShellPage } from '@proshno/engine';
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
  // Every page differs by the cookies and the browser's languages; a cache that keeps one answer must not give it to another.
  const send = (request: FastifyRequest, reply: FastifyReply, shellPage: ShellPage) =>
    reply.header('vary', 'Cookie, Accept-Language').type('text/html').sendFile(servedPage(request, options.webDist, shellPage));
  app.get('/', (request, reply) => send(request, reply, shellPageFor('/', wantsPage(request) && signedIn(request))));
  app.setNotFoundHandler((request, reply) => {
    if (wantsPage(request)) return send(request, reply, shellPageFor(request.url, false));
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

/**
 * The file of `page` in the visitor's language (docs/i18n.md#builds); the English one when the build
 * has no such page, and index.html when it has neither (a build without its app and exam pages).
 * Looked for on each request: a new build replaces the folder under a running gateway.
 */
export function servedPage(request: FastifyRequest, webDist: string, page: ShellPage): string {
  for (const file of [pageIn(page, pageLanguage(request)), page]) if (existsSync(join(webDist, file))) return file;
  return 'index.html';
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

// Signing in before the app's script has arrived (docs/access.md#login-before-script). The login
// card comes in `/`'s HTML, and its form posts to `/` as a plain page load when pressed before the
// app has taken it over (on a slow line, seconds). This answers that post: the api's login, then
// app.html carrying the session (only what a session is made of) for the app to store, or `/` again with the refusal's message and
// the e-mail as typed. Only a post from our own pages is taken (login CSRF: another site must not
// sign a visitor into an account of its choosing).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loginErrorKey, loginHandoffId, messages, sessionOfLogin } from '@proshno/engine';
import { bengaliTwins } from '@proshno/engine/bengali';
import { escapeHtml } from '@proshno/server-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { restClient, restData } from '../rest';
import { pageLanguage, servedPage } from '../spa';
import { restTransport, type LocalRest } from '../restTransport';

export type FormLoginOptions = { restUrl: string; webDist: string; restInProcess?: LocalRest };

/** The form's two fields and some room; a longer body is no login of ours. */
const FORM_BODY_LIMIT_BYTES = 4096;

export async function formLogin(app: FastifyInstance, options: FormLoginOptions): Promise<void> {
  const transport = restTransport(options.restUrl, options.restInProcess);
  app.addHook('onClose', () => transport.close());
  // Encapsulated: this plugin's routes alone read a form body.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES }, (_request, body, done) => {
    done(null, new URLSearchParams(String(body)));
  });
  const page = (file: string) => readFile(join(options.webDist, file), 'utf8');

  app.post('/', async (request, reply) => {
    // Never kept by a cache: the answer holds a session, or what a visitor typed.
    reply.header('cache-control', 'no-store');
    const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const email = form.get('email') ?? '';
    if (!fromOurPage(request)) return refused(request, reply, 403, email, refusal(request));
    const rest = restClient(options.restUrl, transport, { authorization: null, ip: request.ip, requestId: request.id, userAgent: request.headers['user-agent'] ?? null });
    try {
      const login = await restData(rest.POST('/auth/login/', { body: { email, password: form.get('password') ?? '' } }));
      return reply.type('text/html').send(withHandoff(await page(servedPage(request, options.webDist, 'app.html')), { session: sessionOfLogin(login) }));
    } catch (error) {
      const status = statusOf(error);
      return refused(request, reply, status, email, refusal(request, error instanceof Error ? error.message : undefined));
    }
  });

  /** `/` as the build prerendered it (in the visitor's language), with the message shown and the e-mail in its field. */
  async function refused(request: FastifyRequest, reply: FastifyReply, status: number, email: string, message: string): Promise<FastifyReply> {
    const html = (await page(servedPage(request, options.webDist, 'index.html')))
      .replace(/<input [^>]*name="email"[^>]*>/, (field) => field.replace('value=""', () => `value="${escapeHtml(email)}"`))
      .replace(/(<p id="login-error"[^>]*) hidden=""><\/p>/, (_, start: string) => `${start} role="alert">${escapeHtml(message)}</p>`);
    return reply.code(status).type('text/html').send(withHandoff(html, { refused: { email, error: message } }));
  }
}

/** The login's refusal in the visitor's language (docs/i18n.md#server-words): the catalogue's, or its Bengali twin's. */
function refusal(request: FastifyRequest, detail?: string): string {
  const words = pageLanguage(request) === 'bn' ? bengaliTwins.access : messages;
  return words[loginErrorKey(detail)];
}

/**
 * The post came from a page of this origin. Browsers since 2020 say so in Sec-Fetch-Site; an older
 * one sends Origin with a form's post. A post with neither is refused: the app signs in over
 * GraphQL once its script has arrived.
 */
function fromOurPage(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  return origin !== undefined && origin === `${request.protocol}://${request.host}`;
}

function statusOf(error: unknown): number {
  const extensions = error instanceof Error && 'extensions' in error ? error.extensions : undefined;
  const status = typeof extensions === 'object' && extensions !== null && 'status' in extensions ? extensions.status : undefined;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 502;
}

/**
 * The page with a data block (never run: CSP's script-src does not apply to it) before </body>.
 * `<` is written as \u003c, so no text of the learner's (a name holding "</script>") ends the block.
 */
function withHandoff(html: string, handoff: unknown): string {
  const json = JSON.stringify(handoff).replaceAll('<', '\\u003c');
  const block = `<script type="application/json" id="${loginHandoffId}">${json}</script>`;
  return html.includes('</body>') ? html.replace('</body>', () => `${block}</body>`) : `${html}${block}`;
}

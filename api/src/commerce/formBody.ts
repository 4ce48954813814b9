// SSLCommerz speaks HTML forms: its session API takes one, and the customer's returns and the IPN
// arrive as application/x-www-form-urlencoded. Only the commerce routes accept forms.
import type { FastifyInstance } from 'fastify';

export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    // A repeated field keeps its last value, as PHP (SSLCommerz's own stack) reads forms.
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/** The form of a request whose body the parser above read (or a JSON object), as strings only. */
export function formFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

// One log line per request instead of Fastify's two ('incoming request' when it comes and
// 'request completed' when it is answered): the second line was a tenth of the gateway's CPU on a
// save (docs/architecture.md#hot-path). The line is written when the answer has gone out and holds
// what the two lines held: the request id (reqId, the X-Request-Id that joins the gateway's and the
// api's lines, requestId.ts), the request (method, url, host, remote address) and the answer
// (status code, response time). Every other line Fastify writes (errors, 404s, stream errors) is
// kept, and the logger's serializers and redaction apply to this line as to any other.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Said by the one line at the answer (requestCompleted).
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const req = answeredRequest(request);
    if (error) reply.log.error({ req, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * What Fastify's request serializer reads, taken safely at the answer. By then the connection may
 * be gone (a client that hung up, a rate limit's answer that closed it): `request.ip` then reads a
 * socket that is null and throws, and a throw here ended the whole process (the e2e products died
 * at the first 429 proxied to the api). Fastify's own line read the request at its arrival.
 */
function answeredRequest(request: FastifyRequest): { method: string; url: string; host: string; ip: string | undefined; headers: FastifyRequest['headers']; socket: FastifyRequest['socket'] | null } {
  const socket = request.raw.socket as FastifyRequest['socket'] | null;
  let ip: string | undefined;
  try {
    ip = socket === null ? undefined : request.ip;
  } catch {
    ip = undefined;
  }
  return { method: request.method, url: request.url, host: request.host, ip, headers: request.headers, socket };
}

/** Fastify's option that writes one log line per request, at its answer (docs/architecture.md#hot-path). */
export function oneLogLinePerRequest(): { logController: LogController } {
  return { logController: new OneLinePerRequest() };
}

// A reply sent before the request body was read to its end (413 for an oversize body, 401 before
// an upload, an image refused mid-stream, an early answer from the api behind the gateway) leaves
// the rest of the body on the connection. Closing the socket then (Fastify's way) resets it while
// the client is still sending, so the client, or the gateway's proxy in front, sees EPIPE instead
// of the answer; leaving it unread stalls the connection, and a graceful stop waits on it for a
// minute. So the rest is read and thrown away, never kept, up to `discardBytes`, and the
// connection stays usable; a stop cuts what is left.
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export function discardUnreadBodies(app: FastifyInstance, discardBytes: number): void {
  const discarding = new Set<Socket>();
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    // (Injected requests have no real socket and no unread body.)
    if (raw.complete || raw.destroyed || !(raw.socket instanceof Socket) || discarding.has(raw.socket)) return payload;
    // Fastify and the gateway's proxy ask to close such a connection; it stays open while the rest is read.
    reply.removeHeader('connection');
    const socket = raw.socket;
    discarding.add(socket);
    let seen = 0;
    const done = () => discarding.delete(socket);
    raw.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > discardBytes) socket.destroy();
    });
    raw.once('end', done);
    raw.once('close', done);
    // Whatever was reading the body (a parser, the gateway's proxy to the api, which has answered)
    // reads no more of it: unpiped, the request would pause and the client would stall mid-send.
    raw.unpipe();
    raw.resume();
    return payload;
  });
  app.addHook('preClose', async () => {
    for (const socket of discarding) socket.destroy();
    discarding.clear();
  });
}

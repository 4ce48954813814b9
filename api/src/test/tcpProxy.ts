// A TCP proxy in front of a real server (PostgreSQL, Redis) that a test can cut and restore, so the
// api sees its dependency go away and come back the way a network or a restart shows it.
import { connect, createServer, type Server, type Socket } from 'node:net';

export type TcpProxy = {
  /** The proxy's own port on 127.0.0.1: give the api this one instead of the server's. */
  port: number;
  /** Cuts every connection and refuses new ones (ECONNREFUSED), as a stopped server does. */
  refuse(): Promise<void>;
  /** Cuts every connection and then accepts new ones but never answers, as a hung host does. */
  hang(): Promise<void>;
  /** Passes connections through to the server again. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpProxy(port: number, target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let mode: 'pass' | 'hang' = 'pass';
  let server: Server | null = null;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        track(client);
        if (mode === 'hang') return;
        const upstream = connect(target.port, target.host);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        resolve();
      });
    });
  const stop = async () => {
    const current = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await listen();
  return {
    port,
    refuse: stop,
    async hang() {
      await stop();
      mode = 'hang';
      await listen();
    },
    async restore() {
      await stop();
      mode = 'pass';
      await listen();
    },
    close: stop,
  };
}

// A TCP proxy in front of a real server (PostgreSQL, Redis) that a test can cut, stall and restore,
// so the api sees its dependency go away and come back the way a network or a restart shows it.
import { connect, createServer, type Server, type Socket } from 'node:net';

export type TcpProxy = {
  /** The proxy's own port on 127.0.0.1: give the api this one instead of the server's. */
  port: number;
  /** Cuts every connection and refuses new ones (ECONNREFUSED), as a stopped server does. */
  refuse(): Promise<void>;
  /**
   * Stops passing anything on, on open connections and on new ones it accepts, as a hung server
   * or a lost route does; what clients send meanwhile waits and is passed on at `restore`.
   */
  hang(): Promise<void>;
  /** Passes connections through to the server again. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpProxy(port: number, target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  /** Each client with its connection to the server, once it has one. */
  const clients = new Map<Socket, Socket | null>();
  let hung = false;
  let server: Server | null = null;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const pass = (client: Socket) => {
    const upstream = clients.get(client) ?? connect(target.port, target.host);
    if (!clients.get(client)) {
      track(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      clients.set(client, upstream);
    }
    client.pipe(upstream);
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        track(client);
        clients.set(client, null);
        client.on('close', () => clients.delete(client));
        if (hung) client.pause();
        else pass(client);
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
      hung = true;
      for (const client of clients.keys()) {
        client.unpipe();
        client.pause();
      }
      if (server === null) await listen();
    },
    async restore() {
      hung = false;
      for (const client of clients.keys()) pass(client);
      if (server === null) await listen();
    },
    close: stop,
  };
}

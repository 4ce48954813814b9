// For the tests and tools that start a process of ours: a port nothing listens on right now.
import { createServer } from 'node:net';

/** A loopback port the system has just handed out and let go of. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

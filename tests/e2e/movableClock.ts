// A product started in this process whose api reads a clock the test moves (`now` in
// scripts/product.ts): nothing waits for a contest's start or an access token's end, the api's
// clock jumps there while the browser keeps its own. Its data lives in a folder of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@proshno/server-kit';
import { startProduct, type Product } from '../../scripts/product';

export type ProductOnMovableClock = {
  product: Product;
  /** The folder of the product's data (its outbox, for mail). */
  dataDir: string;
  /** Now on the api's clock. */
  serverNow: () => number;
  /** Sets the api's clock to `at` (this process's clock plus the new offset). */
  setServerClock: (at: number) => void;
  /** Moves the api's clock on by `byMs`. */
  moveServerClock: (byMs: number) => void;
  close: () => Promise<void>;
};

/** Starts the product on a clock that runs with this process's until a test moves it. */
export async function startProductOnMovableClock(name: string): Promise<ProductOnMovableClock> {
  /** How far the api's clock runs ahead of this process's (and the browser's). */
  let ahead = 0;
  const dataDir = mkdtempSync(join(tmpdir(), `proshno-${name}-`));
  const product = await startProduct({
    port: await freePort(),
    host: '127.0.0.1',
    dataDir,
    persistedOperationsOnly: false,
    now: () => new Date(Date.now() + ahead),
  });
  return {
    product,
    dataDir,
    serverNow: () => Date.now() + ahead,
    setServerClock: (at) => {
      ahead = at - Date.now();
    },
    moveServerClock: (byMs) => {
      ahead += byMs;
    },
    close: async () => {
      await product.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// The bank's images (api/media-seed/**) are copied under $DATA_DIR/media on every start, so
// /media/bank/x.svg is served like any uploaded file (docs/api.md#conventions).
import { join } from 'node:path';
import { cp, stat } from 'node:fs/promises';
import { packageFolder } from '@proshno/server-kit';

const seedFolder = join(packageFolder(import.meta.url), 'media-seed');

export async function copyMediaSeed(dataDir: string): Promise<void> {
  const found = await stat(seedFolder).catch(() => null);
  if (!found?.isDirectory()) return;
  await cp(seedFolder, `${dataDir}/media`, { recursive: true });
}

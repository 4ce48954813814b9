// The bank's images (api/media-seed/**) are copied under $DATA_DIR/media on every start, so
// /media/bank/x.svg is served like any uploaded file (docs/api.md#conventions).
import { cp, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const seedFolder = fileURLToPath(new URL('../../media-seed', import.meta.url));

export async function copyMediaSeed(dataDir: string): Promise<void> {
  const found = await stat(seedFolder).catch(() => null);
  if (!found?.isDirectory()) return;
  await cp(seedFolder, `${dataDir}/media`, { recursive: true });
}

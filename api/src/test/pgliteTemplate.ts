// A migrated, empty PGlite cluster that each test file copies instead of creating its own: PGlite's
// initdb plus the migrations cost seconds per file, a folder copy a fraction of one. The template
// is keyed by the migrations' contents, so a new or changed migration builds a new one.
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/connect';
import { packageFolder } from '@proshno/server-kit';

const migrations = join(packageFolder(import.meta.url), 'drizzle');

/** Fills `dataDir/db` with a copy of the migrated template cluster. */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  await cp(await templateFolder(), join(dataDir, 'db'), { recursive: true });
}

async function templateFolder(): Promise<string> {
  const folder = join(tmpdir(), `proshno-pglite-template-${await migrationsHash()}`);
  if (await exists(folder)) return folder;
  // Built aside and renamed into place, so parallel test files never copy a half-made cluster.
  const building = await mkdtemp(join(tmpdir(), 'proshno-pglite-building-'));
  const database = await openDatabase({ dataDir: building });
  await database.close();
  try {
    await rename(join(building, 'db'), folder);
  } catch (error) {
    if (!(await exists(folder))) throw error;
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  return folder;
}

async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (folder: string): Promise<void> => {
    for (const entry of (await readdir(folder, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else hash.update(entry.name).update(await readFile(path));
    }
  };
  await walk(migrations);
  return hash.digest('hex').slice(0, 16);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

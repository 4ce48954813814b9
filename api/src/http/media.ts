// Media images are served at /media/{path} (docs/api.md#conventions) from $DATA_DIR/media.
import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function mediaRoutes(app: FastifyInstance, dataDir: string): Promise<void> {
  const root = `${dataDir}/media`;
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, { root, prefix: '/media/', index: false, list: false });
}

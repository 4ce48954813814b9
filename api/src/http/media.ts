// Media images are served at /media/{path} (docs/api.md#media). The question bank's images come from
// $DATA_DIR/media, copied there from the code on every start, so every replica has them. Uploaded
// images (profile photos) live in the database every replica shares (the media_files table): one
// uploaded through one replica is served by all. Both answer with the same caching headers.
import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect';
import { mediaFiles } from '../db/progressSchema';

/** Where profile images are, under /media (api/src/progress/profileImage.ts stores them). */
export const PROFILE_FOLDER = 'profile';
/** Where images uploaded from the question editor are, under /media (api/src/bank/imageUpload.ts, docs/content.md#editor). */
export const BANK_UPLOAD_FOLDER = 'bank-upload';
/** The media folders whose files are uploads kept in the database, not files on this replica's disk. */
const UPLOADED_FOLDERS = [PROFILE_FOLDER, BANK_UPLOAD_FOLDER] as const;

export async function mediaRoutes(app: FastifyInstance, dataDir: string, db: Db): Promise<void> {
  const root = `${dataDir}/media`;
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, { root, prefix: '/media/', index: false, list: false });
  for (const folder of UPLOADED_FOLDERS) {
    app.get<{ Params: { name: string } }>(`/media/${folder}/:name`, async (request, reply) => {
      const path = `${folder}/${request.params.name}`;
      const [file] = await db.select().from(mediaFiles).where(eq(mediaFiles.path, path));
      // Uploaded before they were kept in the database: still on this replica's disk, if anywhere.
      if (file === undefined) return reply.sendFile(path);
      // As @fastify/static answers a file (public, max-age=0, a weak ETag, Last-Modified), so a
      // phone asks again and is answered 304 while the image is unchanged.
      const etag = `W/"${file.bytes.length.toString(16)}-${file.createdAt.getTime().toString(16)}"`;
      const lastModified = file.createdAt.toUTCString();
      reply.header('cache-control', 'public, max-age=0').header('etag', etag).header('last-modified', lastModified);
      const since = Date.parse(request.headers['if-modified-since'] ?? '');
      const unchanged =
        request.headers['if-none-match'] !== undefined
          ? request.headers['if-none-match'].split(',').some((tag) => tag.trim() === etag)
          : Number.isFinite(since) && Math.floor(file.createdAt.getTime() / 1000) <= Math.floor(since / 1000);
      if (unchanged) return reply.code(304).send();
      return reply.type(file.contentType).send(file.bytes);
    });
  }
}

// POST /auth/v1/user-image/ (docs/progress.md#profile, docs/api.md#auth-paths): the caller's avatar as multipart field `image`.
// Only real images are kept: the bytes must open like a PNG, JPEG, GIF or WebP, whatever the name
// or declared type says, and at most 2 MiB. It is kept in the database every api replica shares
// (docs/api.md#media) as media path profile/<id>-<uuid>.<kind>, served from /media by every
// replica, and replaces the previous one.
import { serverWords } from '@proshno/engine';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { principalOf } from '../access/bearer';
import { mediaFiles } from '../db/progressSchema';
import { users } from '../db/schema';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { PROFILE_FOLDER } from '../http/media';
import { operationRoutes, type JsonResponse } from '../http/route';
import { userById } from './profileRoutes';

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;

/** The api's words for a refused photo (engine/src/shell/serverWords.ts, worded for the page by the gateway). */
export const imageRefusals = {
  notMultipart: serverWords.imageNotMultipart,
  missing: serverWords.imageMissing,
  notImage: serverWords.notImage,
  tooLarge: serverWords.imageTooLarge,
} as const;

export async function profileImageRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } });
  operation('uploadUserImage', async (request): Promise<JsonResponse<'uploadUserImage', 200>> => {
    const { userId } = principalOf(request);
    if (!request.isMultipart()) throw fail(415, imageRefusals.notMultipart);
    const bytes = await oneImage(request);
    const kind = imageKindOf(bytes);
    if (kind === null) throw fail(400, imageRefusals.notImage);
    const relative = `${PROFILE_FOLDER}/${userId}-${randomUUID()}.${kind}`;
    const previous = (await userById(ctx.db, userId)).image;
    await ctx.db.transaction(async (tx) => {
      await tx.insert(mediaFiles).values({ path: relative, contentType: IMAGE_TYPES[kind], bytes });
      await tx.update(users).set({ image: relative }).where(eq(users.id, userId));
      // The old avatar goes once nothing points at it; only images we stored ourselves.
      if (previous?.startsWith(`${PROFILE_FOLDER}/${userId}-`) === true) await tx.delete(mediaFiles).where(eq(mediaFiles.path, previous));
    });
    // One uploaded before images were kept in the database may still be on this replica's disk.
    if (previous?.startsWith(`${PROFILE_FOLDER}/${userId}-`) === true) await rm(join(ctx.config.dataDir, 'media', previous), { force: true });
    return { image: relative };
  });
}

/** The image format the leading bytes announce, or null for anything else (SVG included: it can carry script). */
export function imageKindOf(bytes: Uint8Array): 'png' | 'jpg' | 'gif' | 'webp' | null {
  const starts = (signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** The bytes of the one file in field `image`; anything more, less or larger is refused. */
export async function oneImage(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'image' || bytes !== null) throw fail(400, imageRefusals.missing);
      bytes = await part.toBuffer();
    }
  } catch (error) {
    const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fail(413, imageRefusals.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw fail(400, imageRefusals.missing);
    throw error;
  }
  if (bytes === null) throw fail(400, imageRefusals.missing);
  return bytes;
}

// POST /api/bank/v1/admin/images/ (docs/content.md#editor, docs/api.md#bank-paths): an image for a
// question's part, Admin only. Like a profile photo (progress/profileImage.ts) only a real PNG, JPEG,
// GIF or WebP of at most 2 MiB is kept, judged by its bytes; it goes into the media storage every
// api replica shares (media_files, docs/api.md#media) as bank-upload/<uuid>.<kind>, and its size
// (bytes, and the pixels the file declares, docs/exam.md#image-size) is answered for the part to
// carry. The upload is audited (question_image.upload).
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import { recordAdminAction } from '../audit/adminActions';
import { mediaFiles } from '../db/progressSchema';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { BANK_UPLOAD_FOLDER } from '../http/media';
import { operationRoutes, type JsonResponse } from '../http/route';
import { IMAGE_MAX_BYTES, imageKindOf, imageRefusals, oneImage } from '../progress/profileImage';
import { imageSizeOf } from './imageSize';

const CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;

export async function bankImageRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } });
  operation('uploadBankImage', async (request, reply): Promise<JsonResponse<'uploadBankImage', 201>> => {
    const { userId } = principalOf(request, ['Admin']);
    if (!request.isMultipart()) throw fail(415, imageRefusals.notMultipart);
    const bytes = await oneImage(request);
    const kind = imageKindOf(bytes);
    if (kind === null) throw fail(400, imageRefusals.notImage);
    const path = `${BANK_UPLOAD_FOLDER}/${randomUUID()}.${kind}`;
    const size = imageSizeOf(bytes);
    const stored = { path, bytes: bytes.length, width: size?.width ?? null, height: size?.height ?? null };
    await ctx.db.transaction(async (tx) => {
      await tx.insert(mediaFiles).values({ path, contentType: CONTENT_TYPES[kind], bytes });
      await recordAdminAction(tx, { actor: userId, action: 'question_image.upload', target: { kind: 'media', id: path }, before: null, after: stored, at: ctx.now() });
    });
    reply.code(201);
    return stored;
  });
}

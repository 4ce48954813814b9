// The Admin's question import and export (docs/content.md#import, Admin role only, docs/access.md#roles):
// a file in one of four formats checked row by row, written only when asked (through the bank's
// one writer, with one audit entry), and the bank written out in any of the four.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { BANK_IMPORT_MAX_BYTES, bankImportMessages as m, utf8Bytes } from '@proshno/engine';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import { recordAdminAction } from '../audit/adminActions';
import { refusals } from '../exam/refusals';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes, type JsonResponse } from '../http/route';
import { seedBank } from '../practice/bankSeed';
import { checkBankFile, writeBankFile } from './bankFiles';
import type { BankPlace } from './fileCheck';
import { withImageSizes } from './imageSize';
import { catalogueOf, currentKeys, exportedBank, subjectName } from './storedBank';
import { previewOf } from './textParts';

export async function bankImportRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);

  operation('importBankQuestions', async (request): Promise<JsonResponse<'importBankQuestions', 200>> => {
    const { userId } = principalOf(request, ['Admin']);
    const { format, content, dry_run, ...given } = request.body;
    if (utf8Bytes(content) > BANK_IMPORT_MAX_BYTES) throw fail(413, m.fileTooLarge);
    const place: BankPlace = Object.fromEntries(Object.entries(given).map(([k, v]) => [k, v.trim()]));
    if (format === 'aiken' && !(place.grade && place.subject && place.topic && place.subtopic)) throw fail(400, m.aikenNeedsPlace);
    const checked = checkBankFile(content, format, place);
    // docs/content.md#import: only the catalogue's own grades, subjects, topics and subtopics.
    const catalogue = await catalogueOf(ctx.db);
    const rejected = [...checked.rejected];
    const accepted = checked.accepted.filter(({ row, question }) => {
      const reasons = catalogue.placeProblems(question);
      if (reasons.length > 0) rejected.push({ row, key: question.key, reasons });
      return reasons.length === 0;
    });
    rejected.sort((a, b) => a.row - b.row);
    const known = await currentKeys(ctx.db, accepted.map((r) => r.question.key));
    const rows = accepted.map(({ row, question: q }) => ({
      row,
      key: q.key,
      grade: q.grade,
      subject: q.subject,
      topic: q.topic,
      subtopic: q.subtopic,
      preview: previewOf(q.question),
      status: known.has(q.key) ? ('update' as const) : ('new' as const),
    }));
    if (dry_run || accepted.length === 0) return { format, dry_run, accepted: rows, rejected, written: dry_run ? null : { import: null, inserted: 0, updated: 0 } };
    // An image the file gives no size takes its file's, from the media folder (docs/exam.md#image-size).
    const questions = await withImageSizes(
      accepted.map((r) => r.question),
      join(ctx.config.dataDir, 'media'),
    );
    const id = randomUUID();
    const now = ctx.now();
    const load = await ctx.db.transaction(async (tx) => {
      const written = await seedBank(tx, questions, now);
      await recordAdminAction(tx, {
        actor: userId,
        action: 'bank.import',
        target: { kind: 'import', id },
        before: null,
        after: { format, accepted: rows.length, rejected: rejected.length, inserted: written.inserted, updated: written.updated, keys: rows.map((r) => r.key) },
        at: now,
      });
      return written;
    });
    return { format, dry_run, accepted: rows, rejected, written: { import: id, ...load } };
  });

  operation('exportBankQuestions', async (request): Promise<JsonResponse<'exportBankQuestions', 200>> => {
    principalOf(request, ['Admin']);
    const { format, subject } = request.query;
    const subjectId = subject === undefined ? null : Number(subject);
    const name = subjectId === null ? 'all' : await subjectName(ctx.db, subjectId);
    if (name === null) throw fail(404, refusals.notFound);
    const bank = await exportedBank(ctx.db, subjectId);
    const { content, contentType } = writeBankFile(bank, format);
    const day = ctx.now().toISOString().slice(0, 10);
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'subject';
    const ext = format === 'aiken' ? 'aiken.txt' : format === 'gift' ? 'gift.txt' : format;
    return { filename: `proshno-questions-${slug}-${day}.${ext}`, content_type: contentType, content, count: bank.length };
  });
}

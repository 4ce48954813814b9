// docs/exam.md#image-size: the seed and the importer give image parts the size their file declares.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importReasonText } from '@proshno/engine';
import { afterAll, describe, expect, test } from 'vitest';
import { generateBank } from './generate';
import { imageSizeOf, withImageSizes } from './imageSize';
import { importBankFile } from './importFile';
import type { BankQuestion } from './types';

const svg = (attributes: string) => Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><title>x</title></svg>`);

function png(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(33);
  bytes.writeUInt32BE(0x89504e47, 0);
  bytes.writeUInt32BE(0x0d0a1a0a, 4);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x04, 0x00, 0x00]);
  const sof = Buffer.alloc(11);
  sof.set([0xff, 0xc0, 0x00, 0x09, 0x08]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]);
}

describe('the size an image file declares', () => {
  test('an SVG by its width and height, or by its viewBox', () => {
    expect(imageSizeOf(svg('width="320" height="280" viewBox="0 0 640 560"'))).toEqual({ width: 320, height: 280 });
    expect(imageSizeOf(svg('viewBox="-30 0 350 260"'))).toEqual({ width: 350, height: 260 });
    expect(imageSizeOf(svg('width="200" viewBox="0 0 400 100"'))).toEqual({ width: 200, height: 50 });
    expect(imageSizeOf(svg('width="100%" height="100%"'))).toBeNull();
  });

  test('a PNG, a GIF and a JPEG by their headers; anything else is unsized', () => {
    expect(imageSizeOf(png(640, 480))).toEqual({ width: 640, height: 480 });
    const gif = Buffer.from('GIF89a\x10\x00\x08\x00', 'latin1');
    expect(imageSizeOf(gif)).toEqual({ width: 16, height: 8 });
    expect(imageSizeOf(jpeg(300, 200))).toEqual({ width: 300, height: 200 });
    expect(imageSizeOf(Buffer.from('not an image'))).toBeNull();
    expect(imageSizeOf(png(0, 10))).toBeNull();
  });
});

describe('a bank with its images sized', () => {
  const media = mkdtempSync(join(tmpdir(), 'proshno-media-'));
  afterAll(() => rmSync(media, { recursive: true, force: true }));

  test('every image in the demo bank gets its file’s size', async () => {
    const bank = await withImageSizes(generateBank(), fileURLToPath(new URL('../../media-seed', import.meta.url)));
    const images = bank.flatMap((q) => q.question.filter((p) => p.type === 'image'));
    expect(images.length).toBeGreaterThanOrEqual(4);
    expect(images).toContainEqual({ type: 'image', data: 'bank/velocity-time-graph.svg', width: 320, height: 280 });
    for (const image of images) expect(image.width, image.data).toBeGreaterThan(0);
  });

  test('a size given by the bank stays; a missing file leaves the part unsized', async () => {
    writeFileSync(join(media, 'a.png'), png(40, 30));
    const question = (parts: BankQuestion['question']): BankQuestion => ({
      key: 'k',
      grade: 'HSC',
      subject: 'Physics',
      topic: 't',
      subtopic: 's',
      question: parts,
      options: [{ data: [{ type: 'image', data: 'a.png' }], is_answer: true }],
      explanation: [],
    });
    const [sized] = await withImageSizes(
      [question([{ type: 'image', data: 'a.png', width: 80, height: 60 }, { type: 'image', data: 'missing.png' }, { type: 'text', data: 'x' }])],
      media,
    );
    expect(sized?.question).toEqual([{ type: 'image', data: 'a.png', width: 80, height: 60 }, { type: 'image', data: 'missing.png' }, { type: 'text', data: 'x' }]);
    expect(sized?.options[0]?.data).toEqual([{ type: 'image', data: 'a.png', width: 40, height: 30 }]);
  });
});

describe('an imported image with its size', () => {
  const row = (part: Record<string, unknown>) => ({
    key: 'img.1',
    grade: 'HSC',
    subject: 'Physics',
    topic: 'Kinematics',
    subtopic: 'Graphs',
    question: [{ type: 'text', data: 'What does the graph show?' }, part],
    options: ['1', '2', '3', '4'].map((n, i) => ({ data: [{ type: 'text', data: n }], is_answer: i === 0 })),
    explanation: [{ type: 'text', data: 'Because.' }],
  });
  const check = (part: Record<string, unknown>) => importBankFile(JSON.stringify([row(part)]), 'json');

  test('is accepted with whole pixel sides; without them too', () => {
    expect(check({ type: 'image', data: 'bank/g.svg', width: 320, height: 280 }).accepted[0]?.question[1]).toEqual({ type: 'image', data: 'bank/g.svg', width: 320, height: 280 });
    expect(check({ type: 'image', data: 'bank/g.svg' }).accepted[0]?.question[1]).toEqual({ type: 'image', data: 'bank/g.svg' });
  });

  test('is rejected with one side, a fraction, zero, or a size on a text part', () => {
    for (const part of [
      { type: 'image', data: 'bank/g.svg', width: 320 },
      { type: 'image', data: 'bank/g.svg', width: 320.5, height: 280 },
      { type: 'image', data: 'bank/g.svg', width: 0, height: 280 },
      { type: 'text', data: 'x', width: 1, height: 1 },
    ]) {
      const { accepted, rejected } = check(part);
      expect(accepted).toEqual([]);
      expect(rejected[0]?.reasons.map(importReasonText)[0]).toMatch(/has a width and height that are not two whole numbers of pixels from 1 to 10000$/);
    }
  });
});

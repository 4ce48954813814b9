// The width and height an image part is shown at (docs/exam.md#image-size): read from the image
// file when a bank is seeded or imported, so the page gives the picture its box before it loads.
// SVG (its width and height, or its viewBox), PNG, GIF and JPEG; anything else stays unsized and
// is drawn in the fixed box.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BankQuestion, Part } from './types';

export type ImageSize = { width: number; height: number };

/** The largest side we store; a bigger number is a mistake in the file, not a picture. */
const MAX_SIDE = 10_000;

function sized(width: number, height: number): ImageSize | null {
  const w = Math.round(width);
  const h = Math.round(height);
  return Number.isFinite(w) && Number.isFinite(h) && w >= 1 && h >= 1 && w <= MAX_SIDE && h <= MAX_SIDE ? { width: w, height: h } : null;
}

/** An SVG length in user units (px); percentages and other units are not a size. */
function svgLength(value: string | undefined): number | null {
  if (value === undefined) return null;
  const match = /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/.exec(value);
  return match?.[1] === undefined ? null : Number(match[1]);
}

function svgSize(text: string): ImageSize | null {
  const root = /<svg\b([^>]*)>/i.exec(text)?.[1];
  if (root === undefined) return null;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const width = svgLength(attribute('width'));
  const height = svgLength(attribute('height'));
  if (width !== null && height !== null) return sized(width, height);
  const box = attribute('viewBox')?.trim().split(/[\s,]+/).map(Number);
  if (box?.length !== 4 || box.some((n) => !Number.isFinite(n))) return null;
  const [, , boxWidth = 0, boxHeight = 0] = box;
  if (width !== null && boxHeight > 0) return sized(width, (width * boxHeight) / boxWidth);
  if (height !== null && boxWidth > 0) return sized((height * boxWidth) / boxHeight, height);
  return sized(boxWidth, boxHeight);
}

function jpegSize(bytes: Buffer): ImageSize | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    // Start-of-frame markers (not DHT 0xc4, JPG 0xc8 or DAC 0xcc) carry the height, then the width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return sized(bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5));
    }
    at += 2 + length;
  }
  return null;
}

/** The size an image file declares, or null when it is not one we read or declares none. */
export function imageSizeOf(bytes: Buffer): ImageSize | null {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.toString('latin1', 12, 16) === 'IHDR') {
    return sized(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
  }
  if (bytes.length >= 10 && bytes.toString('latin1', 0, 4) === 'GIF8') return sized(bytes.readUInt16LE(6), bytes.readUInt16LE(8));
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  const head = bytes.toString('utf8', 0, Math.min(bytes.length, 4096));
  return /<svg\b/i.test(head) ? svgSize(head) : null;
}

/**
 * The bank with every image part that has no size given the size of its file under `mediaDir`.
 * A file that is missing or unreadable leaves its part unsized (it is drawn in the fixed box).
 */
export async function withImageSizes(bank: readonly BankQuestion[], mediaDir: string): Promise<BankQuestion[]> {
  const sizes = new Map<string, Promise<ImageSize | null>>();
  const sizeOf = (path: string) => {
    let size = sizes.get(path);
    if (size === undefined) {
      size = readFile(join(mediaDir, path)).then(imageSizeOf, () => null);
      sizes.set(path, size);
    }
    return size;
  };
  const fill = (parts: Part[]) =>
    Promise.all(
      parts.map(async (part): Promise<Part> => {
        if (part.type !== 'image' || (part.width !== undefined && part.height !== undefined)) return part;
        const size = await sizeOf(part.data);
        return size === null ? part : { ...part, ...size };
      }),
    );
  return Promise.all(
    bank.map(async (q) => ({
      ...q,
      question: await fill(q.question),
      options: await Promise.all(q.options.map(async (o) => ({ ...o, data: await fill(o.data) }))),
      explanation: await fill(q.explanation),
    })),
  );
}

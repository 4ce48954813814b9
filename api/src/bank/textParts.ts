// One line of a question file's text as the bank's parts and back (docs/content.md#import-text):
// `$$…$$` is a LaTeX part, `![W×H](path)` (or `![](path)`) an image under /media, the rest text.
// CSV cells, GIFT and Aiken share it, so an exported question reads back as the same parts.
import { createHash } from 'node:crypto';
import type { Part } from './types';
import { optionText } from './validate';

/** Text with `$$…$$` formulas and `![W×H](path)` images as parts; each text piece trimmed, empty ones left out. */
export function textToParts(text: string, images = true): Part[] {
  const parts: Part[] = [];
  const pieces = text.split(/\$\$([\s\S]*?)\$\$/);
  pieces.forEach((piece, i) => {
    if (i % 2 === 1) {
      parts.push({ type: 'latex', data: piece.trim() });
      return;
    }
    parts.push(...(images ? withImages(piece) : textPart(piece)));
  });
  return parts;
}

/** The parts as one line of text: the reverse of textToParts (text pieces joined by a space). */
export function partsToText(parts: readonly Part[]): string {
  return parts.map(partText).join(' ');
}

export function partText(part: Part): string {
  if (part.type === 'latex') return `$$${part.data}$$`;
  if (part.type === 'image') return `![${part.width !== undefined && part.height !== undefined ? `${part.width}x${part.height}` : ''}](${part.data})`;
  return part.data;
}

/**
 * The key of a question whose file gives none (a GIFT question without a ::title::, every Aiken
 * question): `text-` and 16 hex digits of the SHA-256 of its body and options as the duplicate
 * check reads them (whitespace collapsed, case folded), so the same question imported again (with
 * another answer key or explanation) updates the one imported before (docs/content.md#import-keys).
 */
export function derivedKey(question: readonly Part[], options: ReadonlyArray<readonly Part[]>): string {
  const text = [question, ...options].map((parts) => optionText(parts).normalize('NFC')).join('\n');
  return `text-${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
}

/** The first words of a question, for the import's report. */
export function previewOf(parts: readonly Part[], max = 80): string {
  const text = partsToText(parts).replace(/\s+/g, ' ').trim();
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

const IMAGE = /!\[(?:(\d+)x(\d+))?\]\(([^()\s]+)\)/g;

function withImages(text: string): Part[] {
  const parts: Part[] = [];
  let at = 0;
  for (const match of text.matchAll(IMAGE)) {
    parts.push(...textPart(text.slice(at, match.index)));
    const [, width, height, path = ''] = match;
    parts.push(width !== undefined && height !== undefined ? { type: 'image', data: path, width: Number(width), height: Number(height) } : { type: 'image', data: path });
    at = match.index + match[0].length;
  }
  parts.push(...textPart(text.slice(at)));
  return parts;
}

function textPart(text: string): Part[] {
  const t = text.trim();
  return t === '' ? [] : [{ type: 'text', data: t }];
}

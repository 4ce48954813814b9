import { describe, expect, it } from 'vitest';
import { imageBoxOf, imagePathsOf, spaceBetween, type ContentPart } from './content';

const text = (data: string): ContentPart => ({ type: 'text', data });
const tex = (data: string): ContentPart => ({ type: 'latex', data });

describe('spaceBetween', () => {
  it('puts a word space between the words and the formulas of one sentence', () => {
    expect(spaceBetween(text('Light travels at'), tex('3\\times10^{8}'))).toBe(true);
    expect(spaceBetween(tex('3\\times10^{8}'), text('in a medium.'))).toBe(true);
    expect(spaceBetween(tex('a'), { type: 'math', data: 'b' })).toBe(true);
  });

  it('adds none where the text has its own space, before closing punctuation or after an opening bracket', () => {
    expect(spaceBetween(text('If '), tex('x'))).toBe(false);
    expect(spaceBetween(tex('x'), text(' is even'))).toBe(false);
    expect(spaceBetween(tex("f(x)"), text(', find'))).toBe(false);
    expect(spaceBetween(tex('10^{3}'), text('?'))).toBe(false);
    expect(spaceBetween(tex('x'), text('।'))).toBe(false);
    expect(spaceBetween(text('the value ('), tex('x'))).toBe(false);
    expect(spaceBetween(tex('x'), text(')'))).toBe(false);
  });

  it('adds none around an image, which stands on its own line, or an empty text', () => {
    expect(spaceBetween(text('The diagram shows'), { type: 'image', data: 'bank/lens.svg' })).toBe(false);
    expect(spaceBetween({ type: 'image', data: 'bank/lens.svg' }, text('What is it?'))).toBe(false);
    expect(spaceBetween(text(''), tex('x'))).toBe(false);
  });
});

describe('images (docs/exam.md#image-size, docs/exam.md#image-offline)', () => {
  it('an image with its width and height has that box; one without, or with nulls, gets the fixed box', () => {
    expect(imageBoxOf({ type: 'image', data: 'a.svg', width: 320, height: 280 })).toEqual({ width: 320, height: 280 });
    expect(imageBoxOf({ type: 'image', data: 'a.svg' })).toBeNull();
    expect(imageBoxOf({ type: 'image', data: 'a.svg', width: null, height: null })).toBeNull();
    expect(imageBoxOf({ type: 'image', data: 'a.svg', width: 0, height: 10 })).toBeNull();
  });

  it("an exam's image paths, each once, from every list of parts", () => {
    const image = (data: string): ContentPart => ({ type: 'image', data });
    expect(imagePathsOf([[text('a'), image('bank/x.svg')], [image('bank/y.png')], [], [image('bank/x.svg'), tex('x')]])).toEqual(['bank/x.svg', 'bank/y.png']);
  });
});

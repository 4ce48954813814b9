// The gallery cannot drift from the machines: the generated stories are exactly the states the
// gallery models reach, so a new state without a story (or a story of a gone state) fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { galleryStates } from './galleryModel';
import { galleryModels } from './models';
import { galleryFiles, storiesDir } from './writeStories';

describe('the state gallery', () => {
  it('has one generated stories file per gallery model and no other', () => {
    expect(readdirSync(storiesDir).sort()).toEqual([...galleryFiles().keys()].sort());
  });

  it.each(galleryModels.map((model) => [model.id, model] as const))('has a story for every state the %s model reaches', (id, model) => {
    const file = readFileSync(join(storiesDir, `${id}.stories.tsx`), 'utf8');
    const storied = [...file.matchAll(/^export const \w+: StoryObj = \{ name: ("(?:[^"\\]|\\.)*")/gm)].map((m) => JSON.parse(m[1] ?? '""') as string);
    expect(storied).toEqual(galleryStates(model).map((state) => state.name));
    expect(file).toBe(galleryFiles().get(`${id}.stories.tsx`));
  });
});

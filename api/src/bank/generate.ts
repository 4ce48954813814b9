// The seeded question bank: six subjects generated from the data tables in data/ with exact
// arithmetic. Deterministic: every random choice is seeded from the question's key.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { biologyQuestions } from './subjects/biology';
import { chemistryQuestions } from './subjects/chemistry';
import { englishQuestions } from './subjects/english';
import { generalKnowledgeQuestions } from './subjects/generalKnowledge';
import { higherMathQuestions } from './subjects/higherMath';
import { physicsQuestions } from './subjects/physics';
import type { BankQuestion } from './types';
import { packageFolder } from '@proshno/server-kit';

export const BANK_SUBJECTS = ['Physics', 'Chemistry', 'Biology', 'Higher Mathematics', 'English', 'General Knowledge'] as const;

/** Image parts point below /media; the files are in api/media-seed/ under the same path. */
export const MEDIA_SEED_DIR = pathToFileURL(join(packageFolder(import.meta.url), 'media-seed/'));

export function generateBank(): BankQuestion[] {
  return [
    ...physicsQuestions(),
    ...chemistryQuestions(),
    ...biologyQuestions(),
    ...higherMathQuestions(),
    ...englishQuestions(),
    ...generalKnowledgeQuestions(),
  ];
}

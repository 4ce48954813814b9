// A small bank for api tests (ApiConfig.bank): 6 subjects of grade HSC, 2 topics × 2 subtopics ×
// 5 questions each (20 per subject), enough for every seeded template; seeding it takes moments.
import type { BankQuestion } from '../bank/types';

export const FIXTURE_SUBJECTS = ['Physics', 'Chemistry', 'Higher Mathematics', 'Biology', 'English', 'General Knowledge'];
export const QUESTIONS_PER_SUBTOPIC = 5;
export const QUESTIONS_PER_SUBJECT = 4 * QUESTIONS_PER_SUBTOPIC;

export const fixtureBank: readonly BankQuestion[] = FIXTURE_SUBJECTS.flatMap((subject) =>
  [1, 2].flatMap((t) =>
    [1, 2].flatMap((s) =>
      Array.from({ length: QUESTIONS_PER_SUBTOPIC }, (_, i): BankQuestion => {
        const key = `fixture.${subject}.${t}.${s}.${i}`;
        return {
          key,
          grade: 'HSC',
          subject,
          topic: `${subject} topic ${t}`,
          subtopic: `${subject} topic ${t} part ${s}`,
          question: [
            { type: 'text', data: `${subject} ${t}.${s} question ${i}: what is ${i} + ${t}?` },
            { type: 'latex', data: `${i} + ${t}` },
          ],
          options: [0, 1, 2, 3].map((k) => ({
            data: [{ type: 'text', data: String(i + t + k - (i % 4)) }],
            is_answer: k === i % 4,
          })),
          explanation: [{ type: 'text', data: `${i} + ${t} = ${i + t}.` }],
        };
      }),
    ),
  ),
);

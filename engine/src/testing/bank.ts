// Fixed places, questions and pages for the question bank's tests and the gallery (docs/content.md#editor).
import type { BankQuestionDetail, BankQuestionRecord } from '../bank/bankDraft';
import type { BankPlaces } from '../bank/bankEditorMachine';
import type { BankListPage, BankSummary } from '../bank/bankListMachine';

export const bankPlaces: BankPlaces = {
  subjects: [
    { id: 1, name: 'Physics', parent: 1 },
    { id: 2, name: 'Chemistry', parent: 1 },
  ],
  topics: [
    { id: 11, name: 'Motion', parent: 1 },
    { id: 21, name: 'Atoms', parent: 2 },
  ],
  subtopics: [
    { id: 111, name: 'Velocity', parent: 11 },
    { id: 211, name: 'Atomic number', parent: 21 },
  ],
};

export const bengaliQuestion: BankQuestionRecord = {
  id: 501,
  key: 'admin.velocity-1',
  version: 1,
  status: 'draft',
  subject: 1,
  topic: 11,
  subtopic: 111,
  language: 'bn',
  question: [
    { type: 'text', data: '১০ সেকেন্ডে ৫০ মিটার গেলে বেগ কত?' },
    { type: 'latex', data: 'v = \\frac{s}{t}' },
  ],
  options: ['৫ মি/সে', '১০ মি/সে', '৫০ মি/সে', '৫০০ মি/সে'].map((data, i) => ({ data: [{ type: 'text', data }], is_answer: i === 0 })),
  explanation: [{ type: 'text', data: 'v = ৫০ ÷ ১০ = ৫ মি/সে।' }],
  twin: {
    question: [{ type: 'text', data: 'A body goes 50 m in 10 s. What is its velocity?' }, { type: 'latex', data: 'v = \\frac{s}{t}' }],
    options: ['5 m/s', '10 m/s', '50 m/s', '500 m/s'].map((data) => [{ type: 'text', data }]),
    explanation: [{ type: 'text', data: 'v = 50 ÷ 10 = 5 m/s.' }],
  },
  created_at: '2026-11-30T04:00:00.000Z',
  superseded_at: null,
};

export const draftDetail: BankQuestionDetail = {
  question: bengaliQuestion,
  versions: [{ id: 501, version: 1, status: 'draft', answer: 0, created_at: bengaliQuestion.created_at, superseded_at: null }],
  current: 501,
};

export const publishedDetail: BankQuestionDetail = {
  question: { ...bengaliQuestion, status: 'published' },
  versions: [{ id: 501, version: 1, status: 'published', answer: 0, created_at: bengaliQuestion.created_at, superseded_at: null }],
  current: 501,
};

/** Version 2 of the published question, its key moved to B. */
export const secondVersionDetail: BankQuestionDetail = {
  question: {
    ...bengaliQuestion,
    id: 640,
    version: 2,
    status: 'published',
    options: bengaliQuestion.options.map((o, i) => ({ ...o, is_answer: i === 1 })),
    created_at: '2026-12-01T05:00:00.000Z',
  },
  versions: [
    { id: 640, version: 2, status: 'published', answer: 1, created_at: '2026-12-01T05:00:00.000Z', superseded_at: null },
    { id: 501, version: 1, status: 'published', answer: 0, created_at: bengaliQuestion.created_at, superseded_at: '2026-12-01T05:00:00.000Z' },
  ],
  current: 640,
};

export const bankSummaries: BankSummary[] = [
  {
    id: 501,
    key: 'admin.velocity-1',
    version: 1,
    status: 'draft',
    language: 'bn',
    has_twin: true,
    text: '১০ সেকেন্ডে ৫০ মিটার গেলে বেগ কত? v = \\frac{s}{t}',
    subject: 'Physics',
    topic: 'Motion',
    subtopic: 'Velocity',
    answer: 0,
    facility: null,
    difficulty: 'unrated',
    flags: [],
  },
  {
    id: 77,
    key: 'chem.atoms.na',
    version: 2,
    status: 'published',
    language: 'en',
    has_twin: false,
    text: 'What is the atomic number of sodium?',
    subject: 'Chemistry',
    topic: 'Atoms',
    subtopic: 'Atomic number',
    answer: 2,
    facility: 12.5,
    difficulty: 'hard',
    flags: ['negative_discrimination', 'too_hard'],
  },
];

export const bankPage: BankListPage = { count: 2, page: 1, page_size: 20, results: bankSummaries };
export const emptyBankPage: BankListPage = { count: 0, page: 1, page_size: 20, results: [] };

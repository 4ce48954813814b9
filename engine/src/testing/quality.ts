// Fixed statistics and reports for the question-quality tests and the gallery (docs/content.md#admin-page).
import type { QuestionQualityData, QuestionStatisticsEntry } from '../quality/questionQualityMachine';

export const missedByAll: QuestionStatisticsEntry = {
  question: 101,
  text: 'What is the capital of Bangladesh?',
  language: 'en',
  subject: 'General Knowledge',
  topic: 'Bangladesh',
  attempts: 24,
  facility: 0,
  discrimination: null,
  options: [
    { position: 0, is_answer: true, chosen: 0 },
    { position: 1, is_answer: false, chosen: 20 },
    { position: 2, is_answer: false, chosen: 3 },
    { position: 3, is_answer: false, chosen: 0 },
  ],
  blanks: 1,
  median_time_ms: 41500,
  flags: ['too_hard', 'unchosen_option'],
  open_reports: 1,
};

export const fairQuestion: QuestionStatisticsEntry = {
  question: 102,
  text: 'Which gas do plants take in for photosynthesis?',
  language: 'en',
  subject: 'Biology',
  topic: 'Plants',
  attempts: 30,
  facility: 56.666,
  discrimination: 0.4213,
  options: [
    { position: 0, is_answer: false, chosen: 5 },
    { position: 1, is_answer: true, chosen: 17 },
    { position: 2, is_answer: false, chosen: 4 },
    { position: 3, is_answer: false, chosen: 3 },
  ],
  blanks: 1,
  median_time_ms: 12000,
  flags: [],
  open_reports: 0,
};

export const qualityData: QuestionQualityData = {
  questions: { count: 2, page: 1, page_size: 20, results: [missedByAll, fairQuestion] },
  reports: {
    open: 1,
    results: [
      {
        id: 7,
        reason: 'wrong_key',
        text: 'The key says Chittagong.',
        created_at: '2026-12-01T04:00:00.000Z',
        resolved_at: null,
        reporter: 'Ayesha Rahman',
        statistics: missedByAll,
      },
    ],
  },
};

export const emptyQualityData: QuestionQualityData = {
  questions: { count: 0, page: 1, page_size: 20, results: [] },
  reports: { open: 0, results: [] },
};

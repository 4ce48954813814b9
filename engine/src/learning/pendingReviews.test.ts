import { describe, expect, it } from 'vitest';
import { isGradedReview, parsePendingReviews, reviewGrades } from './pendingReviews';

const review = { key: '0f8fad5b-d9cb-469f-a165-70867728950e', question: 12, option: 121, reviewedAt: '2026-12-01T10:30:00.000Z' };

describe('the reviews kept on the device', () => {
  it('reads back what was written', () => {
    expect(parsePendingReviews(JSON.stringify([review, { ...review, key: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }]))).toHaveLength(2);
  });

  it('keeps the whole reviews of a damaged record and nothing of an unreadable one', () => {
    expect(parsePendingReviews(JSON.stringify([review, { ...review, key: 'not-a-uuid' }, { ...review, option: '121' }, null]))).toEqual([review]);
    expect(parsePendingReviews('{"key":')).toEqual([]);
    expect(parsePendingReviews(JSON.stringify({ review }))).toEqual([]);
    expect(parsePendingReviews(null)).toEqual([]);
  });

  it("reads a flashcard's grade beside the option reviews of a record written before grades existed", () => {
    const graded = { key: '7c9e6679-7425-40de-944b-e07fc1f90ae7', question: 13, grade: 'hard', reviewedAt: '2026-12-01T10:31:00.000Z' };
    const reviews = parsePendingReviews(JSON.stringify([review, graded]));
    expect(reviews).toEqual([review, graded]);
    expect(reviews.map(isGradedReview)).toEqual([false, true]);
  });

  it('drops a review with both an option and a grade, neither, or a grade FSRS does not have', () => {
    const graded = { key: '7c9e6679-7425-40de-944b-e07fc1f90ae7', question: 13, grade: 'easy', reviewedAt: '2026-12-01T10:31:00.000Z' };
    const stored = [
      { ...graded, option: 121 },
      { key: graded.key, question: 13, reviewedAt: graded.reviewedAt },
      { ...graded, grade: 'perfect' },
      { ...graded, grade: 3 },
      graded,
    ];
    expect(parsePendingReviews(JSON.stringify(stored))).toEqual([graded]);
    expect(reviewGrades).toEqual(['again', 'hard', 'good', 'easy']);
  });
});

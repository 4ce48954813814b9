// docs/contest.md#result-screens and docs/contest.md#server-clock: the offset, the result page's lines
// and the merit list's rows, pages and the caller's neighbourhood.
import { describe, expect, it } from 'vitest';
import { clockOffset, contestPaths, contestResultView, contestReviewOf, contestReviewShowsChoice, meritListView, meritPageOf, type MeritRowFacts } from './contestViews';

describe('the server clock (docs/contest.md#server-clock)', () => {
  it('is the server time minus the local clock halfway through the request', () => {
    const sent = Date.parse('2026-12-01T04:00:00Z');
    // The server is 2 hours ahead; the request took 400 ms.
    expect(clockOffset('2026-12-01T06:00:00.200Z', sent, sent + 400)).toBe(2 * 3600_000);
    expect(clockOffset('2026-12-01T03:59:00Z', sent, sent)).toBe(-60_000);
    expect(clockOffset('garbage', sent, sent)).toBe(0);
  });
});

describe('the result page (docs/contest.md#learner-result)', () => {
  it('says the score, rank of how many, percentile, time used and counts, per subject and for the contest', () => {
    const view = contestResultView({
      score: 8.5,
      rank: 2,
      percentile: 66.6667,
      time_used: 3725,
      right: 9,
      wrong: 2,
      not_answered: 34,
      subject_result: [{ subject: 'Physics', score: 4.25, rank: 1 }],
      highest_score: 10,
      average_score: 7.75,
      ranked_count: 4,
    });
    expect(view.mine).toEqual([
      { label: 'Score', value: '8.5' },
      { label: 'Rank', value: '2 of 4' },
      { label: 'Percentile', value: '66.67' },
      { label: 'Time used', value: '1:02:05' },
      { label: 'Right', value: '9' },
      { label: 'Wrong', value: '2' },
      { label: 'Unanswered', value: '34' },
    ]);
    expect(view.subjects).toEqual([{ subject: 'Physics', score: '4.25', rank: '1' }]);
    expect(view.contest).toEqual([
      { label: 'Highest score', value: '10' },
      { label: 'Average score', value: '7.75' },
      { label: 'Learners ranked', value: '4' },
    ]);
  });
});

const row = (rank: number, is_me = false): MeritRowFacts => ({ rank, full_name: `Learner ${rank}`, score: 100 - rank, percentile: 50, time_used: 60, is_me });

describe('the merit list (docs/contest.md#merit-list)', () => {
  it('marks the caller on the page and then needs no neighbourhood', () => {
    const view = meritListView({ count: 3, page: 1, page_size: 100, results: [row(1), row(2, true), row(3)], me: row(2, true), neighbourhood: [row(1), row(2, true), row(3)] });
    expect(view.rows.map((r) => r.isCaller)).toEqual([false, true, false]);
    expect(view.neighbourhood).toBeNull();
    expect(view).toMatchObject({ position: 'Page 1 of 1', previous: null, next: null, empty: null });
    expect(view.rows[1]).toMatchObject({ rank: '2', name: 'Learner 2', score: '98', percentile: '50.00', timeUsed: '0:01:00' });
  });

  it('brings the caller\'s neighbourhood with a page the caller is not on, and pages by 100', () => {
    const around = [row(245), row(250, true), row(255)];
    const view = meritListView({ count: 301, page: 1, page_size: 100, results: [row(1), row(2)], me: row(250, true), neighbourhood: around });
    expect(view.neighbourhood?.map((r) => [r.rank, r.isCaller])).toEqual([
      ['245', false],
      ['250', true],
      ['255', false],
    ]);
    expect(view).toMatchObject({ position: 'Page 1 of 4', previous: null, next: 2, pageCount: 4 });
    expect(meritListView({ count: 301, page: 4, page_size: 100, results: [row(301)], neighbourhood: [] })).toMatchObject({ previous: 3, next: null, neighbourhood: null });
  });

  it('says nobody is ranked when nobody is', () => {
    expect(meritListView({ count: 0, page: 1, page_size: 100, results: [], me: null, neighbourhood: [] })).toMatchObject({
      empty: 'No one has been ranked in this contest.',
      position: 'Page 1 of 1',
    });
  });

  it('reads the page from the query, 1 unless a whole number from 1', () => {
    expect([meritPageOf(''), meritPageOf('?page=3'), meritPageOf('?page=0'), meritPageOf('?page=x'), meritPageOf('?page=1.5')]).toEqual([1, 3, 1, 1, 1]);
    expect([contestPaths.result(7), contestPaths.meritList(7), contestPaths.meritList(7, 2), contestPaths.review(7)]).toEqual([
      '/contest/7/result',
      '/contest/7/merit-list',
      '/contest/7/merit-list?page=2',
      '/contest/7/review',
    ]);
  });
});

describe('the review with the caller’s answers (issue 28 item 7)', () => {
  const option = (id: number, is_answer: boolean) => ({ id, data: [], is_answer });
  const question = (id: number) => ({ id, subject: 'Physics', question_data: [], explanation_data: [], options: [option(id * 10, true), option(id * 10 + 1, false)], option: null, revision: null });
  const exam = { id: 4, type: 'National Mock', subjects: ['Physics'], start_time: null, end_time: null, total_question: 2, right: 0, wrong: 0, not_answered: 0 };
  const paper = { exam, questions: [question(1), question(2)] };

  it('puts the sitting’s choices and revision items on the paper’s questions, and its counts on the exam', () => {
    const sitting = {
      exam: { ...exam, id: 77, right: 1, wrong: 0, not_answered: 1 },
      questions: [
        { ...question(1), option: 10, revision: 5 },
        { ...question(2), option: null, revision: null },
      ],
    };
    const review = contestReviewOf(paper, sitting);
    expect(review.questions.map((q) => [q.option, q.revision])).toEqual([
      [10, 5],
      [null, null],
    ]);
    expect(review.exam).toMatchObject({ id: 4, right: 1, wrong: 0, not_answered: 1 });
    expect(contestReviewShowsChoice(review.exam)).toBe(true);
  });

  it('is the paper alone, with no choices shown, for a learner who did not sit it', () => {
    expect(contestReviewOf(paper, null)).toBe(paper);
    expect(contestReviewShowsChoice(paper.exam)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { daysFrom, examEveOf, planDayOf, plannedDue, streakOf } from './plan';

describe('the streak', () => {
  const today = '2026-12-10';

  it('counts the days studied up to today, today once studied', () => {
    expect(streakOf(['2026-12-08', '2026-12-09', '2026-12-10'], today)).toEqual({ days: 3, studiedToday: true, paused: false });
    // Today is not missed until it is over: yesterday's streak still stands, waiting.
    expect(streakOf(['2026-12-08', '2026-12-09'], today)).toEqual({ days: 2, studiedToday: false, paused: false });
  });

  it('is paused, not broken, by one or two missed days', () => {
    expect(streakOf(['2026-12-05', '2026-12-06', '2026-12-08'], today)).toEqual({ days: 3, studiedToday: false, paused: true });
    expect(streakOf(['2026-12-05', '2026-12-06', '2026-12-07'], today)).toEqual({ days: 3, studiedToday: false, paused: true });
    // Studying again goes on from where it stood.
    expect(streakOf(['2026-12-05', '2026-12-06', '2026-12-07', '2026-12-10'], today)).toEqual({ days: 4, studiedToday: true, paused: false });
    expect(streakOf(['2026-12-01', '2026-12-04', '2026-12-07', '2026-12-10'], today).days).toBe(4);
  });

  it('ends after three missed days in a row', () => {
    expect(streakOf(['2026-12-05', '2026-12-06'], today)).toEqual({ days: 0, studiedToday: false, paused: false });
    expect(streakOf(['2026-12-01', '2026-12-02', '2026-12-07', '2026-12-10'], today)).toEqual({ days: 2, studiedToday: true, paused: false });
    expect(streakOf(['2026-12-06', '2026-12-10'], today)).toEqual({ days: 1, studiedToday: true, paused: false });
    expect(streakOf([], today)).toEqual({ days: 0, studiedToday: false, paused: false });
  });

  it('reads each day once and ignores days after today (a phone clock ahead)', () => {
    expect(streakOf(['2026-12-10', '2026-12-10', '2026-12-11', '2026-12-09'], today)).toEqual({ days: 2, studiedToday: true, paused: false });
  });
});

describe('the plan of a day', () => {
  it('counts the days left across months and years', () => {
    expect(daysFrom('2026-12-10', '2027-01-24')).toBe(45);
    expect(daysFrom('2027-01-24', '2026-12-10')).toBe(-45);
    expect(daysFrom('2028-02-28', '2028-03-01')).toBe(2);
  });

  it('puts every review due first, then as many new questions as the time leaves', () => {
    expect(planDayOf({ examDate: '2027-01-24', dailyMinutes: 60 }, '2026-12-10', 20)).toEqual({
      kind: 'ahead',
      daysLeft: 45,
      reviews: 20,
      // 3600 s less 20 reviews of 30 s leaves 3000 s: 50 new questions of 60 s.
      newQuestions: 50,
    });
    expect(planDayOf({ examDate: '2027-01-24', dailyMinutes: 10 }, '2026-12-10', 40)).toMatchObject({ reviews: 40, newQuestions: 0 });
  });

  it('says when it is the exam day, and when the day is past', () => {
    expect(planDayOf({ examDate: '2027-01-24', dailyMinutes: 60 }, '2027-01-24', 3)).toEqual({ kind: 'examDay' });
    expect(planDayOf({ examDate: '2027-01-24', dailyMinutes: 60 }, '2027-01-25', 3)).toEqual({ kind: 'past' });
  });
});

describe('reviews toward the exam date', () => {
  // 2027-01-24 in Dhaka (UTC+6): its eve begins 2027-01-23 00:00 there, 2027-01-22 18:00 UTC.
  const eve = new Date('2027-01-22T18:00:00.000Z');

  it('is the start of the Dhaka day before the exam, until the exam day is over', () => {
    expect(examEveOf('2027-01-24', new Date('2026-12-10T00:00:00Z'))).toEqual(eve);
    expect(examEveOf('2027-01-24', new Date('2027-01-24T17:59:59Z'))).toEqual(eve);
    expect(examEveOf('2027-01-24', new Date('2027-01-24T18:00:00Z'))).toBeNull();
    expect(examEveOf('2027-02-30', new Date('2026-12-10T00:00:00Z'))).toBeNull();
  });

  it('brings a card due after the eve to the eve, unless reviewed since', () => {
    const late = new Date('2027-03-01T00:00:00Z');
    const early = new Date('2027-01-05T00:00:00Z');
    expect(plannedDue({ due: late, last_review: new Date('2026-12-10T00:00:00Z') }, eve)).toEqual(eve);
    expect(plannedDue({ due: late, last_review: null }, eve)).toEqual(eve);
    expect(plannedDue({ due: early, last_review: new Date('2026-12-10T00:00:00Z') }, eve)).toEqual(early);
    expect(plannedDue({ due: late, last_review: new Date('2027-01-23T02:00:00Z') }, eve)).toEqual(late);
    expect(plannedDue({ due: late, last_review: null }, null)).toEqual(late);
  });
});

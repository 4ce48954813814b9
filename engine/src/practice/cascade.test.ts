import { describe, expect, it } from 'vitest';
import { availableOf, deepestChosen, emptyCascade, isEnabled, offered, select } from './cascade';

const topics = emptyCascade(['grade', 'subject', 'topic', 'subtopic'] as const);
const allChosen = select(select(select(select(topics, 'grade', 1), 'subject', 2), 'topic', 3), 'subtopic', 4);

describe('cascading selects', () => {
  it('starts with nothing chosen at any level', () => {
    expect(topics.chosen).toEqual({ grade: null, subject: null, topic: null, subtopic: null });
  });

  it('selecting a grade clears subject, topic and subtopic', () => {
    expect(select(allChosen, 'grade', 9).chosen).toEqual({ grade: 9, subject: null, topic: null, subtopic: null });
  });

  it('selecting a subject clears topic and subtopic but keeps the grade', () => {
    expect(select(allChosen, 'subject', 8).chosen).toEqual({ grade: 1, subject: 8, topic: null, subtopic: null });
  });

  it('selecting a topic clears only the subtopic', () => {
    expect(select(allChosen, 'topic', 7).chosen).toEqual({ grade: 1, subject: 2, topic: 7, subtopic: null });
  });

  it('selecting the last level clears nothing else', () => {
    expect(select(allChosen, 'subtopic', 6).chosen).toEqual({ grade: 1, subject: 2, topic: 3, subtopic: 6 });
  });

  it('unchoosing a level clears the levels below it too', () => {
    expect(select(allChosen, 'subject', null).chosen).toEqual({ grade: 1, subject: null, topic: null, subtopic: null });
  });

  it('a dependent select is disabled until its parent is chosen', () => {
    expect(isEnabled(topics, 'grade')).toBe(true);
    expect(isEnabled(topics, 'subject')).toBe(false);
    expect(isEnabled(select(topics, 'grade', 1), 'subject')).toBe(true);
    expect(isEnabled(select(topics, 'grade', 1), 'topic')).toBe(false);
  });

  it('selecting a disabled level changes nothing', () => {
    expect(select(topics, 'topic', 3)).toBe(topics);
  });

  it('in the previous-year test changing the exam clears university and year', () => {
    const years = emptyCascade(['exam', 'university', 'year'] as const);
    const chosen = select(select(select(years, 'exam', 1), 'university', 5), 'year', 2020);
    expect(select(chosen, 'exam', 2).chosen).toEqual({ exam: 2, university: null, year: null });
  });

  it('the deepest chosen level bounds the count, null when nothing is chosen', () => {
    expect(deepestChosen(topics)).toBeNull();
    expect(deepestChosen(select(select(topics, 'grade', 1), 'subject', 2))).toBe('subject');
    expect(deepestChosen(allChosen)).toBe('subtopic');
  });

  it('offers only entries with questions available above 0', () => {
    const entries = [
      { id: 1, name: 'Physics', questions_available: 12 },
      { id: 2, name: 'Chemistry', questions_available: 0 },
      { id: 3, name: 'Biology', questions_available: 1 },
    ];
    expect(offered(entries).map((entry) => entry.id)).toEqual([1, 3]);
  });

  it('takes the available count from the entry chosen at the deepest chosen level', () => {
    const entries = {
      grade: [{ id: 1, questions_available: 40 }],
      subject: [{ id: 2, questions_available: 12 }, { id: 5, questions_available: 30 }],
      topic: [{ id: 3, questions_available: 4 }],
      subtopic: [],
    };
    expect(availableOf(topics, entries)).toBe(0);
    expect(availableOf(select(topics, 'grade', 1), entries)).toBe(40);
    expect(availableOf(select(select(topics, 'grade', 1), 'subject', 2), entries)).toBe(12);
    expect(availableOf(select(select(select(topics, 'grade', 1), 'subject', 2), 'topic', 3), entries)).toBe(4);
    // A chosen subtopic missing from its list bounds nothing.
    expect(availableOf(allChosen, entries)).toBe(0);
  });
});

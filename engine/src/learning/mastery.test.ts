import { describe, expect, it } from 'vitest';
import { chanceRight, masteryOf, topicMapOf, weakestTopics, type TopicAnswer } from './mastery';

const answers = (right: number, wrong: number, difficulty = 1000): TopicAnswer[] => [
  ...Array.from({ length: right }, () => ({ right: true, difficulty })),
  ...Array.from({ length: wrong }, () => ({ right: false, difficulty })),
];

describe('mastery of a topic', () => {
  it('follows Elo: an equal rating is a coin toss, 400 points more ten to one', () => {
    expect(chanceRight(1000, 1000)).toBe(0.5);
    expect(chanceRight(1400, 1000)).toBeCloseTo(10 / 11, 10);
  });

  it('without answers is the prior, and not sure', () => {
    expect(masteryOf([])).toMatchObject({ level: 0.5, ability: 1000, sure: 'low', answered: 0, right: 0 });
    expect(masteryOf([], 1200).level).toBeCloseTo(chanceRight(1200, 1000), 10);
  });

  it('rises with right answers and falls with wrong ones, drawn towards the prior', () => {
    const strong = masteryOf(answers(9, 1));
    const weak = masteryOf(answers(1, 9));
    expect(strong.level).toBeGreaterThan(0.7);
    expect(weak.level).toBeLessThan(0.3);
    // Ten answers all right are not proof of perfection: the prior holds the level below the raw 100%.
    expect(masteryOf(answers(10, 0)).level).toBeLessThan(0.95);
    expect(strong).toMatchObject({ answered: 10, right: 9 });
  });

  it('counts a right answer to a hard question for more than one to an easy question', () => {
    const hard = masteryOf([...answers(3, 3), { right: true, difficulty: 1300 }]);
    const easy = masteryOf([...answers(3, 3), { right: true, difficulty: 700 }]);
    expect(hard.ability).toBeGreaterThan(easy.ability);
  });

  it('is surer with more answers', () => {
    expect(masteryOf(answers(2, 2)).sure).toBe('low');
    expect(masteryOf(answers(15, 15)).sure).toBe('medium');
    expect(masteryOf(answers(60, 60)).sure).toBe('high');
  });

  it('names the three weakest topics met at least three times, weakest first', () => {
    const topic = (name: string, right: number, wrong: number) => ({ name, ...masteryOf(answers(right, wrong)) });
    const topics = [topic('vectors', 8, 2), topic('optics', 1, 5), topic('waves', 0, 2), topic('heat', 3, 3), topic('atoms', 2, 6)];
    expect(weakestTopics(topics).map((t) => t.name)).toEqual(['optics', 'atoms', 'heat']);
  });
});

describe('the topic map', () => {
  const row = (subject: number, topic: number, level: number) => ({ subject: { id: subject, name: `S${subject}` }, topic: { id: topic }, level });

  it('groups by subject, the subject with the weakest topic first, each weakest first', () => {
    const map = topicMapOf([row(1, 10, 0.7), row(2, 20, 0.6), row(1, 11, 0.3), row(2, 21, 0.6), row(2, 19, 0.9)]);
    expect(map.map((entry) => [entry.subject.id, entry.topics.map((t) => t.topic.id)])).toEqual([
      [1, [11, 10]],
      [2, [20, 21, 19]],
    ]);
    expect(topicMapOf([])).toEqual([]);
  });
});

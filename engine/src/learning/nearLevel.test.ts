import { describe, expect, it } from 'vitest';
import { chanceRight, MIN_ANSWERS } from './mastery';
import { NEAR_LEVEL_CHANCE, nearLevelAbility, nearLevelTarget } from './nearLevel';

describe('questions near the learner’s level', () => {
  it('aims at the rating a learner answers right two times in three, about 120 points below their ability', () => {
    for (const ability of [600, 1000, 1437.5]) {
      expect(chanceRight(ability, nearLevelTarget(ability))).toBeCloseTo(2 / 3, 12);
      expect(nearLevelTarget(ability)).toBeCloseTo(ability - 400 * Math.log10(2), 9);
    }
    expect(nearLevelTarget(1000)).toBeCloseTo(879.588, 3);
    expect(NEAR_LEVEL_CHANCE).toBe(2 / 3);
  });

  it('aims at any other chance on the same curve: a coin toss is the ability itself', () => {
    expect(nearLevelTarget(1200, 0.5)).toBe(1200);
    expect(chanceRight(1200, nearLevelTarget(1200, 0.9))).toBeCloseTo(0.9, 12);
  });

  it('aims from the topic’s ability once it has enough answers, else from the overall rating', () => {
    expect(nearLevelAbility({ answered: MIN_ANSWERS, ability: 1250 }, 1000)).toBe(1250);
    expect(nearLevelAbility({ answered: MIN_ANSWERS - 1, ability: 1250 }, 1000)).toBe(1000);
    expect(nearLevelAbility(undefined, 1100)).toBe(1100);
  });
});

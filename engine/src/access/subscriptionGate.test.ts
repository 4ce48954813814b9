import { describe, expect, it } from 'vitest';
import { isBuyingPage, showsSubscriptionRequired } from './subscriptionGate';

describe('the subscription gate', () => {
  it('blocks a learner with no package on any learning page', () => {
    for (const path of ['/home', '/flashcard', '/exam/12', '/history', '/profile']) {
      expect(showsSubscriptionRequired(path, 0)).toBe(true);
    }
  });

  it('stays away while the list loads and for a learner with a package', () => {
    expect(showsSubscriptionRequired('/home', undefined)).toBe(false);
    expect(showsSubscriptionRequired('/home', 1)).toBe(false);
  });

  it('lets a learner with no package reach every page where a package is bought', () => {
    for (const path of ['/packages', '/packages/3', '/offers', '/custom-packages', '/purchase/success', '/purchase/cancel']) {
      expect(isBuyingPage(path)).toBe(true);
      expect(showsSubscriptionRequired(path, 0)).toBe(false);
    }
  });

  it('stays off the Admin\'s pages, which are not for learning (docs/access.md#subscription-gate)', () => {
    expect(showsSubscriptionRequired('/admin/contests', 0)).toBe(false);
  });

  it('does not mistake a look-alike path for a buying page', () => {
    expect(isBuyingPage('/packagesx')).toBe(false);
    expect(isBuyingPage('/purchases')).toBe(false);
  });
});

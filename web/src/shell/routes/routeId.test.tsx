import { describe, expect, it } from 'vitest';
import { routeIdOf } from './routeId';

describe("a route's id, read once where the route is read", () => {
  it('is the whole number the path names', () => {
    expect(routeIdOf('12')).toBe(12);
    expect(routeIdOf('999999999')).toBe(999_999_999);
  });

  it.each([undefined, '', '0', '-3', '1.5', '1e3', 'abc', ' 12', '1234567890'])('is null for %j', (text) => {
    expect(routeIdOf(text)).toBeNull();
  });
});

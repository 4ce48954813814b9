import { expect, it } from 'vitest';
import { footerQuickLinks } from './footer';

it('offers Sign Up to visitors only, and Home leads a signed-in person to their home', () => {
  expect(footerQuickLinks(null).map((link) => link.label)).toEqual(['Home', 'Sign Up', 'Packages']);
  expect(footerQuickLinks({ home: '/home' })).toEqual([
    { label: 'Home', href: '/home' },
    { label: 'Packages', href: '/packages' },
  ]);
});

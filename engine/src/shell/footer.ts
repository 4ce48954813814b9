// The footer's quick links: a signed-in learner already has an account, so Sign Up is offered
// only to visitors, and Home leads to the learner's own home.
export type FooterLink = { label: string; href: string };

export function footerQuickLinks(session: { home: string } | null): readonly FooterLink[] {
  if (session === null) {
    return [
      { label: 'Home', href: '/' },
      { label: 'Sign Up', href: '/register' },
      { label: 'Packages', href: '/packages' },
    ];
  }
  return [
    { label: 'Home', href: session.home },
    { label: 'Packages', href: '/packages' },
  ];
}

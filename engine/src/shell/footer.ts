// The footer's quick links: a signed-in learner already has an account, so Sign Up is offered
// only to visitors, and Home leads to the learner's own home.
import { messages } from '../messages';

export type FooterLink = { label: string; href: string };

export function footerQuickLinks(session: { home: string } | null): readonly FooterLink[] {
  if (session === null) {
    return [
      { label: messages.navHome, href: '/' },
      { label: messages.signUpButton, href: '/register' },
      { label: messages.navPackages, href: '/packages' },
    ];
  }
  return [
    { label: messages.navHome, href: session.home },
    { label: messages.navPackages, href: '/packages' },
  ];
}

// Footer: quick links, contact, the terms / refund / privacy documents (docs/shell.md#footer) and the
// language switch (docs/i18n.md#switch).
import { footerQuickLinks, homePathFor, messages } from '@proshno/engine';
import { Link } from 'react-aria-components';
import { useSession } from '../access/session/SessionProvider';
import { LanguageSwitch } from './LanguageSwitch';
import * as css from './shell.css';

export function Footer() {
  const { session } = useSession();
  const quickLinks = footerQuickLinks(session === null ? null : { home: homePathFor(session.role) });
  return (
    <footer className={css.footer}>
      <div className={css.footerInner}>
        <section aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={css.footerTitle}>{messages.footerQuickLinks}</h2>
          <ul className={css.footerList}>
            {quickLinks.map(({ label, href }) => (
              <li key={href}><Link className={css.footerLink} href={href}>{label}</Link></li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={css.footerTitle}>{messages.footerContact}</h2>
          <ul className={css.footerList}>
            <li><Link className={css.footerLink} href={`mailto:${messages.supportEmail}`}>{messages.supportEmail}</Link></li>
            <li>{messages.footerPlace}</li>
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={css.footerTitle}>{messages.footerPolicies}</h2>
          <ul className={css.footerList}>
            <li><Link className={css.footerLink} href="/terms">{messages.termsAndConditions}</Link></li>
            <li><Link className={css.footerLink} href="/refund-policy">{messages.refundPolicy}</Link></li>
            <li><Link className={css.footerLink} href="/privacy-policy">{messages.privacyPolicy}</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-language">
          <h2 id="footer-language" className={css.footerTitle}>{messages.footerLanguage}</h2>
          <LanguageSwitch labelledBy="footer-language" />
        </section>
      </div>
    </footer>
  );
}

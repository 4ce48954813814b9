// The signed-in desktop top bar: Flashcard, Exam menu, Revision ... Packages (spec 000 §2).
import { Link } from 'react-aria-components';
import { useLocation } from 'wouter';
import { examLinks, linksAfterExam, linksBeforeExam, type NavLink } from './navItems';
import { LinkMenu } from './LinkMenu';
import * as css from './shell.css';

export function TopBar() {
  return (
    <nav className={css.desktopNav} aria-label="Main">
      {linksBeforeExam.map((link) => (
        <NavAnchor key={link.href} link={link} />
      ))}
      <LinkMenu
        label="Exam"
        links={examLinks}
        trigger={
          <>
            Exam <span aria-hidden="true">▾</span>
          </>
        }
        triggerClassName={css.navLink}
      />
      {linksAfterExam.map((link) => (
        <NavAnchor key={link.href} link={link} />
      ))}
    </nav>
  );
}

export function NavAnchor({ link, onPress }: { link: NavLink; onPress?: () => void }) {
  const [location] = useLocation();
  return (
    <Link className={css.navLink} href={link.href} aria-current={location === link.href ? 'page' : undefined} onPress={onPress}>
      {link.label}
    </Link>
  );
}

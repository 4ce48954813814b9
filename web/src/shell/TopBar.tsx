// The signed-in desktop top bar: Flashcard, Exam menu, Revision ... Packages (docs/shell.md#top-bar).
import { LinkMenu } from './LinkMenu';
import { NavAnchor } from './NavAnchor';
import { examLinks, linksAfterExam, linksBeforeExam } from './navItems';
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

// The signed-in desktop top bar: Flashcard, Exam menu, Revision ... Packages (docs/shell.md#top-bar).
import { messages } from '@proshno/engine';
import { LinkMenu } from './LinkMenu';
import { NavAnchor } from './NavAnchor';
import { examLinks, linksAfterExam, linksBeforeExam } from './navItems';
import * as css from './shell.css';

export function TopBar() {
  return (
    <nav className={css.desktopNav} aria-label={messages.mainNavigation}>
      {linksBeforeExam.map((link) => (
        <NavAnchor key={link.href} link={link} />
      ))}
      <LinkMenu
        label={messages.navExam}
        links={examLinks}
        trigger={
          <>
            {messages.navExam} <span aria-hidden="true">▾</span>
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

// The signed-in desktop top bar: Flashcard, Exam menu, Revision ... Packages (spec 000 §2).
import { Button, Link, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useLocation } from 'wouter';
import * as controls from '../controls/controls.css';
import { examLinks, linksAfterExam, linksBeforeExam, type NavLink } from './navItems';
import * as css from './shell.css';

export function TopBar() {
  return (
    <nav className={css.desktopNav} aria-label="Main">
      {linksBeforeExam.map((link) => (
        <NavAnchor key={link.href} link={link} />
      ))}
      <MenuTrigger>
        <Button className={css.navLink}>
          Exam <span aria-hidden="true">▾</span>
        </Button>
        <Popover className={controls.popover} placement="bottom start">
          <Menu className={controls.menu} aria-label="Exam">
            {examLinks.map((link) => (
              <MenuItem key={link.href} className={controls.menuItem} href={link.href}>
                {link.label}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
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

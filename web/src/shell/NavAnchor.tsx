// One navigation link, marked as the current page when it is (top bar, drawer, public header).
import { Link } from 'react-aria-components';
import { useLocation } from 'wouter';
import type { NavLink } from './navItems';
import * as css from './shell.css';

export function NavAnchor({ link, onPress }: { link: NavLink; onPress?: () => void }) {
  const [location] = useLocation();
  return (
    <Link className={css.navLink} href={link.href} aria-current={location === link.href ? 'page' : undefined} onPress={onPress}>
      {link.label}
    </Link>
  );
}

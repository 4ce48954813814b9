// The visitor's header: Home, Features, Pricing, Events, About Us, Sign In, Sign Up (spec 000 §2).
import { Link } from 'react-aria-components';
import * as controls from '../controls/controls.css';
import { publicLinks } from './navItems';
import * as css from './shell.css';
import { NavAnchor } from './TopBar';

export function PublicHeader() {
  return (
    <header className={css.header}>
      <div className={css.headerInner}>
        <Link className={css.brand} href="/">
          Proshno
        </Link>
        <nav className={css.desktopNav} aria-label="Site">
          {publicLinks.map((link) => (
            <NavAnchor key={link.href} link={link} />
          ))}
        </nav>
        <Link className={css.navLink} href="/">
          Sign In
        </Link>
        <Link className={controls.button({ kind: 'primary' })} href="/register">
          Sign Up
        </Link>
      </div>
    </header>
  );
}

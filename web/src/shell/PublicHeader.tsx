// The visitor's header: Home, Features, Pricing, Events, About Us, Sign In, Sign Up (docs/shell.md#public-header).
// On phones the five site links fold behind a disclosure button so Sign In and Sign Up stay in
// view. A plain disclosure, not a popover menu: the login page is the first thing a newcomer on
// a slow network downloads, and the menu and popover code would nearly double it.
import { messages } from '@proshno/engine';
import { MenuIcon } from '../controls/shellIcons';
import { useId, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import * as controls from '../controls/controls.css';
import { useHydrated } from '../controls/hydrated';
import { publicLinks } from './navItems';
import * as css from './shell.css';
import { NavAnchor } from './NavAnchor';

export function PublicHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  // On the prerendered `/` (docs/architecture.md#prerender) a press before the app takes over would be lost.
  const hydrated = useHydrated();
  return (
    <header className={css.header} onKeyDown={(event) => event.key === 'Escape' && setMenuOpen(false)}>
      <div className={css.headerInner}>
        <Button
          className={`${controls.button({ kind: 'ghost' })} ${css.mobileOnly}`}
          aria-label={messages.openSiteMenu}
          isDisabled={!hydrated}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onPress={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon size={20} />
        </Button>
        <Link className={css.brand} href="/">
          {messages.brand}
        </Link>
        <nav className={css.desktopNav} aria-label={messages.siteNavigation}>
          {publicLinks.map((link) => (
            <NavAnchor key={link.href} link={link} />
          ))}
        </nav>
        <Link className={css.navLink} href="/">
          {messages.signIn}
        </Link>
        <Link className={controls.button({ kind: 'primary' })} href="/register">
          {messages.signUpButton}
        </Link>
      </div>
      {menuOpen ? (
        <nav id={menuId} className={css.siteMenu} aria-label={messages.siteMenu}>
          {publicLinks.map((link) => (
            <NavAnchor key={link.href} link={link} onPress={() => setMenuOpen(false)} />
          ))}
        </nav>
      ) : null}
    </header>
  );
}

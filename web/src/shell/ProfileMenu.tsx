// The profile menu: Subscriptions, Transactions, My Profile, Logout (spec 000 §2).
import { shortenName, type Session } from '@proshno/engine';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { mediaUrl } from '../content/ContentParts';
import * as controls from '../controls/controls.css';
import { profileLinks } from './navItems';
import * as css from './shell.css';

export function ProfileMenu({ session, onLogout }: { session: Session; onLogout: () => void }) {
  const name = shortenName(session.user.full_name);
  const image = session.image ?? session.user.image ?? null;
  return (
    <MenuTrigger>
      {/* The name it shows starts its accessible name (WCAG 2.5.3), so voice control finds it by what it says. */}
      <Button className={css.navLink} aria-label={`${name}, profile menu`}>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          {image === null ? null : <img className={css.avatar} src={mediaUrl(image)} alt="" />}
          <span>{name}</span>
          <span aria-hidden="true">▾</span>
        </span>
      </Button>
      <Popover className={controls.popover} placement="bottom end">
        <Menu className={controls.menu} onAction={(key) => (key === 'logout' ? onLogout() : undefined)}>
          {profileLinks.map((link) => (
            <MenuItem key={link.href} id={link.href} className={controls.menuItem} href={link.href}>
              {link.label}
            </MenuItem>
          ))}
          <MenuItem id="logout" className={controls.menuItem}>
            Logout
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
